import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { hardenedOffset } from './derivationPaths.js'
import { wipe } from './wipe.js'

const masterKeyLabel = new TextEncoder().encode('ed25519 seed')

/**
 * SLIP-0010 private key derivation for ed25519 (https://github.com/satoshilabs/slips/blob/master/slip-0010.md).
 * ed25519 has only hardened children, so every index must already include `hardenedOffset`
 * (as {@link parseDerivationPath} returns them). Intermediate keys and chain codes are wiped.
 *
 * @internal
 * @example
 * deriveEd25519PrivateKey(seed, parseDerivationPath("m/44'/501'/0'/0'")) // 32-byte ed25519 private key
 */
export function deriveEd25519PrivateKey(seed: Uint8Array, path: readonly number[]): Uint8Array {
  for (const index of path)
    if (!Number.isInteger(index) || index < hardenedOffset || index > 0xffff_ffff)
      throw new Error(`SLIP-0010 ed25519: index ${index} is not hardened`)

  // I = HMAC-SHA512(key, data); I[0..32] is the private key, I[32..64] the chain code.
  let digest = hmac(sha512, masterKeyLabel, seed)
  for (const index of path) {
    // Child data is 0x00 || parent key || ser32(index), keyed with the parent chain code.
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    const child = hmac(sha512, digest.subarray(32), data)
    wipe(data, digest)
    digest = child
  }
  const privateKey = digest.slice(0, 32)
  wipe(digest)
  return privateKey
}
