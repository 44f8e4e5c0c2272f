import { Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'
import { ServiceUnavailableError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import type { Logger } from '../logger.js'

/** Parameters of `health`. */
export type HealthParameters = { db: Kysely<Database>; logger: Logger }

/** A readiness check that takes longer than this counts as a failure. */
const readyTimeoutMs = 3_000

/** `GET /health` (the process is up) and `GET /ready` (the database answers). */
export function health({ db, logger }: HealthParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/ready', async (c) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), readyTimeoutMs)
        }),
      ])
    } catch (error) {
      logger.warn('database not ready', { error })
      throw new ServiceUnavailableError('The database is not reachable.')
    } finally {
      clearTimeout(timer)
    }
    return c.json({ status: 'ready' })
  })
  return app
}
