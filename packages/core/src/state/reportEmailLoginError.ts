import type { Config } from '../config/createConfig.js'
import { BaseError } from '../errors/base.js'

/** Reports a failed email-login step, as `connect` reports a wallet's failure, and rethrows it. */
export function reportEmailLoginError(config: Config, error: unknown): never {
  const errorName = error instanceof Error ? error.name : 'UnknownError'
  config.emit('CONNECT_ERROR', { name: 'Email', error: errorName })
  if (!(error instanceof BaseError))
    config.emit('INTERNAL_SDK_ERROR', { action: 'connectEmail', error: errorName })
  throw error
}
