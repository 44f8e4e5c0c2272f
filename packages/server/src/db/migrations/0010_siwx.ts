import type { Kysely, Migration } from 'kysely'

/**
 * Sign In With X (`/siwx/v1`): the nonces the server issued, kept (by hash) until they expire so
 * that a used one is told from an unknown one, and the sessions a verified message opened, kept
 * until they expire so that a signed-out token stays refused. Both are cleaned by expiry.
 */
export const siwx: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('siwx_nonces')
      .addColumn('nonce_hash', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute()
    await db.schema
      .createIndex('siwx_nonces_expires_at_idx')
      .on('siwx_nonces')
      .column('expires_at')
      .execute()

    await db.schema
      .createTable('siwx_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('chain_id', 'text', (column) => column.notNull())
      .addColumn('domain', 'text', (column) => column.notNull())
      .addColumn('issued_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .execute()
    await db.schema
      .createIndex('siwx_sessions_expires_at_idx')
      .on('siwx_sessions')
      .column('expires_at')
      .execute()
  },
}
