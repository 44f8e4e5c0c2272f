/** What the Solana face of a session needs from the WalletConnect connector. */
export type SolanaSession = {
  /** The active cluster as CAIP-2 (`solana:5eykt4…`). */
  chainId(): string | undefined
  /** The session's public keys on the active cluster. */
  accounts(): string[]
  request(chainId: string, method: string, params: unknown): Promise<unknown>
}

/** The Solana face of a session: WalletConnect's `solana_*` methods on the active cluster. */
export type SolanaProvider = {
  readonly chainId: string | undefined
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * Presents a WalletConnect session's Solana accounts as a provider that answers
 * `solana_getAccounts` itself and sends `solana_signMessage` and the transaction methods to the
 * wallet, on whichever cluster the modal has active.
 */
export function createSolanaProvider(session: SolanaSession): SolanaProvider {
  return {
    get chainId() {
      return session.chainId()
    },
    async request({ method, params }) {
      if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
        return session.accounts().map((pubkey) => ({ pubkey }))
      const chainId = session.chainId()
      if (!chainId) throw new Error('The wallet is disconnected.')
      return session.request(chainId, method, params)
    },
  }
}
