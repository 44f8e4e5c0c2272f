import type { MultiNamespaceConnector } from '../connectors/createConnector.js'

/** The id of the one WalletConnect connector; a session is shared by every namespace it carries. */
export const walletConnectConnectorId = 'walletConnect'

/** Where the pairing shown by the WalletConnect views stands. States, not flags. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `expiresAt` is when the URI stops working (ms since epoch); it is replaced before then. */
  | { status: 'ready'; uri: string; expiresAt: number }
  /** `errorName` is the error's class name, e.g. `ProposalRejectedError`. */
  | { status: 'error'; errorName: string }

/**
 * The WalletConnect connector, as core and the views use it: the multi-namespace contract plus the
 * pairing the WalletConnect views drive. `@latch/walletconnect` implements it and loads the SDK
 * behind it only when a pairing or a stored session needs it.
 */
export type WalletConnectConnector = MultiNamespaceConnector & {
  readonly type: 'WALLET_CONNECT'
  /** Loads WalletConnect and opens the relay connection ahead of a likely click. */
  preload(): void
  /** Shows a pairing URI in `state.pairing` and connects when a wallet approves it. */
  pair(): void
  /**
   * Remembers the wallet app the visitor opened on a phone, so that each request in the session
   * brings that app to the front for approval.
   */
  rememberWalletApp(app: { href: string; name: string }): void
  /** Drops the pending pairing (the visitor left the view); a late approval finds nothing. */
  cancelPairing(): void
}
