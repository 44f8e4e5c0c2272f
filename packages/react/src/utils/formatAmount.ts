import { formatBalance } from '@latch/core'

/**
 * Formats a decimal string of whole units (`'1234.5678'`, the chain-data service's
 * `quantity.numeric`) in the modal's locale with at most `fractionDigits` digits after the
 * separator, or exactly that many when `fixed` (spec section 9: history amounts with 3
 * decimals). Exact for any size: it is core's `formatBalance` (bigint rounding, grouping, dust
 * shown as `<0.0001`) over the string's own digits. A string that is not a decimal is shown as is.
 */
export function formatAmount(
  numeric: string,
  locale: string,
  { fractionDigits, fixed = false }: { fractionDigits: number; fixed?: boolean },
): string {
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(numeric)
  if (!match) return numeric
  const fraction = match[2] ?? ''
  const text = formatBalance(BigInt(`${match[1]}${fraction}`), fraction.length, {
    maximumFractionDigits: fractionDigits,
    locale,
  })
  if (!fixed) return text
  // The locale's decimal separator, as formatBalance writes it: '1.5' or '1,5'.
  const separator = formatBalance(15n, 1, { locale }).charAt(1)
  const [whole, digits = ''] = text.split(separator)
  return `${whole}${separator}${digits.padEnd(fractionDigits, '0')}`
}

/** A value in the site's currency (`currency` is an ISO 4217 code), e.g. `$1,234.50`. */
export function formatCurrency(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${currency}`
  }
}
