import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { InvalidSettingError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Database } from './schema.js'

/** Parameters of `createDatabase`. */
export type CreateDatabaseParameters = {
  /** `sqlite:<path>`, `sqlite::memory:`, or `postgres://user@host:port/database`. */
  url: string
  logger?: Logger | undefined
}

/** The SQLite file (or `:memory:`) named by a `sqlite:` URL; `sqlite:///abs/path` also works. */
export function toSqlitePath(url: string): string {
  const rest = url.slice('sqlite:'.length)
  if (rest === ':memory:' || rest === '') return rest
  return resolve(rest.startsWith('//') ? rest.slice(2) : rest)
}

/** Opens the database named by `url`: better-sqlite3 (WAL) or a pg pool, behind one Kysely. */
export function createDatabase(parameters: CreateDatabaseParameters): Kysely<Database> {
  const { url, logger } = parameters
  if (url.startsWith('sqlite:')) {
    const path = toSqlitePath(url)
    if (path === '') throw new InvalidSettingError('Invalid setting DATABASE_URL: no SQLite path.')
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    const database = new SqliteDatabase(path)
    // WAL lets readers run while the one writer writes; NORMAL is durable at every checkpoint
    // under WAL. A busy timeout covers the CLI writing while the server runs.
    if (path !== ':memory:') database.pragma('journal_mode = WAL')
    database.pragma('synchronous = NORMAL')
    database.pragma('foreign_keys = ON')
    database.pragma('busy_timeout = 5000')
    return new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
    // An idle client whose connection drops emits this; unhandled, it would end the process.
    pool.on('error', (error) => logger?.error('database pool error', { error }))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  throw new InvalidSettingError(
    'Invalid setting DATABASE_URL: expected sqlite:<path>, sqlite::memory: or postgres://...',
  )
}
