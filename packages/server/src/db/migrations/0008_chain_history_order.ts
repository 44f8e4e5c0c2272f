import type { Kysely, Migration } from 'kysely'

/**
 * An account's history newest first, read as two halves (the transfers it sent, the ones it
 * received; see `readIndexedHistory`): each half is one range of an index on the account's
 * column, already in block and transaction order and holding the hash, so a page reads about its
 * own rows from each index, and neither database sorts the account's whole history. They replace
 * 0007's indexes on `(chain_id, from_address)` and `(chain_id, to_address)`, of which they are an
 * extension.
 */
export const chainHistoryOrder: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['from_address', 'to_address'] as const) {
      await db.schema
        .createIndex(`chain_transfers_${column}_order_idx`)
        .on('chain_transfers')
        .columns(['chain_id', column, 'block_number', 'tx_index', 'tx_hash'])
        .execute()
      await db.schema.dropIndex(`chain_transfers_${column}_idx`).execute()
    }
  },
}
