import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { seededAt as at, openMigratedTo } from './openMigratedTo.js'

test('behavior: the users table is rebuilt with a nullable email, and what pointed at its users still does', async () => {
  const { db, migrator } = await openMigratedTo('0008_chain_history_order')
  try {
    await db
      .insertInto('auth_sessions')
      .values({
        token_hash: 'ab'.repeat(32),
        family_id: 'f1',
        user_id: 'u1',
        project_id: 'demo',
        created_at: at,
        expires_at: at,
        family_expires_at: at,
        retired_at: null,
      })
      .execute()
    expect((await migrator.migrateTo('0009_social_login')).error).toBeUndefined()

    expect(await db.selectFrom('auth_users').selectAll().execute()).toEqual([
      { id: 'u1', project_id: 'demo', email: 'a@example.com', created_at: at, last_login_at: at },
    ])
    // A social login without an email is a user now; two of them do not clash.
    for (const id of ['u2', 'u3'])
      await db
        .insertInto('auth_users')
        .values({ id, project_id: 'demo', email: null, created_at: at, last_login_at: at })
        .execute()
    // The email stays unique per project.
    await expect(
      db
        .insertInto('auth_users')
        .values({
          id: 'u4',
          project_id: 'demo',
          email: 'a@example.com',
          created_at: at,
          last_login_at: at,
        })
        .execute(),
    ).rejects.toThrow(/UNIQUE/)
    // Foreign keys are on again, and the sessions still cascade from their user.
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]).toEqual({
      foreign_keys: 1,
    })
    await db.deleteFrom('auth_users').where('id', '=', 'u1').execute()
    expect(await db.selectFrom('auth_sessions').selectAll().execute()).toEqual([])
  } finally {
    await db.destroy()
  }
})
