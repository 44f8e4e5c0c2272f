import { databases, useTestDatabase } from '@latch/test/server'
import { describe, expect, test } from 'vitest'
import { openMigratedTo } from './openMigratedTo.js'
import { sampleTransfer } from './sampleTransfer.js'

const transfer = sampleTransfer

test('behavior: the indexer tables arrive empty beside the rows written before', async () => {
  const { db, migrator } = await openMigratedTo('0006_session_rotation')
  try {
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    expect(await db.selectFrom('auth_users').select('id').execute()).toEqual([{ id: 'u1' }])
    expect(await db.selectFrom('chain_transfers').selectAll().execute()).toEqual([])
    expect(await db.selectFrom('chain_index_cursors').selectAll().execute()).toEqual([])
  } finally {
    await db.destroy()
  }
})

describe.each(databases)('$name', (database) => {
  const handle = useTestDatabase(database)

  handle.test('behavior: one row per transfer, block numbers and amounts kept exact', async () => {
    const { db } = handle
    await db.insertInto('chain_transfers').values(transfer).execute()
    await expect(db.insertInto('chain_transfers').values(transfer).execute()).rejects.toThrow()
    await db
      .insertInto('chain_transfers')
      .values({ ...transfer, log_index: 3, item_index: 1, standard: 'erc1155', token_id: '5' })
      .execute()
    const rows = await db
      .selectFrom('chain_transfers')
      .select(['block_number', 'amount', 'log_index'])
      .orderBy('log_index')
      .execute()
    expect(rows.map((row) => ({ ...row, block_number: Number(row.block_number) }))).toEqual([
      { block_number: 7, amount: transfer.amount, log_index: -1 },
      { block_number: 7, amount: transfer.amount, log_index: 3 },
    ])
    await db
      .insertInto('chain_index_blocks')
      .values({ chain_id: 'eip155:31337', number: 2 ** 40, hash: '0x1', parent_hash: '0x0' })
      .execute()
    const [block] = await db.selectFrom('chain_index_blocks').select('number').execute()
    expect(Number(block?.number)).toBe(2 ** 40)
  })
})
