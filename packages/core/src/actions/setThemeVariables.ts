import type { Config } from '../config/createConfig.js'
import type { ThemeVariables } from '../options/options.js'
import { reportOptions, validateThemeVariables } from '../options/validateOptions.js'

/**
 * Merges theme variables into the current ones, checked as `createAppKit`'s are: a value that
 * is not a string or a number throws; an unknown name warns once.
 */
export function setThemeVariables(config: Config, themeVariables: ThemeVariables): void {
  void reportOptions(validateThemeVariables(themeVariables))
  config.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
