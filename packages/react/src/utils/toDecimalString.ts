/**
 * An amount in base units as an exact decimal string in the unit people read (wei to ether,
 * lamports to SOL): no rounding, no grouping and no locale, so that a site can parse it back or
 * show it as it likes. `1234500000000000000n, 18` is `'1.2345'`; a whole amount has no point.
 */
export function toDecimalString(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString()
  const scale = Math.max(0, Math.floor(decimals))
  if (scale === 0) return `${sign}${digits}`
  const padded = digits.padStart(scale + 1, '0')
  const integer = padded.slice(0, -scale)
  const fraction = padded.slice(-scale).replace(/0+$/, '')
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`
}
