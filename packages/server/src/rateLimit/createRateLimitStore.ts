import SqliteDatabase from 'better-sqlite3'
import { Redis } from 'ioredis'
import pg from 'pg'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterSQLite,
} from 'rate-limiter-flexible'
import type { Config } from '../config/loadConfig.js'
import { toSqlitePath } from '../db/createDatabase.js'
import type { Logger } from '../logger.js'
import type { RateLimitRule } from './rateLimitRules.js'

/** Where the quotas are counted, shared by every server instance that uses the same one. */
export type RateLimitStore = {
  /** `memory`, `database` (SQLite or Postgres) or `redis`. */
  kind: Config['rateLimitStore']
  /** A limiter for one quota, its keys under `prefix`. */
  limiter: (prefix: string, rule: RateLimitRule) => RateLimiterAbstract
  /** Closes the store's own connections. */
  close: () => Promise<void>
}

/** Parameters of `createRateLimitStore`. */
export type CreateRateLimitStoreParameters = {
  config: Pick<Config, 'rateLimitStore' | 'redisUrl' | 'databaseUrl'>
  logger?: Logger | undefined
}

/** The table of the `database` store (migration 0005, and created here for SQLite). */
const rateLimitTable = 'rate_limits'

const memoryLimiter = (prefix: string, rule: RateLimitRule) =>
  new RateLimiterMemory({ keyPrefix: prefix, points: rule.points, duration: rule.durationSeconds })

/**
 * Opens the store of the quotas (rate-limiter-flexible): `memory` (the default; per process),
 * `database` (the server's own database, over a connection of its own: a table `rate_limits`
 * shared by every instance on the same Postgres, or on the same SQLite file), or `redis`
 * (`REDIS_URL`). A store limiter falls back to a per-process memory limiter with the same quota
 * while its store fails (the "insurance" limiter), so an outage of Redis or the database
 * loosens the quotas to per-instance ones instead of failing every request.
 *
 * @example
 * const store = await createRateLimitStore({ config: loadConfig() })
 * const limiter = store.limiter('wallets', { points: 300, durationSeconds: 60 })
 */
export async function createRateLimitStore(
  parameters: CreateRateLimitStoreParameters,
): Promise<RateLimitStore> {
  const { config, logger } = parameters
  const withInsurance = (prefix: string, rule: RateLimitRule) => ({
    keyPrefix: prefix,
    points: rule.points,
    duration: rule.durationSeconds,
    insuranceLimiter: memoryLimiter(prefix, rule),
  })

  if (config.rateLimitStore === 'redis') {
    if (!config.redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL.')
    // Without the offline queue a command fails at once while Redis is away, and the insurance
    // limiter answers instead of requests waiting for a reconnect.
    const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: true })
    redis.on('error', (error: Error) =>
      logger?.error('rate-limit store error', { store: 'redis', reason: error.message }),
    )
    await redis.connect()
    return {
      kind: 'redis',
      limiter: (prefix, rule) =>
        new RateLimiterRedis({ storeClient: redis, ...withInsurance(prefix, rule) }),
      close: async () => {
        redis.disconnect()
      },
    }
  }

  if (config.rateLimitStore === 'database' && config.databaseUrl.startsWith('sqlite:')) {
    const path = toSqlitePath(config.databaseUrl)
    // sqlite::memory: is one process's database anyway; its own connection would be another.
    if (path === ':memory:' || path === '')
      return { kind: 'database', limiter: memoryLimiter, close: async () => {} }
    const database = new SqliteDatabase(path)
    database.pragma('busy_timeout = 5000')
    database.exec(
      `CREATE TABLE IF NOT EXISTS ${rateLimitTable} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
    )
    return {
      kind: 'database',
      limiter: (prefix, rule) =>
        new RateLimiterSQLite({
          storeClient: database,
          storeType: 'better-sqlite3',
          tableName: rateLimitTable,
          tableCreated: true,
          clearExpiredByTimeout: true,
          ...withInsurance(prefix, rule),
        }),
      close: async () => {
        database.close()
      },
    }
  }

  if (config.rateLimitStore === 'database') {
    // The table comes from migration 0005; the server migrates before it serves.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 })
    pool.on('error', (error) =>
      logger?.error('rate-limit store error', { store: 'database', reason: error.message }),
    )
    return {
      kind: 'database',
      limiter: (prefix, rule) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: rateLimitTable,
          tableCreated: true,
          clearExpiredByTimeout: true,
          ...withInsurance(prefix, rule),
        }),
      close: () => pool.end(),
    }
  }

  return { kind: 'memory', limiter: memoryLimiter, close: async () => {} }
}
