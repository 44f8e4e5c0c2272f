import type { Kysely, Migration } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/**
 * The quotas of `RATE_LIMIT_STORE=database`, shared by every instance on this database: the
 * table rate-limiter-flexible reads and writes (`key`, `points`, `expire` in epoch ms).
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = getDialectName(db) === 'postgres'
    await db.schema
      .createTable('rate_limits')
      .ifNotExists()
      .addColumn('key', postgres ? 'varchar(255)' : 'text', (column) => column.primaryKey())
      .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expire', postgres ? 'bigint' : 'integer')
      .execute()
  },
}
