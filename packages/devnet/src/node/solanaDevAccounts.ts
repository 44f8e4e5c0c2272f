import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { devMnemonic } from './devAccounts'
import type { SolanaDevnetAccount } from './manifest'

const hardenedOffset = 0x8000_0000
const masterKeyLabel = new TextEncoder().encode('ed25519 seed')

/**
 * SLIP-0010 key derivation for ed25519. The curve only allows hardened children, so every index
 * of `path` is hardened here (pass `[44, 501, 0, 0]` for m/44'/501'/0'/0').
 *
 * @internal Exported for the SLIP-0010 test vectors.
 * @example
 * deriveEd25519Key(seed, [44, 501, 0, 0]) // the 32-byte private key (seed) of Solana account #0
 */
export function deriveEd25519Key(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let digest = hmac(sha512, masterKeyLabel, seed)
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= hardenedOffset)
      throw new Error(`SLIP-0010: invalid path index ${index}`)
    // Child data is 0x00 || parent key || ser32(index + 2^31), keyed with the parent chain code.
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index + hardenedOffset)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}

/**
 * The Solana dev accounts #0..#(count-1): m/44'/501'/i'/0' of `devMnemonic`, the path Phantom and
 * Solflare use, so importing the public mnemonic into those wallets shows the same accounts.
 *
 * @example
 * import { solanaDevAccounts } from '@latch/devnet'
 * const [account0] = solanaDevAccounts(1) // { address: base58 public key, privateKey: '0x…' }
 */
export function solanaDevAccounts(count = 5): SolanaDevnetAccount[] {
  const seed = mnemonicToSeedSync(devMnemonic)
  return Array.from({ length: count }, (_, index) => {
    const privateKey = deriveEd25519Key(seed, [44, 501, index, 0])
    return {
      address: base58.encode(ed25519.getPublicKey(privateKey)),
      privateKey: `0x${bytesToHex(privateKey)}`,
    }
  })
}
