import type { Config } from '../config/createConfig.js'

/** Changes the interface language; an unknown language falls back to English. */
export async function setLocale(config: Config, locale: string): Promise<void> {
  await config.i18n.setLocale(locale)
  config.store.setState({ locale: config.i18n.locale })
}
