import type { derivationPaths } from './derivationPaths.js'
import { deriveSigningKeys } from './deriveSigningKeys.js'
import { wipe } from './wipe.js'

/** The public side of a wallet: the first account's address on each namespace. */
export type WalletAccounts = {
  eip155: {
    /** The EIP-55 checksummed address. */
    address: `0x${string}`
    path: typeof derivationPaths.eip155
  }
  solana: {
    /** The base58 public key. */
    address: string
    path: typeof derivationPaths.solana
  }
}

/**
 * The addresses of a wallet secret on the namespaces the auth connector serves (eip155 and
 * solana). The private keys derived on the way are wiped before this returns.
 *
 * @example
 * deriveAccounts(mnemonicToWalletSecret('test test test test test test test test test test test junk'))
 * // { eip155: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', path: "m/44'/60'/0'/0/0" },
 * //   solana: { address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', path: "m/44'/501'/0'/0'" } }
 */
export function deriveAccounts(entropy: Uint8Array): WalletAccounts {
  const { eip155, solana } = deriveSigningKeys(entropy)
  wipe(eip155.privateKey, solana.privateKey)
  return {
    eip155: { address: eip155.address, path: eip155.path },
    solana: { address: solana.address, path: solana.path },
  }
}
