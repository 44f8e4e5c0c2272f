import type { Config } from '../config/createConfig.js'
import type { ThemeVariables } from '../options/options.js'

/** Merges theme variables into the current ones. */
export function setThemeVariables(config: Config, themeVariables: ThemeVariables): void {
  config.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
