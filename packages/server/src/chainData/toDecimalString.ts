/** The most decimals a token may declare and still be shown (ERC-20 `decimals` is a uint8). */
const maximumDecimals = 255

/** The longest base-unit amount accepted: a uint256 has at most 78 decimal digits. */
const maximumDigits = 78

/**
 * A token amount in whole units as an exact decimal string, from its base units as a decimal
 * string (how explorer APIs send them) and its decimals: no float on the way, trailing zeros
 * trimmed. Returns `undefined` for anything that is not a non-negative integer below 10^78 or
 * decimals outside 0..255, so a caller can drop the entry.
 *
 * @example
 * toDecimalString('1500000', 6) // '1.5'
 */
export function toDecimalString(baseUnits: string, decimals: number): string | undefined {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maximumDecimals) return undefined
  if (!/^\d+$/.test(baseUnits) || baseUnits.length > maximumDigits) return undefined
  const digits = baseUnits.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Decimals sent as a string or a number (`"6"`, `6`), as an integer, or `undefined`. */
export function parseDecimals(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const decimals = Number(value)
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= maximumDecimals
    ? decimals
    : undefined
}
