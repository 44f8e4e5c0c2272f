import type { Kysely, Transaction } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../../db/schema.js'
import { leaseTtlMs } from './chainLease.js'
import { LogRangeRefusedError, readBlockTransfers } from './readBlockTransfers.js'

/** How many recent blocks are kept to find where a reorg forked. */
const reorgWindow = 256

/** The most blocks read and stored per step when `CHAIN_DATA_INDEX` sets no `blockRange`. */
const defaultBlockRange = 100

/** Steps that read a whole range before the range is allowed to double again. */
const stepsBeforeGrowing = 16

/**
 * How many blocks one step reads (one `eth_getLogs` over them) and stores (one database
 * transaction), kept across the steps of one chain: at most `max`, halved each time the provider
 * refuses a range, and doubled back (up to `max`) after 16 steps that read a whole range, since
 * a refusal may be about a range with many logs rather than about its length.
 */
export type BlockRange = { readonly max: number; size: number; fullSteps: number }

/** A {@link BlockRange} starting at its largest. */
export function createBlockRange(max: number = defaultBlockRange): BlockRange {
  return { max, size: max, fullSteps: 0 }
}

/** Another instance took the chain's lease; this one stops writing. */
export class ChainLeaseLostError extends Error {
  override name = 'ChainLeaseLostError'
}

/** Parameters of {@link indexChain}. */
export type IndexChainParameters = {
  db: Kysely<Database>
  client: PublicClient
  chainId: string
  /** The lease holder (see `takeChainLease`); every write checks it still holds the chain. */
  owner: string
  startBlock: number
  confirmations: number
  /**
   * Whether each block is traced for the native value contracts move (internal transfers):
   * `traces` of `CHAIN_DATA_INDEX`. Defaults to false.
   */
  traces?: boolean | undefined
  /** Kept by the caller across steps; a fresh {@link createBlockRange} when absent. */
  blockRange?: BlockRange | undefined
  now?: (() => Date) | undefined
}

/** What one step did: stored blocks, undid a reorg, or found nothing new to index. */
export type IndexChainResult =
  | { kind: 'indexed'; from: number; to: number; transfers: number }
  | { kind: 'reorg'; backTo: number | null }
  | { kind: 'caught_up' }

/** The last indexed block of a chain. */
export type Cursor = { number: number; hash: string }

/** Where a chain's index stands; undefined before its first block. */
export async function readCursor(
  db: Kysely<Database>,
  chainId: string,
): Promise<Cursor | undefined> {
  const row = await db
    .selectFrom('chain_index_cursors')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  if (!row || row.block_number === null || row.block_hash === null) return undefined
  return { number: Number(row.block_number), hash: row.block_hash }
}

/** Moves the cursor and renews the lease, in the caller's transaction; throws if it was lost. */
async function moveCursor(
  trx: Transaction<Database>,
  {
    chainId,
    owner,
    cursor,
    now,
  }: { chainId: string; owner: string; cursor: Cursor | null; now: Date },
) {
  const result = await trx
    .updateTable('chain_index_cursors')
    .set({
      block_number: cursor?.number ?? null,
      block_hash: cursor?.hash ?? null,
      lease_expires_at: new Date(now.getTime() + leaseTtlMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('chain_id', '=', chainId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst()
  if (result.numUpdatedRows !== 1n)
    throw new ChainLeaseLostError(`The lease of ${chainId} is held by another indexer.`)
}

/**
 * The newest stored block that is still on the chain, or null when none in the window is (a
 * reorg deeper than the window, or a devnet started afresh): then the chain is indexed again
 * from its start block.
 */
async function findForkPoint(
  parameters: IndexChainParameters,
  below: number,
  head: number,
): Promise<Cursor | null> {
  const { db, client, chainId } = parameters
  const stored = await db
    .selectFrom('chain_index_blocks')
    .select(['number', 'hash'])
    .where('chain_id', '=', chainId)
    .where('number', '<', below)
    .orderBy('number', 'desc')
    .limit(reorgWindow)
    .execute()
  for (const row of stored) {
    const number = Number(row.number)
    if (number > head) continue
    const block = await client.getBlock({ blockNumber: BigInt(number) })
    if (block.hash === row.hash) return { number, hash: row.hash }
  }
  return null
}

/** Undoes every row above the fork point and moves the cursor back to it, in one transaction. */
async function undoReorg(
  parameters: IndexChainParameters,
  cursor: Cursor,
  head: number,
): Promise<IndexChainResult> {
  const { db, chainId, owner, now = () => new Date() } = parameters
  const fork = await findForkPoint(parameters, cursor.number, head)
  const above = fork?.number ?? -1
  await db.transaction().execute(async (trx) => {
    await moveCursor(trx, { chainId, owner, cursor: fork, now: now() })
    await trx
      .deleteFrom('chain_transfers')
      .where('chain_id', '=', chainId)
      .where('block_number', '>', above)
      .execute()
    await trx
      .deleteFrom('chain_index_blocks')
      .where('chain_id', '=', chainId)
      .where('number', '>', above)
      .execute()
  })
  return { kind: 'reorg', backTo: fork?.number ?? null }
}

/**
 * One step of the built-in indexer on one chain: checks that the last indexed block is still on
 * the chain (else undoes the removed blocks' rows and returns), then reads up to `blockRange`
 * confirmed blocks after it (fewer when the provider refuses a range: see {@link BlockRange}),
 * with their internal transfers when `traces` is on (a block that cannot be traced fails the
 * step rather than being stored without them), and stores their transfers, the blocks and the
 * new cursor in one transaction, so a restart resumes with no gap and no duplicate. Every write checks the caller still holds
 * the chain's lease.
 */
export async function indexChain(parameters: IndexChainParameters): Promise<IndexChainResult> {
  const {
    db,
    client,
    chainId,
    owner,
    startBlock,
    confirmations,
    traces,
    blockRange = createBlockRange(),
    now = () => new Date(),
  } = parameters
  const cursor = await readCursor(db, chainId)
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  if (cursor) {
    // A block still on the chain vouches for all its ancestors: the hashes chain them.
    const current =
      cursor.number <= head
        ? await client.getBlock({ blockNumber: BigInt(cursor.number) })
        : undefined
    if (current?.hash !== cursor.hash) return undoReorg(parameters, cursor, head)
  }
  const from = cursor ? cursor.number + 1 : startBlock
  const newest = head - confirmations
  if (from > newest) return { kind: 'caught_up' }
  let read: Awaited<ReturnType<typeof readBlockTransfers>>
  for (;;) {
    const to = Math.min(newest, from + blockRange.size - 1)
    try {
      // A reorg while reading: only what links up comes back; the next step sees the rest.
      read = await readBlockTransfers(client, {
        from,
        to,
        parentHash: cursor?.hash,
        traces,
        chainId,
      })
    } catch (error) {
      if (!(error instanceof LogRangeRefusedError)) throw error
      blockRange.size = Math.max(1, Math.floor((to - from + 1) / 2))
      blockRange.fullSteps = 0
      continue
    }
    if (to - from + 1 === blockRange.size && blockRange.size < blockRange.max) {
      blockRange.fullSteps += 1
      if (blockRange.fullSteps >= stepsBeforeGrowing) {
        blockRange.size = Math.min(blockRange.max, blockRange.size * 2)
        blockRange.fullSteps = 0
      }
    }
    break
  }
  const { blocks, transfers } = read
  const last = blocks.at(-1)
  if (!last) return { kind: 'caught_up' }
  await db.transaction().execute(async (trx) => {
    await moveCursor(trx, {
      chainId,
      owner,
      cursor: { number: last.number, hash: last.hash },
      now: now(),
    })
    await trx
      .insertInto('chain_index_blocks')
      .values(
        // Only the window's: older ones would be deleted below (and a long range of them would
        // pass the bound-parameter limits).
        blocks.slice(-reorgWindow).map((block) => ({
          chain_id: chainId,
          number: block.number,
          hash: block.hash,
          parent_hash: block.parentHash,
        })),
      )
      .execute()
    // Chunks keep each statement under SQLite's and Postgres' bound-parameter limits.
    for (let index = 0; index < transfers.length; index += 500)
      await trx
        .insertInto('chain_transfers')
        .values(
          transfers
            .slice(index, index + 500)
            .map((transfer) => ({ ...transfer, chain_id: chainId })),
        )
        .execute()
    await trx
      .deleteFrom('chain_index_blocks')
      .where('chain_id', '=', chainId)
      .where('number', '<=', last.number - reorgWindow)
      .execute()
  })
  return { kind: 'indexed', from, to: last.number, transfers: transfers.length }
}
