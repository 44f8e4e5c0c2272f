import { databases, useTestDatabase } from '@latch/test/server'
import { type Kysely, sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { getDialectName } from '../getDialectName.js'
import type { Database } from '../schema.js'
import { openMigratedTo } from './openMigratedTo.js'
import { sampleTransfer } from './sampleTransfer.js'

const transfer = sampleTransfer
const account = transfer.from_address

/** The indexes on chain_transfers, by name, with their columns in order. */
async function transferIndexes(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const indexes: Record<string, string[]> = {}
  if (getDialectName(db) === 'postgres') {
    const { rows } = await sql<{ name: string; columns: string[] }>`
      select i.relname as name,
        array(select a.attname::text from unnest(x.indkey) with ordinality as k(attnum, n)
          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
          order by k.n) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname = 'chain_transfers' and not x.indisprimary`.execute(db)
    for (const { name, columns } of rows) indexes[name] = columns
    return indexes
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'index' and tbl_name = 'chain_transfers' and sql is not null`.execute(db)
  for (const { name } of rows) {
    const info = await sql<{
      name: string
    }>`select name from pragma_index_info(${name}) order by seqno`.execute(db)
    indexes[name] = info.rows.map((column) => column.name)
  }
  return indexes
}

const ordered = (column: string) => ['chain_id', column, 'block_number', 'tx_index', 'tx_hash']

test('behavior: the transfers written before keep, under the new indexes', async () => {
  const { db, migrator } = await openMigratedTo('0007_chain_index')
  try {
    await db.insertInto('chain_transfers').values(transfer).execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    expect(await db.selectFrom('chain_transfers').select('tx_hash').execute()).toEqual([
      { tx_hash: transfer.tx_hash },
    ])
    // An account's newest transactions are one backward range of the index, no sort.
    const { rows } = await sql<{ detail: string }>`explain query plan
      select distinct block_number, tx_index, tx_hash from chain_transfers
      where chain_id = ${transfer.chain_id} and from_address = ${account}
      order by block_number desc, tx_index desc, tx_hash desc limit 3`.execute(db)
    expect(rows.map((row) => row.detail)).toEqual([
      'SEARCH chain_transfers USING COVERING INDEX chain_transfers_from_address_order_idx (chain_id=? AND from_address=?)',
    ])
  } finally {
    await db.destroy()
  }
})

describe.each(databases)('$name', (database) => {
  const handle = useTestDatabase(database)

  handle.test('default: the account indexes hold the history order', async () => {
    expect(await transferIndexes(handle.db)).toEqual({
      chain_transfers_block_number_idx: ['chain_id', 'block_number'],
      chain_transfers_from_address_order_idx: ordered('from_address'),
      chain_transfers_to_address_order_idx: ordered('to_address'),
    })
  })
})
