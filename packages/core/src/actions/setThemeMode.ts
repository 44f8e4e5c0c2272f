import type { Config } from '../config/createConfig.js'

/** Switches between the light and dark themes. */
export function setThemeMode(config: Config, themeMode: 'light' | 'dark'): void {
  config.store.setState({ themeMode })
}
