import type { Kysely, Migration } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/** The embedded wallet's AUTH key shares, one per user, under envelope encryption. */
export const keyShares: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = getDialectName(db) === 'postgres' ? 'bytea' : 'blob'
    await db.schema
      .createTable('auth_key_shares')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('kek_id', 'text', (column) => column.notNull())
      .addColumn('wrapped_dek', bytes, (column) => column.notNull())
      .addColumn('dek_iv', bytes, (column) => column.notNull())
      .addColumn('share_ciphertext', bytes, (column) => column.notNull())
      .addColumn('share_iv', bytes, (column) => column.notNull())
      .addColumn('eip155_address', 'text', (column) => column.notNull())
      .addColumn('solana_address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
    // Rotation reads the rows of one KEK.
    await db.schema
      .createIndex('auth_key_shares_kek_id_idx')
      .on('auth_key_shares')
      .column('kek_id')
      .execute()
  },
}
