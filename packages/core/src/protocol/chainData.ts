import type { CaipAddress, CaipNetworkId } from '../types/network.js'

// The wire contract of the server's chain-data service (issue 13): balances, NFTs and history of
// one account, CAIP ids everywhere. Every route takes `projectId` and `account` (a CAIP-10
// address, e.g. `eip155:1:0xab…`) in the query, follows the project/origin rules of the other
// routes, and answers errors as `ApiErrorBody`. Amounts travel as decimal strings, never numbers,
// so no precision is lost; fiat values are numbers in the site's currency.

/** A quantity of a token: `numeric` is the amount in whole units, as a decimal string. */
export type TokenQuantity = {
  /** The token's decimals, as a decimal string (the spec's shape). */
  decimals: string
  /** The amount in whole units, exact: `'1.5'` of an 18-decimal token is 1.5 × 10^18 base units. */
  numeric: string
}

/** One holding of an account (spec: the Token balance entity). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** The token contract or mint as CAIP-10 (`eip155:1:0x…`, `solana:…:Mint…`); absent for native. */
  address?: CaipAddress | undefined
  /** The holding's value in the site's currency; absent without a price. */
  value?: number | undefined
  /** The price of one whole token in the site's currency; absent when unknown. */
  price?: number | undefined
  quantity: TokenQuantity
  /** A URL of the server's image routes (sniffed, never SVG from outside); absent without one. */
  iconUrl?: string | undefined
}

/** `GET /chain/v1/balances?projectId&account[&currency]`. */
export type GetBalancesResponse = {
  balances: TokenBalance[]
  /** ISO 4217 code of `value` and `price`, e.g. `usd`. */
  currency: string
}

/** One NFT an account holds (ERC-721 or ERC-1155 on eip155, an SPL NFT on solana). */
export type NftItem = {
  chainId: CaipNetworkId
  /** The collection's contract as CAIP-10; on solana, the NFT's own mint (`solana:<ref>:<mint>`). */
  contract: CaipAddress
  /** The token id as a decimal string; on solana, the mint's base58 address. */
  tokenId: string
  /**
   * `ERC721` or `ERC1155` on eip155. `SPL` on solana: a mint of the Token or Token-2022 program
   * with 0 decimals and a supply of 1, held by the account; its name, symbol and metadata URI
   * come from the mint's TokenMetadata extension (Token-2022) when it has one.
   */
  standard: 'ERC721' | 'ERC1155' | 'SPL'
  /** How many the account holds, as a decimal string (`'1'` for ERC-721 and SPL). */
  amount: string
  name?: string | undefined
  /** The collection's name; on solana, the metadata's symbol (or its name when it has none). */
  collection?: string | undefined
  /** A URL of the server's image routes; absent when the metadata has no usable image. */
  imageUrl?: string | undefined
  /** The token's page on the network's explorer, when the network has one. */
  explorerUrl?: string | undefined
}

/** `GET /chain/v1/nfts?projectId&account[&cursor]`: a page, and the cursor of the next one. */
export type GetNftsResponse = { nfts: NftItem[]; next?: string | undefined }

/** The kinds of operation the Activity tab names (balance-adding and -subtracting ones apart). */
export type TransactionOperationType =
  | 'send'
  | 'receive'
  | 'trade'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'execute'
  | 'deposit'
  | 'withdraw'
  | 'borrow'
  | 'repay'
  | 'claim'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** One movement of value within a transaction, as the Activity tab shows it. */
export type TransactionTransfer = {
  /** Seen from the account: into it, out of it, or both (to itself). */
  direction: 'in' | 'out' | 'self'
  /** Present for a fungible token or the native currency. */
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  /** Present for an NFT. */
  nft_info?:
    | { name: string; content?: { preview?: { url: string } | undefined } | undefined }
    | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

/** One transaction of the account (spec: Transaction display). */
export type ChainTransaction = {
  /** Stable across pages: `{chainId}:{hash}`. */
  id: string
  metadata: {
    operationType: TransactionOperationType
    hash: string
    chain: CaipNetworkId
    /** When it was mined (ISO 8601); absent while pending. */
    minedAt?: string | undefined
    sentFrom: string
    sentTo: string
    status: TransactionStatus
    nonce?: number | undefined
  }
  transfers: TransactionTransfer[]
}

/** `GET /chain/v1/history?projectId&account[&cursor]` (eip155): newest first, then the next page. */
export type GetHistoryResponse = { data: ChainTransaction[]; next?: string | undefined }

/** The chain-data service's limits, shared by the server and the modal. */
export const chainDataLimits = {
  /** Transactions per history page. */
  historyPageSize: 20,
  /** NFTs per page. */
  nftPageSize: 40,
  /** The longest cursor the server accepts. */
  maxCursorLength: 256,
} as const
