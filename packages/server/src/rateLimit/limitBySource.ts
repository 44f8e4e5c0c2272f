import type { Context, MiddlewareHandler } from 'hono'
import { TooManyRequestsError } from '../errors.js'
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
   * The error of a refused request, in the route family's dialect. Defaults to 429
   * `TooManyRequestsError` with `Retry-After`.
   */
  refuse?: ((c: Context<AppEnv>, retryAfterSeconds: number) => Error) | undefined
}

/** A refused request of the wallet API: 429 with `Retry-After`, in the `ApiErrorBody` dialect. */
export function tooManyRequests(
  c: Context<AppEnv>,
  limits: RateLimits,
  family: RateLimitFamily,
  retryAfterSeconds: number,
): TooManyRequestsError {
  const { points, durationSeconds } = limits.rules[family]
  c.header('Retry-After', String(retryAfterSeconds))
  return new TooManyRequestsError(
    `Too many requests: at most ${points} per ${durationSeconds} seconds. Try again in ${retryAfterSeconds} seconds.`,
  )
}

/**
 * Middleware: one request from the family's quota of the client source (an IPv4 address or an
 * IPv6 /64, see `toSourceKey`), or the refusal when it is used up.
 */
export function limitBySource(parameters: LimitBySourceParameters): MiddlewareHandler<AppEnv> {
  const { limits, family, trustProxy, refuse } = parameters
  return async (c, next) => {
    const wait = await limits.take(family, readSourceKey(c, trustProxy))
    if (wait !== undefined)
      throw refuse ? refuse(c, wait) : tooManyRequests(c, limits, family, wait)
    await next()
  }
}
