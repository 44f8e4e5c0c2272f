/**
 * Formats a decimal string (`'1234.5678'`) in the modal's locale with `fractionDigits` digits
 * after the separator: fixed for history amounts (spec section 9: 3 decimals), at most for
 * balances. Display only: a number this large or this precise is rounded like any double.
 */
export function formatAmount(
  numeric: string,
  locale: string,
  { fractionDigits, fixed = false }: { fractionDigits: number; fixed?: boolean },
): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fixed ? fractionDigits : 0,
  }).format(Number(numeric))
}

/** A value in the site's currency (`currency` is an ISO 4217 code), e.g. `$1,234.50`. */
export function formatCurrency(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${currency}`
  }
}
