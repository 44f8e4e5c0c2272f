/** A quota: at most `points` requests per `durationSeconds`, per key. */
export type RateLimitRule = { points: number; durationSeconds: number }

/** The quotas of the route families, each per client source unless its name says otherwise. */
export type RateLimitRules = {
  /** `GET /getWallets`: a page load, paging and search as you type. */
  wallets: RateLimitRule
  /** The image routes: a wallet list loads one image per wallet shown. */
  images: RateLimitRule
  /** `GET /getAnalyticsConfig` and `POST /analytics/v1/events` (a batch per 5 s per page). */
  analytics: RateLimitRule
  /**
   * `GET /auth/v1/session`, `POST /auth/v1/session/refresh` and `POST /auth/v1/sign-out`; also
   * `GET /siwx/v1/session` and `POST /siwx/v1/sign-out`.
   */
  sessions: RateLimitRule
  /** The key-share routes under `/auth/v1/key-shares`. */
  keyShares: RateLimitRule
  /**
   * The secure frame's chain calls, `POST /rpc/v1/{chain}`: one point per JSON-RPC call (a batch
   * takes one per call), as each costs the operator an upstream request.
   */
  rpc: RateLimitRule
  /**
   * The chain-data routes, `GET /chain/v1/{balances,nfts,history}`: each costs the operator RPC
   * or explorer requests; an account view loads the three and pages on.
   */
  chainData: RateLimitRule
  /** Code checks (`/email/verify`, `/email/update/verify-*`) per client source, over all emails. */
  codeChecksPerSource: RateLimitRule
  /**
   * Code checks per project and email, whatever the source: on top of "5 wrong tries burn the
   * code", this bounds the guesses on one account across resends and sources. Someone who knows
   * an address can use up its checks for the hour, as they can already burn its codes; the
   * bound is set well above what a person typing needs (6 codes' worth of tries).
   */
  codeChecksPerEmail: RateLimitRule
  /** `POST /farcaster/v1/channel`: each Farcaster sign-in (and each expired QR code) opens one. */
  farcasterChannels: RateLimitRule
  /**
   * The Farcaster relay's channel calls: `GET /farcaster/v1/channel/status` (an app polls it
   * about once a second) and `POST /farcaster/v1/channel/authenticate` (which reads the ID
   * registry over RPC).
   */
  farcasterRelay: RateLimitRule
  /** `POST /siwx/v1/nonce`: each stores a row for 10 minutes; a sign-in needs one. */
  siwxNonces: RateLimitRule
  /**
   * `POST /siwx/v1/verify`: each may cost the operator an RPC call (a contract account's
   * signature is checked on chain).
   */
  siwxVerify: RateLimitRule
}

const minute = 60
const hour = 60 * minute

/**
 * The default quotas: generous for real pages (a wallet list fetches dozens of images per view;
 * the e2e suite and `npm start` run everything from one address) and still a bound on scripts.
 */
export const defaultRateLimitRules: RateLimitRules = {
  wallets: { points: 300, durationSeconds: minute },
  images: { points: 3000, durationSeconds: minute },
  analytics: { points: 120, durationSeconds: minute },
  sessions: { points: 300, durationSeconds: minute },
  keyShares: { points: 300, durationSeconds: minute },
  rpc: { points: 600, durationSeconds: minute },
  chainData: { points: 300, durationSeconds: minute },
  codeChecksPerSource: { points: 300, durationSeconds: hour },
  codeChecksPerEmail: { points: 30, durationSeconds: hour },
  farcasterChannels: { points: 60, durationSeconds: minute },
  farcasterRelay: { points: 600, durationSeconds: minute },
  siwxNonces: { points: 60, durationSeconds: minute },
  siwxVerify: { points: 60, durationSeconds: minute },
}

/** The route families that have a quota. */
export type RateLimitFamily = keyof RateLimitRules
