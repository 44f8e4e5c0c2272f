import type { ChainTransaction, NftItem, TokenBalance } from '@latch/core'

/** One account on one chain, as the routes have validated it. */
export type ChainAccount = {
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** The address as the chain writes it (checksummed on eip155, base58 on solana). */
  address: string
}

/** A page request: `cursor` is what the previous page's `next` was (opaque to callers). */
export type PageRequest = { cursor?: string | undefined; limit: number }

/** A page of results and the cursor of the next page, absent on the last one. */
export type Page<item> = { items: item[]; next?: string | undefined }

/**
 * Where one chain's data comes from (issue 13): the built-in indexer for the chains the operator
 * follows, or a hosted explorer's API for the others. The configuration picks one per chain; the
 * routes never know which. Amounts are exact decimal strings; prices are added by the price
 * source afterwards, so providers leave `price` and `value` out.
 */
export type ChainDataProvider = {
  /** A short name for logs and errors, e.g. `indexer` or `blockscout`. */
  readonly name: string
  /** Whether this provider serves a chain (CAIP-2). */
  serves(chainId: string): boolean
  /**
   * Native and token holdings of an account; tokens the provider cannot describe are left out.
   * `fresh` asks past any cache the provider keeps (the client's forced read, after a send).
   */
  getBalances(
    account: ChainAccount,
    signal?: AbortSignal,
    options?: { fresh?: boolean | undefined },
  ): Promise<TokenBalance[]>
  /** ERC-721 and ERC-1155 holdings, paged. */
  getNfts(account: ChainAccount, page: PageRequest, signal?: AbortSignal): Promise<Page<NftItem>>
  /** The account's transactions, newest first, paged (eip155). */
  getHistory(
    account: ChainAccount,
    page: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<ChainTransaction>>
}

/** A token's identity for pricing: the chain and the contract (absent for the native currency). */
export type PricedToken = { chainId: string; address?: string | undefined; symbol: string }

/**
 * Where prices come from: fixed prices from configuration on the devnet, or a public price API.
 * Returns the price of one whole token in `currency` per token, or nothing when it has none.
 */
export type PriceSource = {
  readonly name: string
  getPrices(
    tokens: readonly PricedToken[],
    currency: string,
    signal?: AbortSignal,
  ): Promise<Map<PricedToken, number>>
}
