import { expect, test } from 'vitest'
import { seededAt as at, openMigratedTo } from './openMigratedTo.js'

test('behavior: a session opened before rotation existed is a family of its own that ends when it did', async () => {
  const { db, migrator } = await openMigratedTo('0005_rate_limits')
  try {
    const end = '2026-01-09T03:04:05.000Z'
    // Written as 0002 knew the table.
    await db
      .insertInto('auth_sessions')
      .values({
        token_hash: 'ab'.repeat(32),
        user_id: 'u1',
        project_id: 'demo',
        created_at: at,
        expires_at: end,
      } as never)
      .execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    expect(await db.selectFrom('auth_sessions').selectAll().execute()).toEqual([
      {
        token_hash: 'ab'.repeat(32),
        family_id: 'ab'.repeat(32),
        user_id: 'u1',
        project_id: 'demo',
        created_at: at,
        expires_at: end,
        family_expires_at: end,
        retired_at: null,
      },
    ])
  } finally {
    await db.destroy()
  }
})
