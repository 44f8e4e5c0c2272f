import { type Config, setThemeMode } from '@latch/core'

/**
 * When the site sets no `themeMode`, the modal follows the visitor's system colour scheme
 * (`prefers-color-scheme`) and its changes, as the incumbent does; an explicit `themeMode` wins,
 * and so does a later `setThemeMode` from the site (the scheme stops being followed once the
 * mode is not the one it set). Returns the teardown.
 *
 * @example
 * const stop = followColorScheme(config)
 */
export function followColorScheme(config: Config): () => void {
  if (config.options.themeMode !== undefined || typeof matchMedia !== 'function') return () => {}
  const query = matchMedia('(prefers-color-scheme: dark)')
  let followed = config.store.getState().themeMode
  const apply = () => {
    if (config.store.getState().themeMode !== followed)
      return query.removeEventListener('change', apply)
    followed = query.matches ? 'dark' : 'light'
    setThemeMode(config, followed)
  }
  apply()
  query.addEventListener('change', apply)
  return () => query.removeEventListener('change', apply)
}
