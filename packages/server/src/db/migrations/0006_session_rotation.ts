import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Rotating sessions (SECURITY.md T25): every token of one login shares a `family_id` and the
 * login's absolute end, `family_expires_at`; a token replaced by a newer one has `retired_at`.
 * A session opened before this migration becomes a family of its own (its token hash is the id)
 * that ends when it did.
 */
export const sessionRotation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('auth_sessions')
      .addColumn('family_id', 'text', (column) => column.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('auth_sessions')
      .addColumn('family_expires_at', 'text', (column) => column.notNull().defaultTo(''))
      .execute()
    await db.schema.alterTable('auth_sessions').addColumn('retired_at', 'text').execute()
    await sql`update auth_sessions set family_id = token_hash, family_expires_at = expires_at`.execute(
      db,
    )
    await db.schema
      .createIndex('auth_sessions_family_id_idx')
      .on('auth_sessions')
      .column('family_id')
      .execute()
  },
}
