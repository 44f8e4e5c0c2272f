import { Hono } from 'hono'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'
import { parseInput } from '../http/parseInput.js'
import { getWalletsQuerySchema } from '../wallets/getWalletsQuerySchema.js'
import { queryWallets } from '../wallets/queryWallets.js'

/** Parameters of `wallets`. */
export type WalletsParameters = { db: Kysely<Database> }

/**
 * `GET /getWallets`: the registry is public data, so any well-formed project id may read it;
 * CORS still answers only the project's origins.
 */
export function wallets({ db }: WalletsParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get(
    '/getWallets',
    validator('query', (value) => parseInput(getWalletsQuerySchema, value, 'query parameter')),
    async (c) => {
      const { projectId: _, st: __, sv: ___, ...query } = c.req.valid('query')
      return c.json(await queryWallets(db, query))
    },
  )
  return app
}
