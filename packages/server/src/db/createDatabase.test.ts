import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databases, useTestDatabase } from '@latch/test/server'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { createDatabase, toSqlitePath } from './createDatabase.js'
import { getDialectName } from './getDialectName.js'
import { migrateToLatest } from './migrateToLatest.js'

describe('createDatabase', () => {
  test('parameters: sqlite URLs', () => {
    expect(toSqlitePath('sqlite::memory:')).toBe(':memory:')
    expect(toSqlitePath('sqlite:/tmp/x.sqlite')).toBe('/tmp/x.sqlite')
    expect(toSqlitePath('sqlite:///tmp/x.sqlite')).toBe('/tmp/x.sqlite')
    expect(toSqlitePath('sqlite:data/x.sqlite')).toBe(join(process.cwd(), 'data/x.sqlite'))
  })

  test('default: a SQLite file in WAL mode, its folder created', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-db-'))
    try {
      const db = createDatabase({ url: `sqlite:${join(dir, 'nested', 'latch.sqlite')}` })
      expect(getDialectName(db)).toBe('sqlite')
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
      expect(rows[0]?.journal_mode).toBe('wal')
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1)
      await db.destroy()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('parameters: sqlite::memory:', async () => {
    const db = createDatabase({ url: 'sqlite::memory:' })
    expect(await migrateToLatest(db)).toEqual([
      '0001_initial',
      '0002_email_login',
      '0003_key_shares',
      '0004_key_share_confirmation',
      '0005_rate_limits',
      '0006_session_rotation',
      '0007_chain_index',
      '0008_chain_history_order',
      '0009_social_login',
      '0010_siwx',
      '0011_farcaster',
    ])
    await db.destroy()
  })

  test('error: other URLs', () => {
    for (const url of ['mysql://x', 'sqlite:', 'file:x.sqlite'])
      expect(() => createDatabase({ url })).toThrow('Invalid setting DATABASE_URL')
  })
})

describe.each(databases)('migrateToLatest ($name)', (database) => {
  const handle = useTestDatabase(database)

  handle.test('behavior: a second run does nothing; the schema is complete', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([])
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name).sort()
    expect(tables).toEqual([
      'analytics_events',
      'auth_email_changes',
      'auth_identities',
      'auth_key_shares',
      'auth_otps',
      'auth_send_events',
      'auth_sessions',
      'auth_social_attempts',
      'auth_users',
      'chain_index_blocks',
      'chain_index_cursors',
      'chain_tokens',
      'chain_transfers',
      'farcaster_channels',
      'images',
      'project_origins',
      'projects',
      'rate_limits',
      'siwx_nonces',
      'siwx_sessions',
      'wallets',
    ])
  })

  handle.test('behavior: deleting a project deletes its origins', async () => {
    await handle.db
      .insertInto('projects')
      .values({ id: 'p', name: 'P', created_at: '2026-01-01' })
      .execute()
    await handle.db
      .insertInto('project_origins')
      .values({ project_id: 'p', origin: 'https://a.com' })
      .execute()
    await handle.db.deleteFrom('projects').where('id', '=', 'p').execute()
    expect(await handle.db.selectFrom('project_origins').selectAll().execute()).toEqual([])
  })

  handle.test('behavior: bytes round-trip exactly', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    await handle.db
      .insertInto('images')
      .values({
        id: 'bytes',
        content_type: 'image/png',
        bytes: Buffer.from(bytes),
        etag: '"x"',
        created_at: '',
      })
      .execute()
    const row = await handle.db
      .selectFrom('images')
      .select('bytes')
      .where('id', '=', 'bytes')
      .executeTakeFirstOrThrow()
    expect(new Uint8Array(row.bytes)).toEqual(bytes)
  })
})
