/** What the dapp tells the wallet about itself. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/** What the dapp asks for in one namespace; chains are CAIP-2 (`eip155:1`). */
type NamespaceRequest = {
  /** The networks the wallet is asked for: the active one. */
  chains: string[]
  /** The site's other networks, which the wallet may add to the session. */
  optionalChains?: string[] | undefined
  /** Defaults to the namespace's standard methods. */
  methods?: string[] | undefined
  /** Defaults to the namespace's standard events. */
  events?: string[] | undefined
}

/**
 * The namespaces `connect` proposes. The 2.21 SDK folds required namespaces into optional ones
 * (the proposal's `requiredNamespaces` is always empty), so `chains` come first in one list.
 */
export type NamespaceRequests = {
  eip155?: NamespaceRequest | undefined
  solana?: NamespaceRequest | undefined
}

/** A live session, as the modal needs it. */
export type WalletConnectSession = {
  /** CAIP-10 accounts (`eip155:1:0xabc…`) by namespace. */
  accounts: Record<string, string[]>
  topic: string
  /** Unix time in seconds. */
  expiry: number
  peer: { name: string; icons: string[]; url: string }
}

/**
 * The events a client forwards from its session: `session_update` carries the new
 * {@link WalletConnectSession}, `session_event` a {@link WalletConnectSessionEvent}, and
 * `session_delete` (the wallet ended it, or it expired) `{ topic, expired? }`.
 */
export type WalletConnectEvent = 'session_delete' | 'session_update' | 'session_event'

/** An event the wallet emitted in the session (`accountsChanged`, `chainChanged`, …). Untrusted. */
export type WalletConnectSessionEvent = { name: string; data: unknown; chainId: string }
