import { frameMessagesDe } from './frameMessages.de.js'
import { type FrameMessageKey, type FrameMessages, frameMessagesEn } from './frameMessages.en.js'

/** The languages the frame's views speak. */
export type FrameLanguage = 'en' | 'de'

/** Values for a text's `%{name}` placeholders. */
export type FrameMessageParams = Readonly<Record<string, string | number>>

/** {@link translate} bound to one locale. */
export type FrameTranslate = (key: FrameMessageKey, params?: FrameMessageParams) => string

const catalogues: Readonly<Record<FrameLanguage, FrameMessages>> = {
  en: frameMessagesEn,
  de: frameMessagesDe,
}

/**
 * The language the frame's views use for a BCP 47 tag (SYNC_THEME's `locale`): German for `de`
 * and `de-*`, English for anything else, including no tag. It also goes into the views' `lang`.
 *
 * @example
 * frameLanguage('de-CH') // 'de'
 * frameLanguage('fr') // 'en'
 */
export function frameLanguage(locale: string | undefined): FrameLanguage {
  const language = locale?.toLowerCase().split('-')[0]
  return language === 'de' ? 'de' : 'en'
}

/**
 * A text of the frame's own views in the locale's language, its `%{name}` placeholders filled
 * from `params` (a placeholder without a value stays as written). The values are inserted as they
 * are, in one pass: a value that itself looks like a placeholder is not expanded. The views put
 * the result in `textContent`, never in markup.
 *
 * @example
 * translate('de', 'approval.approve') // 'Bestätigen'
 * translate('en', 'approval.section.call', { index: 1, count: 2 }) // 'Call 1 of 2'
 */
export function translate(
  locale: string | undefined,
  key: FrameMessageKey,
  params?: FrameMessageParams,
): string {
  const template = catalogues[frameLanguage(locale)][key]
  if (!params) return template
  return template.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}

/**
 * {@link translate} bound to a locale, for code that builds many texts (the decoders).
 *
 * @example
 * const t = frameTranslator(context.session.getTheme()?.locale)
 * t('device.continue') // 'Continue' or 'Weiter'
 */
export function frameTranslator(locale: string | undefined): FrameTranslate {
  return (key, params) => translate(locale, key, params)
}
