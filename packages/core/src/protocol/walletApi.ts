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

/** The body of every error answer; `code` is the error's class name. */
export type ApiErrorBody = { error: { code: string; message: string } }

/** Limits both sides agree on (SECURITY.md T15). */
export const walletApiLimits = {
  maximumEntries: 100,
  maximumPage: 1000,
  maximumSearchLength: 64,
  maximumListItems: 100,
  maximumBatchEvents: 50,
} as const
