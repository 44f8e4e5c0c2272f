import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '@latch/server'
import { createDatabase, migrateToLatest } from '@latch/server'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, test } from 'vitest'
import type { TestDatabase } from './databases.js'

/** What `useTestDatabase` gives a suite. */
export type TestDatabaseHandle = {
  /** `test`, or `test.skip` when the database is not available. */
  test: typeof test
  /** The suite's migrated database. */
  readonly db: Kysely<Database>
  /** Its URL, for code that opens its own connection (the CLI). */
  readonly url: string
  /** Deletes every row, for tests that need an empty database. */
  reset: () => Promise<void>
}

// Children before parents, so that foreign keys never stop a delete.
const tables = [
  'auth_email_changes',
  'auth_sessions',
  'auth_otps',
  'auth_social_attempts',
  'auth_identities',
  'auth_users',
  'auth_send_events',
  'project_origins',
  'projects',
  'wallets',
  'images',
  'analytics_events',
  'chain_transfers',
  'chain_index_blocks',
  'chain_index_cursors',
  'chain_tokens',
] as const

/**
 * Gives the enclosing `describe` its own database, created before its tests and dropped after:
 * a temporary SQLite file (WAL, as in production), or a fresh Postgres database on the test
 * server, so suites never see each other's rows and can run in parallel.
 */
export function useTestDatabase(database: TestDatabase): TestDatabaseHandle {
  let db: Kysely<Database> | undefined
  let url: string | undefined
  let cleanup: (() => Promise<void>) | undefined
  const available = database.url !== undefined

  beforeAll(async () => {
    if (!database.url) return
    if (database.name === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'latch-test-'))
      url = `sqlite:${join(dir, 'latch.sqlite')}`
      cleanup = async () => rmSync(dir, { recursive: true, force: true })
    } else {
      const name = `latch_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: database.url })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const target = new URL(database.url)
      target.pathname = `/${name}`
      url = target.toString()
      const adminUrl = database.url
      cleanup = async () => {
        const client = new pg.Client({ connectionString: adminUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      }
    }
    db = createDatabase({ url })
    await migrateToLatest(db)
  })

  afterAll(async () => {
    await db?.destroy()
    await cleanup?.()
  })

  return {
    test: available ? test : (test.skip as typeof test),
    get db() {
      if (!db) throw new Error('The test database is not open (outside a test?).')
      return db
    },
    get url() {
      if (!url) throw new Error('The test database is not open (outside a test?).')
      return url
    },
    reset: async () => {
      if (!db) return
      for (const table of tables) await db.deleteFrom(table).execute()
    },
  }
}
