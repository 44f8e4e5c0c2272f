/**
 * What the Solana adapter needs from a connector's provider: a JSON-RPC style `request`, as a
 * WalletConnect session exposes it, and optionally the cluster it is on.
 */
export type SolanaProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  /** The CAIP-2 reference of the wallet's cluster, e.g. `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId?: unknown
}

/** Whether a connector's provider has the `request` this package calls. */
export const isSolanaProvider = (value: unknown): value is SolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'
