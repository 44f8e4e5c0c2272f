import { base58 } from '@scure/base'

/**
 * Whether `value` is a Solana address: the base58 encoding of a 32-byte public key.
 *
 * @example
 * import { isSolanaAddress } from '@latch/solana'
 * isSolanaAddress('11111111111111111111111111111111') // true (the System Program)
 * isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  // 32 bytes take 32 to 44 base58 characters; the bound also keeps the quadratic decode cheap.
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
