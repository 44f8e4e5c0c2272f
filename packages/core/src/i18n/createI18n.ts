import type { MessageOverrides } from '../options/options.js'
import { matchLocale } from './matchLocale.js'
import type { MessageKey, Messages } from './messageKey.js'
import { validateMessages } from './validateMessages.js'

/**
 * The interface's words: English, and a loader per other language. It comes from the UI layer
 * (`@latch/core/locales` has Latch's own), so a headless core carries no interface copy.
 */
export type I18nCatalogue = {
  en: Messages
  locales: Readonly<Record<string, () => Promise<{ default: Messages }>>>
}

const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'dv', 'ku', 'ckb', 'sd', 'ug'])

/** Translates keys for one locale and tells listeners when the locale changes. */
export type I18n = {
  /** The language shown: one of the catalogue's (or of the site's `messages`), else `'en'`. */
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  /** Every language there are words for: English, the catalogue's and the site's. */
  readonly locales: readonly string[]
  /**
   * The text of a key in the current language, its `%{name}` placeholders filled from `params`:
   * strings as they are, numbers formatted for the locale (`Intl.NumberFormat`).
   */
  t(key: MessageKey, params?: Record<string, string | number>): string
  /**
   * Shows the best supported language for a tag, or for a list of tags in order of preference
   * (`['pt-BR', 'en']` → `pt`); English when none matches.
   */
  setLocale(locale: string | readonly (string | undefined)[]): Promise<void>
  subscribe(listener: () => void): () => void
}

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Creates the translator for a catalogue. Another locale is fetched on `setLocale`, and until
 * it arrives (or when it lacks a key) English is shown; without a catalogue, keys are. A site's
 * `messages` come first for their locale (checked against the English keys and placeholders: an
 * InvalidOptionsError names a wrong one), and a locale the site alone has words for is
 * supported too, English filling the rest.
 */
export function createI18n(
  parameters: {
    locale?: string | undefined
    catalogue?: I18nCatalogue | undefined
    messages?: Readonly<Record<string, MessageOverrides>> | undefined
  } = {},
): I18n {
  const en = parameters.catalogue?.en ?? ({} as Messages)
  const loaders = parameters.catalogue?.locales ?? {}
  if (parameters.catalogue) validateMessages(parameters.messages, en)
  // The site's texts by the language they are for, keyed as the catalogue's are (`pt-BR` → `pt`);
  // where two tags meet in one language, each text is looked up in them in the site's order.
  const overrides = new Map<string, MessageOverrides[]>()
  for (const [tag, tree] of Object.entries(parameters.messages ?? {})) {
    const language = matchLocale([tag], ['en', ...Object.keys(loaders)]) ?? tag.replaceAll('_', '-')
    overrides.set(language, [...(overrides.get(language) ?? []), tree])
  }
  const overridden = (language: string, key: string) => {
    for (const tree of overrides.get(language) ?? []) {
      const text = lookup(tree, key)
      if (text !== undefined) return text
    }
    return undefined
  }
  const locales = [...new Set(['en', ...Object.keys(loaders), ...overrides.keys()])]
  let locale = 'en'
  let messages: Messages = en
  // Only the latest setLocale may apply: an earlier, slower load must not win.
  let latestRequest = 0
  const listeners = new Set<() => void>()
  let numbers: { locale: string; format: Intl.NumberFormat } | undefined
  const numberFormat = () => {
    if (numbers?.locale !== locale) numbers = { locale, format: new Intl.NumberFormat(locale) }
    return numbers.format
  }

  const i18n: I18n = {
    get locale() {
      return locale
    },
    get dir() {
      return rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
    },
    locales,
    t(key, params) {
      const template =
        overridden(locale, key) ??
        lookup(messages, key) ??
        overridden('en', key) ??
        lookup(en, key) ??
        key
      if (!params) return template
      return template.replace(/%\{(\w+)\}/g, (match, name: string) => {
        if (!Object.hasOwn(params, name)) return match
        const value = params[name]
        // A number (a count, seconds) is written the locale's way: its digits and grouping.
        return typeof value === 'number' ? numberFormat().format(value) : String(value)
      })
    },
    async setLocale(next) {
      const request = ++latestRequest
      const language = matchLocale(typeof next === 'string' ? [next] : next, locales) ?? 'en'
      const load = loaders[language]
      // A language that fails to load (offline, a blocked chunk) reads in English.
      const loaded = load
        ? await load().then(
            (module) => module.default,
            () => undefined,
          )
        : en
      if (request !== latestRequest) return
      messages = loaded ?? en
      locale = loaded || overrides.has(language) ? language : 'en'
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  if (parameters.locale) void i18n.setLocale(parameters.locale)
  return i18n
}
