import { describe, expect, test } from 'vitest'
import en from './locales/en.json'

// Every catalogue in ./locales, read as it is on disk: a translator's new file is checked too.
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
  eager: true,
})
const languages = Object.keys(catalogues).map((path) => path.slice('./locales/'.length, -5))

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort()

describe.each(languages.filter((language) => language !== 'en'))('the frame in %s', (language) => {
  const messages = catalogues[`./locales/${language}.json`] ?? {}

  test('default: it has every English key and no other', () => {
    const keys = Object.keys(messages)
    expect({ missing: Object.keys(en).filter((key) => !keys.includes(key)) }).toEqual({
      missing: [],
    })
    expect({ extra: keys.filter((key) => !Object.hasOwn(en, key)) }).toEqual({ extra: [] })
  })

  test('behavior: each text is a non-empty string with the placeholders of its English text', () => {
    for (const [key, english] of Object.entries(en)) {
      const text = messages[key]
      if (typeof text !== 'string') {
        expect({ key, text }).toEqual({ key, text: expect.any(String) })
        continue
      }
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(english),
      })
    }
  })
})

test('default: the frame speaks at least English and German', () => {
  expect(languages).toEqual(expect.arrayContaining(['en', 'de']))
})
