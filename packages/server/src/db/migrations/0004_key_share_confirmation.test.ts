import { expect, test } from 'vitest'
import { seededAt as at, openMigratedTo } from './openMigratedTo.js'

test('behavior: shares stored before confirmation existed count as confirmed; new ones start pending', async () => {
  const { db, migrator } = await openMigratedTo('0003_key_shares')
  try {
    const bytes = Buffer.alloc(12)
    const share = {
      project_id: 'demo',
      kek_id: 'k1',
      wrapped_dek: bytes,
      dek_iv: bytes,
      share_ciphertext: bytes,
      share_iv: bytes,
      eip155_address: `0x${'ab'.repeat(20)}`,
      solana_address: 'So11111111111111111111111111111111111111112',
      created_at: at,
      updated_at: at,
    }
    // Written as 0003 knew the table: without `confirmed_at`.
    await db
      .insertInto('auth_key_shares')
      .values({ user_id: 'u1', ...share } as never)
      .execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const rows = await db
      .selectFrom('auth_key_shares')
      .select(['user_id', 'confirmed_at'])
      .execute()
    expect(rows).toEqual([{ user_id: 'u1', confirmed_at: at }])
  } finally {
    await db.destroy()
  }
})
