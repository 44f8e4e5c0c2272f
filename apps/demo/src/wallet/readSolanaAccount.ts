import type { DevnetManifest } from '@latch/devnet/wallet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes, isHex } from 'viem'

/** The Solana key this wallet signs with, checked against the manifest's address. */
export type SolanaAccount = {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 seed. */
  secretKey: Uint8Array
  /** CAIP-2 id of the devnet cluster (`solana:<genesis hash prefix>`). */
  chainId: string
}

/**
 * The Solana account at `index`, or `undefined` when the manifest has no Solana cluster (yet), no
 * account there, or a key that does not derive the listed address; the wallet then offers no
 * `solana` namespace.
 */
export function readSolanaAccount(
  manifest: DevnetManifest | null,
  index: number,
): SolanaAccount | undefined {
  const solana = manifest?.solana
  const reference = solana?.chainReference
  const account = solana?.accounts?.[index] ?? solana?.accounts?.[0]
  if (typeof reference !== 'string' || !/^[-_a-zA-Z0-9]{1,32}$/.test(reference) || !account)
    return undefined
  const { address, privateKey } = account
  if (!isHex(privateKey) || privateKey.length !== 66) return undefined
  const secretKey = hexToBytes(privateKey)
  // A manifest written by another tool version could pair the wrong key with an address.
  if (base58.encode(ed25519.getPublicKey(secretKey)) !== address) return undefined
  return { address, secretKey, chainId: `solana:${reference}` }
}
