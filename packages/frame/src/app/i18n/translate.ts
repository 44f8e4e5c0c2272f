import type { FrameMessageKey, FrameMessages } from './frameMessageKey.js'
import en from './locales/en.json'

/** A language the frame's views speak: the name of a file in `./locales` (`de`, `ar`, …). */
export type FrameLanguage = string

/** Values for a text's `%{name}` placeholders. */
export type FrameMessageParams = Readonly<Record<string, string | number>>

/** {@link translate} bound to one locale. */
export type FrameTranslate = (key: FrameMessageKey, params?: FrameMessageParams) => string

// Every `./locales/<lang>.json` but English, each its own chunk loaded when the modal asks for
// its language (SYNC_THEME): a translator's file registers itself, and a visitor downloads one
// language at most.
const lazyCatalogues: Readonly<Record<string, () => Promise<FrameMessages>>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<FrameMessages>(['./locales/*.json', '!./locales/en.json'], {
      import: 'default',
    }),
  ).map(([path, load]) => [path.slice('./locales/'.length, -'.json'.length), load]),
)

const loaded = new Map<FrameLanguage, FrameMessages>([['en', en]])
const loading = new Map<FrameLanguage, Promise<void>>()

// Languages written right to left, for the views' `dir`.
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** The languages the frame has words for: English and every file in `./locales`. */
export const frameLanguages: readonly FrameLanguage[] = ['en', ...Object.keys(lazyCatalogues)]

// The catalogue language for a BCP 47 tag: its primary subtag when a file exists for it.
const supportedLanguage = (locale: string | undefined): FrameLanguage => {
  const language = locale?.toLowerCase().split('-')[0] ?? 'en'
  return language === 'en' || Object.hasOwn(lazyCatalogues, language) ? language : 'en'
}

/**
 * Loads the words for a BCP 47 tag (SYNC_THEME's `locale`), once; English needs nothing. Never
 * rejects: if the chunk cannot load, the views stay in English. Await it before building a view
 * in that language.
 *
 * @example
 * await loadFrameLanguage('ar-EG')
 * translate('ar-EG', 'approval.approve') // 'موافقة'
 */
export function loadFrameLanguage(locale: string | undefined): Promise<void> {
  const language = supportedLanguage(locale)
  const load = lazyCatalogues[language]
  if (loaded.has(language) || !load) return Promise.resolve()
  let pending = loading.get(language)
  if (!pending) {
    pending = load().then(
      (messages) => {
        loaded.set(language, messages)
      },
      () => {
        // A failed load may be retried by the next SYNC_THEME.
        loading.delete(language)
      },
    )
    loading.set(language, pending)
  }
  return pending
}

/**
 * The language the frame's views use for a BCP 47 tag (SYNC_THEME's `locale`): its primary
 * subtag when that language's words are loaded ({@link loadFrameLanguage}), English for anything
 * else, including no tag. It also goes into the views' `lang`.
 *
 * @example
 * frameLanguage('de-CH') // 'de' (once loaded)
 * frameLanguage('tlh') // 'en'
 */
export function frameLanguage(locale: string | undefined): FrameLanguage {
  const language = supportedLanguage(locale)
  return loaded.has(language) ? language : 'en'
}

/**
 * The `lang` and `dir` of a view whose words are in the locale's language: `rtl` for Arabic,
 * Hebrew, Persian and the other languages written right to left.
 *
 * @example
 * frameLanguageAttributes('ar') // { lang: 'ar', dir: 'rtl' } (once loaded)
 */
export function frameLanguageAttributes(locale: string | undefined): {
  lang: FrameLanguage
  dir: 'ltr' | 'rtl'
} {
  const lang = frameLanguage(locale)
  return { lang, dir: rightToLeft.has(lang) ? 'rtl' : 'ltr' }
}

/**
 * A text of the frame's own views in the locale's language (English while that language is not
 * loaded, or for a key it lacks), its `%{name}` placeholders filled from `params` (a placeholder
 * without a value stays as written; a number is written in the language's digits). The values are inserted as they are, in one pass: a value
 * that itself looks like a placeholder is not expanded. The views put the result in
 * `textContent`, never in markup.
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
  const language = frameLanguage(locale)
  const template = loaded.get(language)?.[key] ?? en[key]
  if (!params) return template
  return template.replace(/%\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder
    const value = params[name]
    // A count or an index in the language's digits; amounts and ids come as strings, as they are.
    return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value)
  })
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
