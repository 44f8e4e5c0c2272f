import type { Namespace } from './network.js'

/** The kinds of connector of spec section 3. */
export type ConnectorType =
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

/** A way to reach one wallet on one namespace, as an adapter reports it. */
export type Connector = {
  /** Stable across page loads (the rdns of an announced wallet), so it can be stored. */
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  /** A validated `data:` image or an https URL; absent when the wallet gave none or a bad one. */
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined; uuid?: string | undefined } | undefined
  /** Set when another connector claims the same rdns: the claim may be spoofed (EIP-6963). */
  warning?: 'duplicate_rdns' | undefined
  /** The wallet's provider object (EIP-1193 on eip155), captured when it was announced. */
  provider?: unknown
}
