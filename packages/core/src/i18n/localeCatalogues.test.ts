import { describe, expect, test } from 'vitest'
import en from './locales/en.json'
import { placeholdersOf } from './validateMessages.js'

// Every catalogue in ./locales as it is on disk: a translator's new file is checked too.
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
  eager: true,
})
const languages = Object.keys(catalogues).map((path) => path.slice('./locales/'.length, -5))

/** Every text of a catalogue by its dotted key; a group holding a non-string is kept as it is. */
function textsOf(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix.slice(0, -1), tree]]
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? textsOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  )
}

const english = new Map(textsOf(en))

describe.each(languages.filter((language) => language !== 'en'))('the modal in %s', (language) => {
  const texts = new Map(textsOf(catalogues[`./locales/${language}.json`]))

  test('default: it has every English key and no other', () => {
    expect({ missing: [...english.keys()].filter((key) => !texts.has(key)) }).toEqual({
      missing: [],
    })
    expect({ extra: [...texts.keys()].filter((key) => !english.has(key)) }).toEqual({ extra: [] })
  })

  test('behavior: each text is a non-empty string with the placeholders of its English text', () => {
    for (const [key, text] of texts) {
      const reference = english.get(key)
      if (typeof reference !== 'string') continue
      expect({ key, type: typeof text }).toEqual({ key, type: 'string' })
      expect({ key, empty: String(text).trim() === '' }).toEqual({ key, empty: false })
      expect({ key, placeholders: placeholdersOf(String(text)) }).toEqual({
        key,
        placeholders: placeholdersOf(reference),
      })
    }
  })
})

test('default: the modal speaks at least English and German', () => {
  expect(languages).toEqual(expect.arrayContaining(['en', 'de']))
})
