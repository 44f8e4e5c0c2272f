const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes of a Bitcoin-alphabet base58 string, or undefined when it is not base58. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const character of text) {
    const digit = base58Alphabet.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.push(Number(value & 0xffn))
  // Each leading '1' is a leading zero byte.
  for (const character of text) {
    if (character !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}

/** `0x` and 40 hex digits (the checksum case is not checked). */
export const isEip155Address = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

/** Base58 of exactly 32 bytes: an ed25519 public key, as Solana writes addresses. */
export const isSolanaAddress = (address: string) =>
  address.length >= 32 && address.length <= 44 && decodeBase58(address)?.byteLength === 32
