import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from '../errors.js'
import type { AppEnv } from './appEnv.js'

/**
 * Middleware: a body larger than `maxBytes` is refused with 413 `payload_too_large` before a
 * route reads it, in the one error body every route answers.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`)
    },
  })
}
