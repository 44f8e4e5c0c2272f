import type { Kysely, Migration } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/**
 * The built-in EVM indexer's tables (issue 13): per chain, the cursor (the last indexed block
 * and the lease of the one instance that indexes it), the recent blocks seen (to find where a
 * reorg forked), the transfers recorded, and the token metadata learned on the way. Block
 * numbers are `bigint` on Postgres (pg reads them as strings; readers convert).
 */
export const chainIndex: Migration = {
  async up(db: Kysely<unknown>) {
    const blockNumber = getDialectName(db) === 'postgres' ? 'bigint' : 'integer'
    await db.schema
      .createTable('chain_index_cursors')
      .addColumn('chain_id', 'text', (column) => column.primaryKey())
      // Null until the first block is indexed.
      .addColumn('block_number', blockNumber)
      .addColumn('block_hash', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createTable('chain_index_blocks')
      .addColumn('chain_id', 'text', (column) => column.notNull())
      .addColumn('number', blockNumber, (column) => column.notNull())
      .addColumn('hash', 'text', (column) => column.notNull())
      .addColumn('parent_hash', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('chain_index_blocks_pk', ['chain_id', 'number'])
      .execute()
    await db.schema
      .createTable('chain_transfers')
      .addColumn('chain_id', 'text', (column) => column.notNull())
      .addColumn('block_number', blockNumber, (column) => column.notNull())
      .addColumn('block_hash', 'text', (column) => column.notNull())
      .addColumn('tx_hash', 'text', (column) => column.notNull())
      .addColumn('tx_index', 'integer', (column) => column.notNull())
      // -1 for the native value of the transaction itself.
      .addColumn('log_index', 'integer', (column) => column.notNull())
      // The position within a TransferBatch log; 0 otherwise.
      .addColumn('item_index', 'integer', (column) => column.notNull())
      .addColumn('from_address', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      // Null for the native currency.
      .addColumn('token_address', 'text')
      .addColumn('standard', 'text', (column) => column.notNull())
      .addColumn('token_id', 'text')
      .addColumn('amount', 'text', (column) => column.notNull())
      .addColumn('timestamp', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('chain_transfers_pk', [
        'chain_id',
        'tx_hash',
        'log_index',
        'item_index',
      ])
      .execute()
    // History and holdings read an account's transfers either way; a reorg deletes by block.
    for (const column of ['from_address', 'to_address', 'block_number'] as const)
      await db.schema
        .createIndex(`chain_transfers_${column}_idx`)
        .on('chain_transfers')
        .columns(['chain_id', column])
        .execute()
    await db.schema
      .createTable('chain_tokens')
      .addColumn('chain_id', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('standard', 'text', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('symbol', 'text')
      .addColumn('decimals', 'integer')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('chain_tokens_pk', ['chain_id', 'address'])
      .execute()
  },
}
