import type { MessageKey, Messages } from './messageKey.js'

/**
 * The interface's words: English, and a loader per other language. It comes from the UI layer
 * (`@latch/core/locales` has Latch's own), so a headless core carries no interface copy.
 */
export type I18nCatalogue = {
  en: Messages
  locales: Readonly<Record<string, () => Promise<{ default: Messages }>>>
}

const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'dv', 'ku'])

/** Translates keys for one locale and tells listeners when the locale changes. */
export type I18n = {
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  t(key: MessageKey, params?: Record<string, string | number>): string
  setLocale(locale: string): Promise<void>
  subscribe(listener: () => void): () => void
}

/** The language part of a BCP-47 tag: `de-CH` → `de`. */
function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? 'en'
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Creates the translator for a catalogue. Another locale is fetched on `setLocale`, and until
 * it arrives (or when it lacks a key) English is shown; without a catalogue, keys are.
 */
export function createI18n(
  parameters: { locale?: string | undefined; catalogue?: I18nCatalogue | undefined } = {},
): I18n {
  const en = parameters.catalogue?.en ?? ({} as Messages)
  const loaders = parameters.catalogue?.locales ?? {}
  let locale = 'en'
  let messages: Messages = en
  // Only the latest setLocale may apply: an earlier, slower load must not win.
  let latestRequest = 0
  const listeners = new Set<() => void>()

  const i18n: I18n = {
    get locale() {
      return locale
    },
    get dir() {
      return rightToLeft.has(languageOf(locale)) ? 'rtl' : 'ltr'
    },
    t(key, params) {
      const template = lookup(messages, key) ?? lookup(en, key) ?? key
      if (!params) return template
      return template.replace(/%\{(\w+)\}/g, (match, name: string) =>
        name in params ? String(params[name]) : match,
      )
    },
    async setLocale(next) {
      const request = ++latestRequest
      const language = languageOf(next)
      const load = loaders[language]
      const loaded = load ? (await load()).default : en
      if (request !== latestRequest) return
      messages = loaded
      locale = load ? language : 'en'
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
