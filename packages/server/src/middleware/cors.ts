import { isOriginAllowed } from '@latch/core'
import type { MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'
import { idPattern } from '../http/idPattern.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'

/** Parameters of `cors`. */
export type CorsParameters = { db: Kysely<Database> }

/** How long a browser may cache a preflight answer, in seconds. */
export const preflightMaxAge = 600

async function allows(db: Kysely<Database>, projectId: string, origin: string): Promise<boolean> {
  if (!idPattern.test(projectId)) return false
  const origins = await getProjectOrigins(db, projectId)
  return origins !== undefined && isOriginAllowed(origin, origins)
}

/**
 * CORS per project: a request with an `Origin` and a `projectId` (query, or the body as the route
 * read it) gets `Access-Control-Allow-Origin: <origin>` only when the project allows that origin.
 * Never `*`, never credentials. Preflights can only use the query: they carry no body.
 */
export function cors({ db }: CorsParameters): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const queryProjectId = c.req.query('projectId')
    if (c.req.method === 'OPTIONS') {
      c.header('Vary', 'Origin')
      if (origin && queryProjectId && (await allows(db, queryProjectId, origin))) {
        c.header('Access-Control-Allow-Origin', origin)
        c.header('Access-Control-Allow-Methods', 'GET, POST')
        c.header('Access-Control-Allow-Headers', 'Content-Type')
        c.header('Access-Control-Max-Age', String(preflightMaxAge))
      }
      return c.body(null, 204)
    }
    await next()
    const projectId = c.get('projectId') ?? queryProjectId
    if (!projectId) return undefined
    // The answer depends on the origin, so caches must key on it, allowed or not.
    c.header('Vary', 'Origin', { append: true })
    if (origin && (await allows(db, projectId, origin)))
      c.header('Access-Control-Allow-Origin', origin)
    return undefined
  }
}
