import { type Kysely, Migrator } from 'kysely'
import { expect } from 'vitest'
import { createDatabase } from '../createDatabase.js'
import { migrations } from '../migrateToLatest.js'
import type { Database } from '../schema.js'

/** When the rows of {@link openMigratedTo} were made. */
export const seededAt = '2026-01-02T03:04:05.000Z'

/**
 * An in-memory SQLite database migrated up to `migration` only, holding the project 'demo' and
 * its user 'u1', for a test of what a later migration does to rows written before it. `migrator`
 * runs the rest. Destroy `db` after the test. Test-only.
 *
 * @example
 * const { db, migrator } = await openMigratedTo('0003_key_shares')
 */
export async function openMigratedTo(
  migration: string,
): Promise<{ db: Kysely<Database>; migrator: Migrator }> {
  const db = createDatabase({ url: 'sqlite::memory:' })
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  expect((await migrator.migrateTo(migration)).error).toBeUndefined()
  await db
    .insertInto('projects')
    .values({ id: 'demo', name: 'Demo', created_at: seededAt })
    .execute()
  await db
    .insertInto('auth_users')
    .values({
      id: 'u1',
      project_id: 'demo',
      email: 'a@example.com',
      created_at: seededAt,
      last_login_at: seededAt,
    })
    .execute()
  return { db, migrator }
}
