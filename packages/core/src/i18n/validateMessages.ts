import { InvalidOptionsError } from '../errors/options.js'
import type { Messages } from './messageKey.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isLanguageTag = (tag: string) => /^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{1,8})*$/.test(tag)

/** The `%{name}` placeholders of a text, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort()
}

/**
 * Checks the `messages` option (a site's own texts for the modal, by locale). Without `english`
 * (the options check, before any catalogue is known) only its shape: an object of language tags,
 * each a tree of strings. With the English catalogue also that every key is one of its keys, and
 * that a text has exactly the placeholders of the English text, so no text silently drops a
 * value. Throws an InvalidOptionsError naming the key.
 *
 * @example
 * validateMessages({ en: { connect: { title: 'Sign in' } } }, en) // fine
 * validateMessages({ en: { connect: { titel: 'Sign in' } } }, en) // throws: messages.en.connect.titel …
 */
export function validateMessages(messages: unknown, english?: Messages): void {
  if (messages === undefined) return
  if (!isRecord(messages))
    throw new InvalidOptionsError(
      '`messages` must be an object of texts by locale, e.g. `{ en: { connect: { title: "Sign in" } } }`.',
    )
  for (const [locale, tree] of Object.entries(messages)) {
    if (!isLanguageTag(locale))
      throw new InvalidOptionsError(
        `\`messages\` has "${locale}", which is not a language tag such as "en" or "pt-BR".`,
      )
    checkTree(tree, english, `messages.${locale}`)
  }
}

function checkTree(tree: unknown, english: unknown, path: string): void {
  if (!isRecord(tree)) throw new InvalidOptionsError(`\`${path}\` must be an object of texts.`)
  for (const [key, value] of Object.entries(tree)) {
    const name = `${path}.${key}`
    const reference =
      english === undefined
        ? undefined
        : isRecord(english) && Object.hasOwn(english, key)
          ? english[key]
          : null
    if (reference === null) throw new InvalidOptionsError(`\`${name}\` is not a text of the modal.`)
    if (typeof value === 'string') {
      if (reference === undefined) continue
      if (typeof reference !== 'string')
        throw new InvalidOptionsError(
          `\`${name}\` is a group of texts: give an object, not a string.`,
        )
      const expected = placeholdersOf(reference)
      const given = placeholdersOf(value)
      if (expected.join() !== given.join())
        throw new InvalidOptionsError(
          `\`${name}\` must use the placeholders of the English text (${expected.map((p) => `%{${p}}`).join(', ') || 'none'}), not ${given.map((p) => `%{${p}}`).join(', ') || 'none'}.`,
        )
      continue
    }
    if (typeof reference === 'string' || !isRecord(value))
      throw new InvalidOptionsError(`\`${name}\` must be a string.`)
    checkTree(value, reference, name)
  }
}
