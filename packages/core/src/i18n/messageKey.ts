import type en from './locales/en.json'

type Leaves<tree, prefix extends string = ''> = {
  [key in keyof tree & string]: tree[key] extends string
    ? `${prefix}${key}`
    : Leaves<tree[key], `${prefix}${key}.`>
}[keyof tree & string]

/** Every key of the English catalogue: a typo in a key fails to compile. */
export type MessageKey = Leaves<typeof en>

/** A catalogue with the shape of the English one. */
export type Messages = typeof en
