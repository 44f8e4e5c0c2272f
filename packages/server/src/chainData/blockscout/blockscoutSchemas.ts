import { z } from 'zod'

// The shapes of Blockscout's REST API v2 that the provider reads, and nothing more (unknown keys
// are ignored). Sources: the API reference at docs.blockscout.com/api-reference (openapi
// pro-api-v11.yaml: `GET /v2/addresses/{hash}`, `/token-balances`, `/nft`, `/transactions`,
// `/token-transfers`) and the explorer frontend's own types (github.com/blockscout/frontend,
// types/api/{address,transaction,tokenTransfer,token}.ts). Amounts are decimal strings in base
// units; numbers that the API has sent both ways (block numbers, log indexes) accept both.

const hash = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const integer = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,20}$/)
    .transform(Number),
])

/** `AddressParam`: an address as the API nests it (`from`, `to`, `owner`). */
const addressParam = z.object({ hash })

/** `TokenInfo`: `decimals` and `exchange_rate` are strings or null. */
const blockscoutToken = z.object({
  address_hash: hash,
  type: z.string(),
  name: z.string().nullish(),
  symbol: z.string().nullish(),
  decimals: z.string().nullish(),
  icon_url: z.string().nullish(),
})

/** `GET /api/v2/addresses/{hash}`: the native balance in wei as `coin_balance`. */
export const blockscoutAddress = z.object({
  hash,
  coin_balance: z.string().nullish(),
})

/** One entry of `GET /api/v2/addresses/{hash}/token-balances` (a bare array, not paged). */
export const blockscoutTokenBalance = z.object({
  token: blockscoutToken,
  value: z.string(),
  token_id: z.string().nullish(),
})

/** One entry of `GET /api/v2/addresses/{hash}/nft` (`AddressNFT`: a token instance). */
export const blockscoutNft = z.object({
  id: z.string().regex(/^\d{1,78}$/),
  token: blockscoutToken,
  token_type: z.enum(['ERC-721', 'ERC-1155', 'ERC-404']),
  value: z.string().nullish(),
  image_url: z.string().nullish(),
  metadata: z.looseObject({ name: z.unknown().optional() }).nullish(),
})

/** One entry of `GET /api/v2/addresses/{hash}/transactions` (`Transaction`). */
export const blockscoutTransaction = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  block_number: integer.nullish(),
  position: integer.nullish(),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
  from: addressParam,
  to: addressParam.nullish(),
  created_contract: addressParam.nullish(),
  value: z.string().regex(/^\d{1,78}$/),
  status: z.enum(['ok', 'error']).nullish(),
  result: z.string().nullish(),
  method: z.string().nullish(),
  nonce: z.number().int().nonnegative().nullish(),
})

/** The `total` of a token transfer: `value` (+ `decimals`) for fungibles, `token_id` for NFTs. */
const transferTotal = z.object({
  value: z
    .string()
    .regex(/^\d{1,78}$/)
    .nullish(),
  decimals: z.string().nullish(),
  token_id: z
    .string()
    .regex(/^\d{1,78}$/)
    .nullish(),
})

/** One entry of `GET /api/v2/addresses/{hash}/token-transfers` (`TokenTransfer`). */
export const blockscoutTokenTransfer = z.object({
  transaction_hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  block_number: integer,
  log_index: integer,
  timestamp: z.iso.datetime({ offset: true }).nullish(),
  type: z.enum(['token_transfer', 'token_minting', 'token_burning', 'token_spawning']),
  from: addressParam,
  to: addressParam,
  token: blockscoutToken,
  total: transferTotal,
  method: z.string().nullish(),
})

/**
 * A list answer: `items` and `next_page_params` (null on the last page). Items are checked one by
 * one, so a malformed entry is dropped instead of failing the page.
 */
export const blockscoutList = z.object({
  items: z.array(z.unknown()),
  next_page_params: z.record(z.string(), z.unknown()).nullish(),
})

export type BlockscoutTransaction = z.infer<typeof blockscoutTransaction>
export type BlockscoutTokenTransfer = z.infer<typeof blockscoutTokenTransfer>
