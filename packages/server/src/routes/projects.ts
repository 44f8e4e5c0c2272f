import type { GetOriginsResponse } from '@latch/core'
import { Hono } from 'hono'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema.js'
import { NotFoundError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { parseInput } from '../http/parseInput.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import { projectIdParameter } from '../wallets/getWalletsQuerySchema.js'

/** Parameters of `projects`. */
export type ProjectsParameters = { db: Kysely<Database> }

const querySchema = z.object({ projectId: projectIdParameter })

/** `GET /projects/v1/origins`: the project's allowed origins; 404 for an unknown project. */
export function projects({ db }: ProjectsParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get(
    '/projects/v1/origins',
    validator('query', (value) => parseInput(querySchema, value, 'query parameter')),
    async (c) => {
      const { projectId } = c.req.valid('query')
      const allowedOrigins = await getProjectOrigins(db, projectId)
      if (!allowedOrigins)
        throw new NotFoundError(`Project ${projectId} does not exist.`, { code: 'unknown_project' })
      return c.json({ allowedOrigins } satisfies GetOriginsResponse)
    },
  )
  return app
}
