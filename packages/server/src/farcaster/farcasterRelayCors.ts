import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/appEnv.js'
import { preflightMaxAge } from '../middleware/cors.js'

/**
 * CORS of the Farcaster relay (`/farcaster/*`), mounted before the app's `cors`. Unlike the
 * project routes it answers every origin (`*`, never credentials): the relay speaks a bearer
 * protocol to clients that are not pages of a project (the Farcaster client that signs is an
 * app of its own), and it checks what matters itself: channel creation refuses an `Origin` that
 * is not the project's (or `FRAME_ORIGIN`), a channel answers only its token, and
 * `authenticate` only the relay key. Preflights allow `Authorization` and the relay-key header.
 */
export function farcasterRelayCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Origin', '*')
      c.header('Access-Control-Allow-Methods', 'GET, POST')
      c.header(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, X-Farcaster-Auth-Relay-Key',
      )
      c.header('Access-Control-Max-Age', String(preflightMaxAge))
      return c.body(null, 204)
    }
    await next()
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Expose-Headers', 'Retry-After')
    return undefined
  }
}
