import { ProviderRpcError, providerRpcErrorCodes } from '@latch/core/providers'

/** What the Solana face of the embedded wallet needs from its connector. */
export type AuthSolanaWallet = {
  /** The active cluster's CAIP-2 reference (the genesis hash prefix), or `undefined`. */
  chainId(): string | undefined
  /** The wallet's public keys; empty while not connected. */
  accounts(): string[]
  /** Any other method, on the active cluster: signing goes through ApproveTransaction. */
  request(method: string, params: unknown): Promise<unknown>
}

/** The provider shape `@latch/solana` reads (as from a WalletConnect session). */
export type AuthSolanaProvider = {
  readonly chainId: string | undefined
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * Presents the embedded wallet's Solana account as the provider `@latch/solana` reads: it answers
 * `solana_getAccounts` itself and sends `solana_signMessage` and the transaction methods to the
 * frame, on the active cluster.
 *
 * @example
 * const provider = createAuthSolanaProvider(wallet)
 * await provider.request({ method: 'solana_getAccounts' }) // [{ pubkey }]
 */
export function createAuthSolanaProvider(wallet: AuthSolanaWallet): AuthSolanaProvider {
  return {
    get chainId() {
      return wallet.chainId()
    },
    async request({ method, params }) {
      if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
        return wallet.accounts().map((pubkey) => ({ pubkey }))
      if (wallet.chainId() === undefined)
        throw new ProviderRpcError(
          providerRpcErrorCodes.disconnected,
          'The wallet is disconnected.',
        )
      return wallet.request(method, params)
    },
  }
}
