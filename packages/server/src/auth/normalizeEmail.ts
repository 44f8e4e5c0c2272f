/** The longest address accepted (RFC 5321's path limit less the brackets). */
const maximumEmailLength = 254

// RFC 5322 dot-atoms, ASCII only: what mail providers accept in practice, without quoted local
// parts, comments or address literals.
const localPattern = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const labelPattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * Trims and lower-cases an email, then checks it: `local@domain` with a local part of at most
 * 64 characters, a domain of at least two labels whose last is not all digits, and at most 254
 * characters in all. Returns `undefined` when it is not an address.
 */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase()
  if (email.length > maximumEmailLength) return undefined
  const at = email.lastIndexOf('@')
  if (at < 1) return undefined
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local.length > 64 || !localPattern.test(local)) return undefined
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((label) => labelPattern.test(label))) return undefined
  if (/^\d+$/.test(labels.at(-1) ?? '')) return undefined
  return email
}
