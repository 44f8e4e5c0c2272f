import { chainDataLimits } from '@latch/core/accountData'
import { z } from 'zod'
import { InvalidCursorError } from '../chainDataErrors.js'

// A Blockscout cursor is the upstream's `next_page_params` (keyset paging: the position after the
// last item read), wrapped so that the client cannot send anything else: only the keys below, only
// short plain values, a tag saying which list it belongs to, base64url JSON, and at most
// `chainDataLimits.maxCursorLength` characters (the wire's limit, which the routes and the modal
// check too). Known keys travel under one-letter names so an NFT cursor (a 78-digit token id and
// a contract address) stays within that length.

/** The keys of `next_page_params` the provider's lists use, and their short names. */
const keyNames = {
  block_number: 'b',
  index: 'i',
  items_count: 'c',
  token_id: 't',
  token_type: 'y',
  token_contract_address_hash: 'a',
} as const

type ParamKey = keyof typeof keyNames

/** Upstream paging parameters, as the provider sends them back in the query. */
export type BlockscoutPageParams = Partial<Record<ParamKey, string | number>>

/** Where one upstream list stands: its next params, `{}` for its first page, `null` when done. */
export type BlockscoutStream = BlockscoutPageParams | null

const value = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[0-9A-Za-z_.:-]{1,80}$/),
])
const shortParams = z.strictObject({
  b: value.optional(),
  i: value.optional(),
  c: value.optional(),
  t: value.optional(),
  y: value.optional(),
  a: value.optional(),
})
const stream = shortParams.nullable()

const historyCursor = z.strictObject({ k: z.literal('h'), x: stream, t: stream })
const nftCursor = z.strictObject({ k: z.literal('n'), n: shortParams })

/** A history cursor: the next params of the transactions list and of the token-transfers list. */
export type BlockscoutHistoryCursor = {
  transactions: BlockscoutStream
  transfers: BlockscoutStream
}

/**
 * Upstream params kept as a cursor; `undefined` when they hold a key or a value the cursor cannot
 * carry (the list then ends there rather than the provider trusting an unknown shape).
 */
export function toPageParams(
  upstream: Record<string, unknown> | null | undefined,
): BlockscoutPageParams | null | undefined {
  if (upstream === null || upstream === undefined) return null
  const params: BlockscoutPageParams = {}
  for (const [key, item] of Object.entries(upstream)) {
    if (item === null || item === undefined) continue
    if (!(key in keyNames) || !value.safeParse(item).success) return undefined
    params[key as ParamKey] = item as string | number
  }
  return params
}

/** The query string of upstream params. */
export function toSearchParams(params: BlockscoutPageParams): [string, string][] {
  return Object.entries(params).map(([key, item]) => [key, String(item)])
}

/** Encodes a history cursor; `undefined` when both lists are done or it would be too long. */
export function encodeHistoryCursor(cursor: BlockscoutHistoryCursor): string | undefined {
  if (cursor.transactions === null && cursor.transfers === null) return undefined
  return encode({ k: 'h', x: shorten(cursor.transactions), t: shorten(cursor.transfers) })
}

/** Decodes a history cursor, or throws {@link InvalidCursorError}. */
export function decodeHistoryCursor(cursor: string): BlockscoutHistoryCursor {
  const parsed = historyCursor.safeParse(decode(cursor))
  if (!parsed.success || (parsed.data.x === null && parsed.data.t === null)) {
    throw new InvalidCursorError()
  }
  return { transactions: lengthen(parsed.data.x), transfers: lengthen(parsed.data.t) }
}

/** Encodes an NFT cursor; `undefined` when it would be too long. */
export function encodeNftCursor(params: BlockscoutPageParams): string | undefined {
  return encode({ k: 'n', n: shorten(params) })
}

/** Decodes an NFT cursor, or throws {@link InvalidCursorError}. */
export function decodeNftCursor(cursor: string): BlockscoutPageParams {
  const parsed = nftCursor.safeParse(decode(cursor))
  if (!parsed.success) throw new InvalidCursorError()
  return lengthen(parsed.data.n)
}

function shorten(params: BlockscoutPageParams | null): Record<string, string | number> | null {
  if (params === null) return null
  const short: Record<string, string | number> = {}
  for (const [key, item] of Object.entries(params)) short[keyNames[key as ParamKey]] = item
  return short
}

function lengthen(short: z.infer<typeof shortParams>): BlockscoutPageParams
function lengthen(short: z.infer<typeof shortParams> | null): BlockscoutStream
function lengthen(short: z.infer<typeof shortParams> | null): BlockscoutStream {
  if (short === null) return null
  const params: BlockscoutPageParams = {}
  for (const [key, name] of Object.entries(keyNames)) {
    const item = short[name]
    if (item !== undefined) params[key as ParamKey] = item
  }
  return params
}

function encode(payload: unknown): string | undefined {
  const cursor = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return cursor.length <= chainDataLimits.maxCursorLength ? cursor : undefined
}

function decode(cursor: string): unknown {
  if (cursor.length > chainDataLimits.maxCursorLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw new InvalidCursorError()
  }
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidCursorError()
  }
}
