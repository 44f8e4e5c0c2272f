import type { Kysely, Transaction } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../../db/schema.js'
import { leaseTtlMs } from './chainLease.js'
import { type BlockTransfer, type IndexedBlock, readBlockTransfers } from './readBlockTransfers.js'

/** How many recent blocks are kept to find where a reorg forked. */
const reorgWindow = 256

/** Blocks read and stored per step (one database transaction). */
const blocksPerStep = 50

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
  now?: (() => Date) | undefined
}

/** What one step did: stored blocks, undid a reorg, or found nothing new to index. */
export type IndexChainResult =
  | { kind: 'indexed'; from: number; to: number; transfers: number }
  | { kind: 'reorg'; backTo: number | null }
  | { kind: 'caught_up' }

type Cursor = { number: number; hash: string }

async function readCursor(db: Kysely<Database>, chainId: string): Promise<Cursor | undefined> {
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
 * the chain (else undoes the removed blocks' rows and returns), then reads up to 50 confirmed
 * blocks after it and stores their transfers, the blocks and the new cursor in one transaction,
 * so a restart resumes with no gap and no duplicate. Every write checks the caller still holds
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
  const to = Math.min(head - confirmations, from + blocksPerStep - 1)
  if (from > to) return { kind: 'caught_up' }
  const blocks: IndexedBlock[] = []
  const transfers: BlockTransfer[] = []
  let parentHash = cursor?.hash
  for (let number = from; number <= to; number++) {
    const read = await readBlockTransfers(client, number)
    // A reorg while reading: keep what links up; the next step sees the rest.
    if (!read || (parentHash !== undefined && read.block.parentHash !== parentHash)) break
    blocks.push(read.block)
    transfers.push(...read.transfers)
    parentHash = read.block.hash
  }
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
        blocks.map((block) => ({
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
