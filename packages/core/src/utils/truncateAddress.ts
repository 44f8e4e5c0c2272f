/** Options of {@link truncateAddress}. */
export type TruncateAddressOptions = {
  /** Characters kept at the start, after any `0x` prefix. Defaults to `4`. */
  leading?: number | undefined
  /** Characters kept at the end. Defaults to `6`. */
  trailing?: number | undefined
}

const hexAddressPattern = /^0x[0-9a-fA-F]+$/

/**
 * Shortens an address for display, keeping 4 leading and 6 trailing characters (spec section 9).
 *
 * The `0x` prefix of a hex address is not counted among the leading characters: it carries no
 * information, so `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` becomes `0xf39F…b92266`. Other
 * formats (Solana base58, Bitcoin bech32, Polkadot SS58) keep their first characters as they are.
 * An address that truncation would not make shorter is returned unchanged.
 *
 * @example
 * import { truncateAddress } from '@latch/core'
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…b92266'
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const leading = toCount(options.leading ?? 4)
  const trailing = toCount(options.trailing ?? 6)
  const prefix = hexAddressPattern.test(address) ? '0x' : ''
  const body = address.slice(prefix.length)
  // The ellipsis takes one character, so cutting fewer than two characters saves nothing.
  if (body.length <= leading + trailing + 1) return address
  // `slice(-0)` would return the whole string, hence the explicit start index.
  return `${prefix}${body.slice(0, leading)}…${body.slice(body.length - trailing)}`
}

function toCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0
}
