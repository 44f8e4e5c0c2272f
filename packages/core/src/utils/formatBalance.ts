/** Options of {@link formatBalance}. */
export type FormatBalanceOptions = {
  /** Most digits shown after the decimal separator. Defaults to `4`. */
  maximumFractionDigits?: number | undefined
  /** BCP 47 locale that picks separators and digits. Defaults to `'en'`. */
  locale?: string | undefined
}

type Symbols = {
  integer: Intl.NumberFormat
  decimal: string
  minus: string
  digits: readonly string[]
}

const symbolsByLocale = new Map<string, Symbols>()

/**
 * Formats an amount in base units (wei, lamports) for display, exactly and for any size.
 *
 * The value is rounded half up (away from zero) at `maximumFractionDigits` using bigint
 * arithmetic, so no precision is lost to floating point; trailing fraction zeros are dropped and
 * the integer part is grouped by `Intl.NumberFormat`. A non-zero amount that would round to zero
 * is shown as `<0.0001` (`>-0.0001` when negative) so a dust balance never reads as empty.
 *
 * @example
 * import { formatBalance } from '@latch/core'
 * formatBalance(1234567890000000000000n, 18) // '1,234.5679'
 * formatBalance(1234567890000000000000n, 18, { locale: 'de' }) // '1.234,5679'
 */
export function formatBalance(
  value: bigint,
  decimals: number,
  options: FormatBalanceOptions = {},
): string {
  const { locale = 'en' } = options
  const scale = toCount(decimals)
  const shown = Math.min(toCount(options.maximumFractionDigits ?? 4), scale)
  const symbols = getSymbols(locale)

  const negative = value < 0n
  const magnitude = negative ? -value : value
  const divisor = 10n ** BigInt(scale - shown)
  let rounded = magnitude / divisor
  if ((magnitude % divisor) * 2n >= divisor) rounded += 1n

  const sign = negative ? symbols.minus : ''
  if (rounded === 0n) {
    if (magnitude === 0n) return symbols.integer.format(0n)
    const smallest = shown === 0 ? '1' : `0${symbols.decimal}${'0'.repeat(shown - 1)}1`
    return `${negative ? '>' : '<'}${sign}${localizeDigits(smallest, symbols)}`
  }

  const unit = 10n ** BigInt(shown)
  const integer = symbols.integer.format(rounded / unit)
  const fraction = (rounded % unit).toString().padStart(shown, '0').replace(/0+$/, '')
  if (fraction === '') return `${sign}${integer}`
  return `${sign}${integer}${symbols.decimal}${localizeDigits(fraction, symbols)}`
}

function toCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0
}

function localizeDigits(text: string, symbols: Symbols): string {
  return text.replace(/[0-9]/g, (digit) => symbols.digits[Number(digit)] ?? digit)
}

function getSymbols(locale: string): Symbols {
  const cached = symbolsByLocale.get(locale)
  if (cached) return cached
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  // The integer formatter hides the decimal separator, so read it from one that shows it.
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value
  const minus = integer.formatToParts(-1).find((part) => part.type === 'minusSign')?.value
  const symbols: Symbols = {
    integer,
    decimal: decimal ?? '.',
    minus: minus ?? '-',
    // Locales such as `ar-EG` write other digits; the fraction must match the integer part.
    digits: Array.from({ length: 10 }, (_, digit) => integer.format(digit)),
  }
  symbolsByLocale.set(locale, symbols)
  return symbols
}
