import type { Generated } from 'kysely'

/** A project: the id sites pass as `projectId`. */
type ProjectsTable = { id: string; name: string; created_at: string }

/** One allowed origin (or `https://*.example.com` pattern) of a project. */
type ProjectOriginsTable = { project_id: string; origin: string }

/** One registry wallet; list columns hold JSON text so one schema serves SQLite and Postgres. */
export type WalletsTable = {
  id: string
  name: string
  /** `name` normalised for search: NFKD, diacritics removed, lower-case. */
  search_name: string
  rdns: string | null
  image_id: string | null
  /** JSON array of CAIP-2 ids. */
  chains: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** JSON array of `{ namespace, injected_id }`. */
  injected: string
  badge_type: 'none' | 'certified'
  sort_order: number
  /** `seed-superseded`: a seed wallet that an imported registry entry of the same name replaced. */
  source: 'seed' | 'seed-superseded' | 'import'
  updated_at: string
}

/** A stored image; the id is derived from the bytes, so an id never changes meaning. */
export type ImagesTable = {
  id: string
  content_type: string
  bytes: Uint8Array
  etag: string
  created_at: string
}

/** How many times a project saw an event on a day (UTC). Counts only: no payloads, no PII. */
type AnalyticsEventsTable = {
  id: Generated<number>
  project_id: string
  event: string
  day: string
  count: number
}

/** What a login code was sent for; the code only verifies for the same purpose. */
export type OtpPurpose = 'login' | 'email_change_primary' | 'email_change_secondary'

/**
 * The one live login code per project and email. Neither the code nor the email is stored: both
 * are HMACs under `AUTH_SECRET`. The row outlives its code (`code_hash` null once used or
 * burned) so that the 30-second throttle still sees the last send.
 */
type AuthOtpsTable = {
  project_id: string
  /** Hex HMAC of the project id and the normalised email. */
  email_hash: string
  purpose: OtpPurpose
  /** Hex HMAC of the purpose, project id, email and code; null once used or burned. */
  code_hash: string | null
  /** Wrong tries so far; the fifth burns the code. */
  attempts: number
  /** When this code was sent. */
  created_at: string
  expires_at: string
}

/** One sent login mail, counted for the hourly limits; rows older than an hour are deleted. */
type AuthSendEventsTable = {
  id: Generated<number>
  /**
   * `email`: the recipient; `ip`: the client source that asked (an IPv4 address or an IPv6 /64);
   * `project`: the project; `project_source`: the client source within the project.
   */
  kind: 'email' | 'ip' | 'project' | 'project_source'
  /** Hex HMAC of the email or the address. */
  key_hash: string
  created_at: string
}

/** A person who signed in to a project, with an email code or a social login. */
type AuthUsersTable = {
  /** A random UUID. */
  id: string
  project_id: string
  /**
   * Normalised (trimmed, lower-case); unique per project. The address the email login proves,
   * or a provider-verified one (see `upsertSocialUser`); null for a social login without one.
   */
  email: string | null
  created_at: string
  last_login_at: string
}

/** A provider account (Google, GitHub, …) that signs a user in: `(project, provider, subject)`. */
type AuthIdentitiesTable = {
  project_id: string
  provider: string
  /** The provider's stable id of the account (`sub`, GitHub's numeric id, …). */
  subject: string
  user_id: string
  /** The provider's handle or display name, for the modal (spec 9, "social username"). */
  username: string | null
  /** The email the provider gave, verified or not; only a verified one ever links accounts. */
  email: string | null
  /** 1 when the provider vouched for `email` (SECURITY.md T22). */
  email_verified: number
  created_at: string
  last_login_at: string
}

/**
 * A social login in flight, from `POST /auth/v1/social/start` to `/finish`: the OAuth state (its
 * SHA-256), the PKCE verifier and OIDC nonce the callback needs, where the popup returns, and the
 * frame's secret (its SHA-256) that alone can turn the result into a session (SECURITY.md T21, T23).
 */
type AuthSocialAttemptsTable = {
  state_hash: string
  project_id: string
  provider: string
  code_verifier: string | null
  nonce: string | null
  return_url: string
  secret_hash: string
  /** The random id the return URL carries: it names the result, it does not open it. */
  result_id: string
  /** pending → claimed by the callback → completed or failed → finished at `/finish`. */
  status: 'pending' | 'claimed' | 'completed' | 'failed' | 'finished'
  user_id: string | null
  is_new_user: number
  username: string | null
  /** Why a failed attempt failed: `social_denied` or `social_failed`. */
  error_code: string | null
  created_at: string
  expires_at: string
}

/**
 * One bearer token of a signed-in session; only its SHA-256 is stored. The tokens a login was
 * rotated through form its family (SECURITY.md T25, `rotateSession`).
 */
type AuthSessionsTable = {
  /** Hex SHA-256 of the token. */
  token_hash: string
  /** The login this token belongs to: every rotation of it keeps the id. */
  family_id: string
  user_id: string
  project_id: string
  /** When this token was issued. */
  created_at: string
  /** When this token ends unless replaced: its idle expiry, never after `family_expires_at`. */
  expires_at: string
  /** When the login ends, however often it is rotated (its absolute expiry). */
  family_expires_at: string
  /** When a newer token replaced this one; null while it is the current one. */
  retired_at: string | null
}

/** A pending change of a user's email: the current address confirms first, then the new one. */
type AuthEmailChangesTable = {
  user_id: string
  project_id: string
  new_email: string
  stage: 'primary' | 'secondary'
  created_at: string
  expires_at: string
}

/**
 * The embedded wallet's AUTH key share of a user, under envelope encryption (SECURITY.md
 * section 5, T39 and T40): the share is sealed with AES-256-GCM under a random per-row key (the
 * DEK), and the DEK under the key-encryption key (KEK) named by `kek_id`, which is never in the
 * database. Every ciphertext ends with its 16-byte GCM tag. The addresses are public and plain.
 */
export type AuthKeySharesTable = {
  /** One share per user. */
  user_id: string
  project_id: string
  /** The id of the KEK that wrapped the DEK (`KEY_ENCRYPTION_KEY_ID`). */
  kek_id: string
  /** The DEK sealed under the KEK: 32 bytes and the tag. */
  wrapped_dek: Uint8Array
  dek_iv: Uint8Array
  /** The share sealed under the DEK, and the tag. */
  share_ciphertext: Uint8Array
  share_iv: Uint8Array
  /** `0x` and 40 hex digits, as the frame sent it. */
  eip155_address: string
  /** Base58 of 32 bytes. */
  solana_address: string
  created_at: string
  updated_at: string
  /**
   * When the frame confirmed that the user saved the recovery code; `null` while the share is
   * pending (never released, and replaced by the next upload).
   */
  confirmed_at: string | null
}

/** Per chain: the last block the indexer recorded, and the lease of the instance indexing it. */
type ChainIndexCursorsTable = {
  chain_id: string
  /** Null until the first block is indexed (a string on Postgres: read it with `Number`). */
  block_number: number | null
  block_hash: string | null
  /** A random id of the indexer instance that holds the chain; null when free. */
  lease_owner: string | null
  lease_expires_at: string | null
  updated_at: string
}

/** A recent indexed block, kept for a window to find where a reorg forked. */
type ChainIndexBlocksTable = {
  chain_id: string
  number: number
  hash: string
  parent_hash: string
}

/** The token standards the indexer records; `native` is the chain's own currency. */
export type TransferStandard = 'native' | 'erc20' | 'erc721' | 'erc1155'

/** One movement of value the indexer saw. Addresses are lower-case; amounts decimal strings. */
export type ChainTransfersTable = {
  chain_id: string
  block_number: number
  block_hash: string
  tx_hash: string
  tx_index: number
  /** The log's index in the block; -1 for native value (the transaction's own, and internal). */
  log_index: number
  /**
   * The position within a TransferBatch log; for native value, 0 for the transaction's own and
   * 1, 2… for the internal transfers (value moved by contracts, when traced) in call order; 0
   * otherwise.
   */
  item_index: number
  from_address: string
  to_address: string
  /** The token contract; null for native. */
  token_address: string | null
  standard: TransferStandard
  /** ERC-721 and ERC-1155 token id, decimal; null otherwise. */
  token_id: string | null
  /** Base units, decimal (1 for ERC-721). */
  amount: string
  /** The block's time, ISO 8601. */
  timestamp: string
  /**
   * `failed` only for the native value of a reverted transaction (it moved nothing); internal
   * transfers are recorded only when their call succeeded.
   */
  status: 'success' | 'failed'
}

/** A token contract's metadata as its `name`, `symbol` and `decimals` calls answered. */
type ChainTokensTable = {
  chain_id: string
  /** Lower-case. */
  address: string
  standard: Exclude<TransferStandard, 'native'>
  name: string | null
  symbol: string | null
  decimals: number | null
  updated_at: string
}

/** A Farcaster sign-in channel of the relay (`/farcaster/v1`), until it expires. */
export type FarcasterChannelsTable = {
  /** SHA-256 (base64url) of the channel token, the bearer of the relay's calls. */
  token_hash: string
  /** SHA-256 (base64url) of the read token, which only the channel's creator got. */
  read_token_hash: string
  project_id: string
  nonce: string
  /** JSON: the SIWF parameters the Farcaster client signs (`siweUri`, `domain`, `nonce`, …). */
  signature_params: string
  user_agent: string
  /** `rejected`: the Farcaster client declined (`POST /farcaster/v1/channel/reject`). */
  state: 'pending' | 'completed' | 'rejected'
  message: string | null
  signature: string | null
  /** Decimal. */
  fid: string | null
  /** The fid's custody address (checksummed) that signed the message. */
  custody: string | null
  username: string | null
  display_name: string | null
  bio: string | null
  pfp_url: string | null
  created_at: string
  completed_at: string | null
  expires_at: string
}

/**
 * A nonce `POST /siwx/v1/nonce` issued for a project (migration 0010). Only its SHA-256 is kept;
 * the row stays until it expires, so that a used nonce is told from one never issued.
 */
type SiwxNoncesTable = {
  /** Hex SHA-256 of the nonce. */
  nonce_hash: string
  project_id: string
  created_at: string
  expires_at: string
  /** When a verified message used it; null while it is unused. */
  used_at: string | null
}

/** A session a verified Sign In With X message opened: the `jti` of its token is the id. */
type SiwxSessionsTable = {
  id: string
  project_id: string
  /** As the message wrote it. */
  address: string
  /** CAIP-2. */
  chain_id: string
  /** The message's domain. */
  domain: string
  issued_at: string
  expires_at: string
  /** When it was signed out; the row stays until `expires_at`, so the token stays refused. */
  revoked_at: string | null
}

/** The server's tables, as Kysely sees them. */
export type Database = {
  projects: ProjectsTable
  project_origins: ProjectOriginsTable
  wallets: WalletsTable
  images: ImagesTable
  analytics_events: AnalyticsEventsTable
  auth_otps: AuthOtpsTable
  auth_send_events: AuthSendEventsTable
  auth_users: AuthUsersTable
  auth_identities: AuthIdentitiesTable
  auth_social_attempts: AuthSocialAttemptsTable
  auth_sessions: AuthSessionsTable
  auth_email_changes: AuthEmailChangesTable
  auth_key_shares: AuthKeySharesTable
  chain_index_cursors: ChainIndexCursorsTable
  chain_index_blocks: ChainIndexBlocksTable
  chain_transfers: ChainTransfersTable
  chain_tokens: ChainTokensTable
  farcaster_channels: FarcasterChannelsTable
  siwx_nonces: SiwxNoncesTable
  siwx_sessions: SiwxSessionsTable
}
