import type { CaipAddress, CaipNetworkId } from './network.js'

/**
 * What the modal asks a {@link SiwxConfig} for a message: the connected account and its network
 * (the fields of AppKit's `SIWXMessage.Input`).
 */
export type SiwxMessageParameters = {
  /** The account as the wallet gives it, without the CAIP prefix (`0xabc…`, a base58 key). */
  accountAddress: string
  /** The network the visitor is on, e.g. `eip155:1`: the session is bound to it. */
  chainId: CaipNetworkId
  /** When the signed message starts being valid (ISO 8601), if not at once. */
  notBefore?: string | undefined
}

/** The fields of a Sign In With X message (CAIP-122), under AppKit's `SIWXMessage.Data` names. */
export type SiwxMessageData = SiwxMessageParameters & {
  /** The authority asking for the signature, `host[:port]`. */
  domain: string
  /** The page the signature is for. */
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  /** ISO 8601. */
  issuedAt?: string | undefined
  /** ISO 8601. */
  expirationTime?: string | undefined
}

/** A message to sign: its fields, and `toString()`, the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & {
  toString(): string
}

/** A signed message (AppKit's `SIWXSession`): what `addSession` checks and stores. */
export type SiwxSession = {
  data: SiwxMessageData
  /** The text that was signed. */
  message: string
  /** `0x` hex on eip155, base58 on solana. */
  signature: string
  /** A CAIP-74 object capability, when the wallet made one; Latch never does. */
  cacao?: unknown
}

/**
 * Sign In With X, pluggable (the `siwx` option; AppKit's `SIWXConfig`): how messages are made,
 * sessions are checked and kept, and when the visitor must sign in. `createLatchSiwx()` (from
 * `@latch/core/signIn`) is the implementation backed by the Latch server; a site may bring its
 * own. The modal asks for a sign-in after each connection, and again on an account or network
 * change, when `getSessions` has none for the account and network.
 *
 * @example
 * import { createLatchSiwx } from '@latch/core/signIn'
 * createAppKit({ ...options, siwx: createLatchSiwx({ required: false }) })
 */
export type SiwxConfig = {
  /** A new message for the account to sign; each one unique (a fresh nonce). */
  createMessage(input: SiwxMessageParameters): Promise<SiwxMessage>
  /** Checks a signed message and keeps it as a session; throws when it is not valid. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends every session of the account on the network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session with these (checked first); `[]` signs out of everything. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The valid, unexpired sessions of the account on the network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /**
   * Whether a sign-in is required: declining it (Cancel, closing the modal) disconnects the
   * wallet. When optional, it closes the modal and asks again after the next account or network
   * change. Without it: required.
   */
  getRequired?: (() => boolean) | undefined
  /** Sign out of every session when the wallet disconnects. Defaults to `true`. */
  signOutOnDisconnect?: boolean | undefined
}

/** The session the legacy `siweConfig.getSession` reports (AppKit's `SIWESession`). */
export type SiweSession = { address: string; chainId: number }

/** What the legacy `siweConfig.createMessage` gets (AppKit's `SIWECreateMessageArgs`). */
export type SiweCreateMessageParameters = {
  /** The address as the wallet gives it (`0x…`, no CAIP prefix). */
  address: string
  chainId: number
  domain: string
  uri: string
  nonce: string
  version: '1'
  statement?: string | undefined
  /** Issued At, ISO 8601. */
  iat?: string | undefined
  /** Expiration Time, ISO 8601. */
  exp?: string | undefined
  /** Not Before, ISO 8601. */
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** The message fields the legacy `siweConfig.getMessageParams` gives (AppKit's `SIWEMessageArgs`). */
export type SiweMessageParameters = {
  domain: string
  uri: string
  /** The EIP-155 chains the site signs in on; the others are not asked to sign. */
  chains?: readonly number[] | undefined
  statement?: string | undefined
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/**
 * The legacy Sign In With Ethereum configuration (the `siweConfig` option, AppKit's
 * `SIWEConfig`), run by the modal as a {@link SiwxConfig} on eip155 networks. Exclusive with
 * `siwx`.
 */
export type SiweConfig = {
  /** A fresh nonce from the site's backend. */
  getNonce(address?: string): Promise<string>
  /** The EIP-4361 text for these fields. */
  createMessage(parameters: SiweCreateMessageParameters): string
  /** Whether the site's backend accepts the signature (and starts its session). */
  verifyMessage(parameters: { message: string; signature: string }): Promise<boolean>
  /** The site's current session, or null. */
  getSession(): Promise<SiweSession | null>
  /** Ends the site's session; `true` when it ended. */
  signOut(): Promise<boolean>
  /** Message fields; defaults to the page's host and origin. */
  getMessageParams?: (() => Promise<SiweMessageParameters>) | undefined
  onSignIn?: ((session?: SiweSession) => void) | undefined
  onSignOut?: (() => void) | undefined
  /** Defaults to `true`; `false` turns SIWE off. */
  enabled?: boolean | undefined
  /** Declining disconnects the wallet. Defaults to `true`. */
  required?: boolean | undefined
  /** Defaults to `true`. */
  signOutOnDisconnect?: boolean | undefined
  /** A session of another account asks for a new sign-in (and signs out). Defaults to `true`. */
  signOutOnAccountChange?: boolean | undefined
  /** A session of another network asks for a new sign-in (and signs out). Defaults to `true`. */
  signOutOnNetworkChange?: boolean | undefined
  /** Accepted for compatibility; the modal fetches a nonce for each message. */
  nonceRefetchIntervalMs?: number | undefined
  /** Accepted for compatibility; the modal reads the session on each connection. */
  sessionRefetchIntervalMs?: number | undefined
}

/**
 * Where the sign-in of the connected account stands (`state.siwx`):
 * - `idle`: nothing to sign in (no account, SIWX off, or not on this namespace);
 * - `checking`: reading the account's sessions;
 * - `signed_out`: a sign-in is wanted; ConnectingSiwe offers it;
 * - `signing`: making the message, in the wallet, or being verified;
 * - `error`: the last try failed (`errorName`); ConnectingSiwe offers a retry;
 * - `signed_in`: the account has a session (`session`);
 * - `dismissed`: the visitor declined an optional sign-in; asked again after a change.
 */
export type SiwxStatus =
  | 'idle'
  | 'checking'
  | 'signed_out'
  | 'signing'
  | 'error'
  | 'signed_in'
  | 'dismissed'

/** The sign-in of the active namespace's account. */
export type SiwxState = {
  status: SiwxStatus
  /** The account and network (CAIP-10) this is about. */
  caipAddress?: CaipAddress | undefined
  /** With `signed_in`: the session `getSessions` gave (with `createLatchSiwx`, its token). */
  session?: SiwxSession | undefined
  /** With `error`: the failure's name (`UserRejectedRequestError`, `ApiResponseError`, …). */
  errorName?: string | undefined
}
