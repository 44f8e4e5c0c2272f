/**
 * The wire types of the Latch server's wallet API (spec section 7, "HTTP GET calls to the wallet
 * API"). The server implements them and the client reads them; neither trusts the other's
 * bytes, so both validate.
 */

/** How a registry wallet is reached from a browser extension, per namespace. */
export type InjectedId = { namespace: string; injected_id: string }

/** Whether the registry vouches for a wallet. */
export type BadgeType = 'none' | 'certified'

/** One wallet of the registry (spec section 3 "Wallet list entry", plus what visitors need). */
export type WalletListEntry = {
  id: string
  name: string
  /** Reverse-DNS id of the wallet's browser extension, when it has one (EIP-6963). */
  rdns: string | null
  /** Pass to `GET /getWalletImage/{image_id}`. */
  image_id: string | null
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  injected: InjectedId[]
  badge_type: BadgeType
}

/** `GET /getWallets` answer: one page, and how many wallets match in all. */
export type GetWalletsResponse = { data: WalletListEntry[]; count: number }

/** The query of `GET /getWallets`; lists are comma-separated on the wire. */
export type GetWalletsQuery = {
  projectId: string
  /** SDK type and version, e.g. `st=latch&sv=0.1.0`. */
  st?: string | undefined
  sv?: string | undefined
  /** 1-based page number. */
  page: number
  /** Entries per page, 1 to 100. */
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains?: readonly string[] | undefined
  /** Case- and accent-insensitive; at most 64 characters. */
  search?: string | undefined
  badge_type?: BadgeType | undefined
}

/** `GET /projects/v1/origins` answer. */
export type GetOriginsResponse = { allowedOrigins: string[] }

/** `GET /getAnalyticsConfig` answer. */
export type GetAnalyticsConfigResponse = { isAnalyticsEnabled: boolean }

/** `POST /analytics/v1/events` body: a batch of events. */
export type AnalyticsBatch = {
  projectId: string
  events: {
    event: string
    timestamp: number
    properties?: Record<string, string | number | boolean>
  }[]
}

/**
 * What failed, in an error answer of the Latch server: a stable code for programs to act on
 * (the message is for people and may change). Every route answers in these words.
 */
export type ApiErrorCode =
  // Any route.
  /** A parameter, a header or a body field breaks the route's contract (400). */
  | 'invalid_request'
  /** The body is not JSON (400). */
  | 'invalid_json'
  /** The body is not sent as `application/json` (415). */
  | 'unsupported_media_type'
  /** The body is larger than the route reads (413). */
  | 'payload_too_large'
  /** No credentials, or a session that is expired or signed out (401, `WWW-Authenticate`). */
  | 'unauthorized'
  /** The credentials do not allow this (403). */
  | 'forbidden'
  /** The request's `Origin` is not allowed for the project (403). */
  | 'origin_not_allowed'
  /** No such route, wallet or image (404). */
  | 'not_found'
  /** No project has this id (404). */
  | 'unknown_project'
  /** A quota is used up: `retryAfterSeconds` says when to try again (429, `Retry-After`). */
  | 'throttled'
  /** The server failed; the answer never says how (500). */
  | 'internal_error'
  /** A dependency of the server (its database) does not answer (503). */
  | 'unavailable'
  // The login routes (`/auth/v1`).
  /** The email address is not one a code can be sent to (400). */
  | 'invalid_email'
  /** The code is wrong, expired, used or burned; the answer never says which (401). */
  | 'invalid_code'
  /** The project asks for a challenge before it sends a login code (403). */
  | 'challenge_required'
  /** The new login email is the current one (400). */
  | 'same_email'
  /** There is no email change to verify (409). */
  | 'no_pending_change'
  /** Another login of the project uses this email (409). */
  | 'email_in_use'
  /** The login has no email (a social login without one), so there is none to change (409). */
  | 'no_login_email'
  // The social login routes (`/auth/v1/social`).
  /** The server has no OAuth app for this provider (400). */
  | 'social_not_configured'
  /** The page to return to is not on one of the project's allowed origins (400). */
  | 'invalid_return_url'
  /** The provider has not sent the visitor back yet (409). */
  | 'social_pending'
  /** The visitor turned the sign-in down at the provider (401). */
  | 'social_denied'
  /** The provider's answer could not be used: a refused code, a bad id token (401). */
  | 'social_failed'
  /** No such sign-in: expired, used, or started by another frame (401). */
  | 'social_unknown'
  // The key-share routes (`/auth/v1/key-shares`).
  /** The server has no key storage, or no Farcaster ID registry (503). */
  | 'not_configured'
  /** The user already has a confirmed key share (409). */
  | 'share_exists'
  /** The user has no (confirmed) key share (404). */
  | 'no_share'
  /** A newer upload replaced the share before it was confirmed (409). */
  | 'share_replaced'
  /** The stored share does not decrypt (500). */
  | 'share_unreadable'
  // The Sign In With X routes (`/siwx/v1`).
  /** Not a Sign In With X message Latch reads, or a field breaks its rule (400). */
  | 'invalid_message'
  /** The message's nonce was never issued for this project (400). */
  | 'nonce_unknown'
  /** The message's nonce was used already: a signed message works once (409). */
  | 'nonce_used'
  /** The message's nonce is past its lifetime; ask for a new one (400). */
  | 'nonce_expired'
  /** The message is past its Expiration Time (400). */
  | 'message_expired'
  /** The message's Not Before, or its Issued At, is still to come (400). */
  | 'message_not_yet_valid'
  /** The message's URI is not a project origin, or its domain is not that URI's host (403). */
  | 'domain_not_allowed'
  /** The request comes from another origin than the message's URI (403). */
  | 'origin_mismatch'
  /** The signature is not the message's address's (401). */
  | 'invalid_signature'
  /** The server cannot check signatures on the message's chain (no RPC URL for it) (400). */
  | 'chain_not_supported'
  // The Farcaster sign-in relay (`/farcaster/v1`); unconfigured, it answers `not_configured`.
  /** Not a Farcaster sign-in message, or not for the fid of the body (400). */
  | 'farcaster_invalid_message'
  /** The message is for another domain or URI than the channel's (401). */
  | 'farcaster_wrong_domain'
  /** The message's nonce is not the channel's (401). */
  | 'farcaster_wrong_nonce'
  /** The message has expired, or is not valid yet (401). */
  | 'farcaster_message_expired'
  /** The signature is not one of the message's address (401). */
  | 'farcaster_invalid_signature'
  /** The ID registry has no custody address for the fid (401). */
  | 'farcaster_unknown_fid'
  /** The message's address is not the custody address of the fid (401). */
  | 'farcaster_not_custody'
  /** The channel is already completed: a channel takes one signed message (409). */
  | 'farcaster_channel_completed'
  /** The Farcaster client declined the sign-in: the channel takes nothing more (409). */
  | 'farcaster_channel_rejected'
  // The embedded wallet's Farcaster login (`/auth/v1/farcaster`); it answers the social login's
  // `social_not_configured`, `invalid_return_url`, `social_denied` and `social_unknown` too.
  /** The Farcaster client has not handed in a signed message yet: ask again (409). */
  | 'farcaster_pending'

/**
 * The body of every error answer of the Latch server (but the JSON-RPC errors of `/rpc/v1`, which
 * speak JSON-RPC): `code` says what failed, `message` says it to people, and structured fields
 * carry what a client acts on, so no side parses the sentence.
 */
export type ApiErrorBody = {
  error: {
    code: ApiErrorCode
    message: string
    /** With `throttled`: whole seconds until a new request is allowed (also `Retry-After`). */
    retryAfterSeconds?: number | undefined
  }
}

/** Limits both sides agree on (SECURITY.md T15). */
export const walletApiLimits = {
  maximumEntries: 100,
  maximumPage: 1000,
  maximumSearchLength: 64,
  maximumListItems: 100,
  maximumBatchEvents: 50,
} as const
