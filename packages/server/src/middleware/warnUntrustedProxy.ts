import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config/loadConfig.js'
import type { AppEnv } from '../http/appEnv.js'
import { isLoopbackHost } from '../http/clientAddress.js'
import type { Logger } from '../logger.js'

/** Parameters of `warnUntrustedProxy`. */
export type WarnUntrustedProxyParameters = {
  config: Pick<Config, 'trustProxy' | 'host'>
  logger: Logger
}

/**
 * Says in the log when the server cannot see client addresses, which every per-source rate
 * limit counts by. Without `TRUST_PROXY`: a warning at start when `HOST` is not loopback (a
 * load balancer may be in front), and one at the first request that carries `X-Forwarded-For`
 * or `Forwarded` (a proxy is in front, and all its visitors share the proxy's address).
 */
export function warnUntrustedProxy(
  parameters: WarnUntrustedProxyParameters,
): MiddlewareHandler<AppEnv> {
  const { config, logger } = parameters
  if (config.trustProxy) return (_, next) => next()
  if (!isLoopbackHost(config.host))
    logger.warn(
      `TRUST_PROXY is off and HOST is ${config.host}: rate limits count the address of whoever connects. If a proxy or load balancer is in front, every visitor shares its address; set TRUST_PROXY=true there.`,
    )
  let warned = false
  return async (c, next) => {
    if (!warned && (c.req.header('x-forwarded-for') ?? c.req.header('forwarded')) !== undefined) {
      warned = true
      logger.warn(
        'A request came through a proxy (X-Forwarded-For or Forwarded) but TRUST_PROXY is off: the server sees only the proxy address, so every visitor shares its rate limits. Set TRUST_PROXY=true behind a proxy that sets X-Forwarded-For.',
      )
    }
    await next()
  }
}
