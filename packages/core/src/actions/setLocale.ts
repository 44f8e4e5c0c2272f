import type { Config } from '../config/createConfig.js'

/**
 * Changes the interface language to the best supported match of a tag, or of a list of tags in
 * order of preference; an unknown language falls back to English.
 */
export async function setLocale(
  config: Config,
  locale: string | readonly (string | undefined)[],
): Promise<void> {
  await config.i18n.setLocale(locale)
  config.store.setState({ locale: config.i18n.locale })
}
