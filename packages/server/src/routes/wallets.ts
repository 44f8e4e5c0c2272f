import { Hono } from 'hono'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'
import { parseInput } from '../http/parseInput.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { getWalletsQuerySchema } from '../wallets/getWalletsQuerySchema.js'
import { queryWallets } from '../wallets/queryWallets.js'

/** Parameters of `wallets`. */
export type WalletsParameters = {
  db: Kysely<Database>
  /** The app's quotas; the list has the `wallets` quota per client source. */
  limits: RateLimits
  trustProxy: boolean
}

/**
 * `GET /getWallets`: the registry is public data, so any well-formed project id may read it;
 * CORS still answers only the project's origins.
 */
export function wallets({ db, limits, trustProxy }: WalletsParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get(
    '/getWallets',
    limitBySource({ limits, family: 'wallets', trustProxy }),
    validator('query', (value) => parseInput(getWalletsQuerySchema, value, 'query parameter')),
    async (c) => {
      const { projectId: _, st: __, sv: ___, ...query } = c.req.valid('query')
      return c.json(await queryWallets(db, query))
    },
  )
  return app
}
