import type { MiddlewareHandler } from 'hono'
import { throttledError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { readSourceKey } from '../http/clientAddress.js'
import type { RateLimits } from './createRateLimits.js'
import type { RateLimitFamily } from './rateLimitRules.js'

/** Parameters of `limitBySource`. */
export type LimitBySourceParameters = {
  limits: RateLimits
  family: RateLimitFamily
  /** Read the client from `X-Forwarded-For` (`TRUST_PROXY`). */
  trustProxy: boolean
  /**
   * The error of a refused request. Defaults to 429 `throttled` with `retryAfterSeconds` (and so
   * `Retry-After`); the chain proxy refuses with a JSON-RPC error instead.
   */
  refuse?: ((retryAfterSeconds: number) => Error) | undefined
}

/**
 * Middleware: one request from the family's quota of the client source (an IPv4 address or an
 * IPv6 /64, see `toSourceKey`), or the refusal when it is used up.
 */
export function limitBySource(parameters: LimitBySourceParameters): MiddlewareHandler<AppEnv> {
  const { limits, family, trustProxy, refuse } = parameters
  return async (c, next) => {
    const wait = await limits.take(family, readSourceKey(c, trustProxy))
    if (wait !== undefined) throw refuse ? refuse(wait) : throttledError(wait)
    await next()
  }
}
