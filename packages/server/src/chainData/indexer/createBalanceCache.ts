import type { TokenBalance } from '@latch/core'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { ChainAccount } from '../chainDataProvider.js'
import { type Cursor, readCursor } from './indexChain.js'

/** Parameters of {@link createBalanceCache}. */
export type CreateBalanceCacheParameters = {
  db: Kysely<Database>
  /** How long an account's balances are reused at most, in ms. Defaults to 30 s (spec 9). */
  ttlMs?: number | undefined
  /** The most accounts kept; the least recently read goes first. Defaults to 10,000. */
  maxEntries?: number | undefined
  now?: (() => number) | undefined
}

/**
 * Reads an account's balances through the cache, with `load` when it has none usable, or when
 * `fresh` (the client's forced read after a send, which may come before the index has the
 * send's block) asks for a new read; the new read is kept either way.
 */
export type BalanceCache = (
  account: ChainAccount,
  load: () => Promise<TokenBalance[]>,
  options?: { fresh?: boolean | undefined },
) => Promise<TokenBalance[]>

type Entry = { at: number; cursor: Cursor | undefined; balances: Promise<TokenBalance[]> }

/**
 * The indexer's balances per chain and account, for at most `ttlMs`. Balances are read at the
 * latest block, which the indexer follows `confirmations` behind, so no signal from the index is
 * exact: the TTL bounds how stale an entry can be (as the modal's own 30 s cache does), and the
 * index drops an entry sooner when it can tell, since each entry remembers the chain's cursor
 * when it was read: once the cursor has moved, the entry is kept only if the block it stood on
 * is still indexed with the same hash (no reorg went below it) and no transfer from or to the
 * account has been indexed above it. So the account's own sends and receipts show as soon as
 * the indexer stores them; gas paid by a transaction that moves nothing, or a transfer not yet
 * confirmed, shows within the TTL. Concurrent reads of one account share one load; a failed load
 * is not kept.
 */
export function createBalanceCache(parameters: CreateBalanceCacheParameters): BalanceCache {
  const { db, ttlMs = 30_000, maxEntries = 10_000, now = Date.now } = parameters
  const entries = new Map<string, Entry>()

  const unchanged = async (
    { chainId, address }: ChainAccount,
    was: Cursor | undefined,
    is: Cursor | undefined,
  ) => {
    if (was?.hash === is?.hash) return true
    if (!was || !is || is.number < was.number) return false
    const block = await db
      .selectFrom('chain_index_blocks')
      .select('hash')
      .where('chain_id', '=', chainId)
      .where('number', '=', was.number)
      .executeTakeFirst()
    if (block?.hash !== was.hash) return false
    const account = address.toLowerCase()
    const touched = await db
      .selectFrom('chain_transfers')
      .select('tx_hash')
      .where('chain_id', '=', chainId)
      .where((where) =>
        where.or([where('from_address', '=', account), where('to_address', '=', account)]),
      )
      .where('block_number', '>', was.number)
      .limit(1)
      .executeTakeFirst()
    return touched === undefined
  }

  return async (account, load, options) => {
    const key = `${account.chainId}:${account.address.toLowerCase()}`
    const cursor = await readCursor(db, account.chainId)
    const entry = options?.fresh ? undefined : entries.get(key)
    if (entry && now() - entry.at < ttlMs && (await unchanged(account, entry.cursor, cursor))) {
      // Checked against this cursor: the next read compares with it.
      entry.cursor = cursor
      entries.delete(key)
      entries.set(key, entry)
      return entry.balances
    }
    const fresh: Entry = { at: now(), cursor, balances: load() }
    entries.delete(key)
    entries.set(key, fresh)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    fresh.balances.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key)
    })
    return fresh.balances
  }
}
