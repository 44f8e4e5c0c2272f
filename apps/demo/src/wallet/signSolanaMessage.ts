import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SolanaAccount } from './readSolanaAccount.js'

/** Signs raw message bytes as `solana_signMessage` does; returns the base58 signature. */
export function signSolanaMessage(account: SolanaAccount, message: Uint8Array): string {
  return base58.encode(ed25519.sign(message, account.secretKey))
}
