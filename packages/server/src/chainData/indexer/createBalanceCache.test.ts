import type { TokenBalance } from '@latch/core'
import { databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
import { sampleTransfer } from '../../db/migrations/sampleTransfer.js'
import { createBalanceCache } from './createBalanceCache.js'

const chainId = 'eip155:31337'
const alice = { chainId, address: `0x${'AA'.repeat(20)}` }
const bob = { chainId, address: `0x${'bb'.repeat(20)}` }
const hashOf = (number: number, fork = 0) => `0x${fork}${String(number).padStart(63, '0')}`

describe.each(databases)('$name', (database) => {
  const handle = useTestDatabase(database)

  /** The index as the indexer leaves it at `number`: its blocks and the cursor. */
  async function indexed(number: number, fork = 0) {
    const { db } = handle
    await db.deleteFrom('chain_index_blocks').where('number', '>', number).execute()
    await db
      .insertInto('chain_index_blocks')
      .values({ chain_id: chainId, number, hash: hashOf(number, fork), parent_hash: '0x0' })
      .onConflict((conflict) =>
        conflict.columns(['chain_id', 'number']).doUpdateSet({ hash: hashOf(number, fork) }),
      )
      .execute()
    await db
      .updateTable('chain_index_cursors')
      .set({ block_number: number, block_hash: hashOf(number, fork) })
      .where('chain_id', '=', chainId)
      .execute()
  }

  const transfer = (number: number, to: string) =>
    handle.db
      .insertInto('chain_transfers')
      .values({
        ...sampleTransfer,
        block_number: number,
        tx_hash: hashOf(number, 9),
        to_address: to.toLowerCase(),
      })
      .execute()

  /** A cache whose loads count and answer the count. */
  async function setUp(options: { maxEntries?: number } = {}) {
    const { db } = handle
    for (const table of ['chain_transfers', 'chain_index_blocks', 'chain_index_cursors'] as const)
      await db.deleteFrom(table).execute()
    await db
      .insertInto('chain_index_cursors')
      .values({ chain_id: chainId, updated_at: new Date(0).toISOString() })
      .execute()
    await indexed(10)
    let clock = 0
    const cache = createBalanceCache({ db, ttlMs: 1000, now: () => clock, ...options })
    const loads: string[] = []
    const read = (account: typeof alice, fresh?: boolean) =>
      cache(
        account,
        async () => {
          loads.push(account.address)
          return [{ symbol: String(loads.length) } as TokenBalance]
        },
        { fresh },
      )
    return { read, loads, tick: (ms: number) => (clock += ms) }
  }

  handle.test('default: reused within the TTL; concurrent reads share one load', async () => {
    const { read, loads, tick } = await setUp()
    const [first, second] = await Promise.all([read(alice), read(alice)])
    expect(first).toBe(second)
    tick(999)
    expect(await read({ ...alice, address: alice.address.toLowerCase() })).toBe(first)
    tick(1)
    expect(await read(alice)).not.toBe(first)
    expect(loads).toEqual([alice.address, alice.address])
  })

  handle.test(
    "behavior: a transfer indexed for the account drops its entry, others' do not",
    async () => {
      const { read, loads } = await setUp()
      const before = await read(alice)
      await indexed(11)
      await transfer(11, bob.address)
      expect(await read(alice)).toBe(before)
      await indexed(12)
      await transfer(12, alice.address)
      expect(await read(alice)).not.toBe(before)
      expect(loads).toEqual([alice.address, alice.address])
    },
  )

  handle.test('behavior: a reorg at or below the block an entry was read at drops it', async () => {
    const { read, loads } = await setUp()
    await read(alice)
    // Undone back below block 10.
    await indexed(9)
    await read(alice)
    // Indexed again on another fork, above where the entry was read: block 9 stays.
    await indexed(11, 1)
    await read(alice)
    expect(loads).toHaveLength(2)
    // Another fork from block 9 on, indexed as far as before.
    await indexed(9, 2)
    await indexed(11, 2)
    await read(alice)
    expect(loads).toHaveLength(3)
  })

  handle.test(
    'behavior: the least recently read account goes first; a failed load is not kept',
    async () => {
      const { read, loads } = await setUp({ maxEntries: 1 })
      await read(alice)
      await read(bob)
      await read(alice)
      expect(loads).toEqual([alice.address, bob.address, alice.address])
      const cache = createBalanceCache({ db: handle.db })
      await expect(cache(alice, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
      expect(await cache(alice, async () => [])).toEqual([])
    },
  )

  handle.test('behavior: a fresh read loads past a usable entry, and is the one kept', async () => {
    const { read, loads } = await setUp()
    const first = await read(alice)
    const fresh = await read(alice, true)
    expect(fresh).not.toBe(first)
    expect(await read(alice)).toBe(fresh)
    expect(loads).toHaveLength(2)
  })
})
