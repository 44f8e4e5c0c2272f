/**
 * Whether a string looks like an email address a login code can go to (spec section 5): one `@`,
 * a dot in the domain, no spaces, at most 254 characters. The server decides the rest.
 *
 * @example
 * isEmail('ada@example.com') // true
 */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)
}
