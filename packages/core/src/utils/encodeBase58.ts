const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bytes as base58 (Bitcoin alphabet), the encoding Solana wallets take messages in
 * (`solana_signMessage`). Quadratic in the length, which is fine for the short texts signed.
 *
 * @example
 * encodeBase58(new TextEncoder().encode('hi')) // '8wr'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] ?? 0) << 8
      digits[index] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  // Each leading zero byte is a leading '1'.
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}
