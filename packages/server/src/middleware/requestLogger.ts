import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger.js'

/** Logs one line per request: method, path (never the query or body), status and duration. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    logger.info('request', {
      method: c.req.method,
      path: c.req.path.slice(0, 256),
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    })
  }
}
