import { isOriginAllowed } from '@latch/core'
import type { MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'
import { idPattern } from '../http/idPattern.js'
import { preflightMaxAge } from '../middleware/cors.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'

/** Parameters of `authCors`. */
export type AuthCorsParameters = {
  db: Kysely<Database>
  config: Pick<Config, 'frameOrigin'>
}

/**
 * Whether a browser origin may call the login routes of a project: one of the project's
 * origins (as everywhere else), or exactly `FRAME_ORIGIN`, the secure frame that serves every
 * project.
 */
export function isAuthOriginAllowed(
  origin: string,
  projectOrigins: readonly string[],
  frameOrigin: string | undefined,
): boolean {
  return (
    (frameOrigin !== undefined && origin === frameOrigin) || isOriginAllowed(origin, projectOrigins)
  )
}

/**
 * CORS of `/auth/v1/*`, mounted before the app's `cors`: like it, per project and never `*`,
 * but the frame origin is allowed too, preflights allow `Authorization` (bearer sessions) and
 * `X-Latch-Challenge` (the site's answer to the login challenge, for `verifyChallenge`), and
 * `Retry-After` is readable.
 */
export function authCors({ db, config }: AuthCorsParameters): MiddlewareHandler<AppEnv> {
  const allows = async (origin: string | undefined, projectId: string | undefined) => {
    if (!origin) return false
    // The frame origin needs no project lookup.
    const origins =
      origin !== config.frameOrigin && projectId && idPattern.test(projectId)
        ? await getProjectOrigins(db, projectId)
        : undefined
    return isAuthOriginAllowed(origin, origins ?? [], config.frameOrigin)
  }
  return async (c, next) => {
    const origin = c.req.header('origin')
    const projectId = c.req.query('projectId')
    if (c.req.method === 'OPTIONS') {
      c.header('Vary', 'Origin')
      if (await allows(origin, projectId)) {
        c.header('Access-Control-Allow-Origin', origin)
        c.header('Access-Control-Allow-Methods', 'GET, POST, PUT')
        c.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Latch-Challenge')
        c.header('Access-Control-Max-Age', String(preflightMaxAge))
      }
      return c.body(null, 204)
    }
    await next()
    if (!/\bOrigin\b/i.test(c.res.headers.get('vary') ?? ''))
      c.header('Vary', 'Origin', { append: true })
    if (await allows(origin, projectId)) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', 'Retry-After')
    }
    return undefined
  }
}
