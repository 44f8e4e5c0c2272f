/**
 * The time left as minutes and seconds (`9:05`), digits in the locale's numbering; never
 * negative.
 *
 * @example
 * formatCountdown(545_000, 'en') // '9:05'
 */
export function formatCountdown(milliseconds: number, locale: string): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000))
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(total / 60))
  const seconds = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(total % 60)
  return `${minutes}:${seconds}`
}
