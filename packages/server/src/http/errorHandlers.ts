import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError, InternalError, NotFoundError, toApiErrorBody } from '../errors.js'
import type { Logger } from '../logger.js'
import { jsonRpcError, RpcProxyError } from '../rpcProxy/rpcProxyError.js'
import type { AppEnv } from './appEnv.js'

// Hono's own refusals (a middleware's HTTPException), in our words: its message is not ours.
const fromHttpException: Partial<Record<number, () => ApiError>> = {
  400: () => new ApiError(400, 'invalid_request', 'Invalid request.'),
  401: () => new ApiError(401, 'unauthorized', 'Send credentials that work.'),
  403: () => new ApiError(403, 'forbidden', 'This request is not allowed.'),
  404: () => new NotFoundError('There is no such route.'),
  413: () => new ApiError(413, 'payload_too_large', 'The body is too large.'),
  415: () => new ApiError(415, 'unsupported_media_type', 'The body must be application/json.'),
}

/**
 * The app's one `onError` and `notFound`. A route refuses a request by throwing an `ApiError`,
 * answered as an `ApiErrorBody` with its status, `Retry-After` when it has `retryAfterSeconds`
 * and `WWW-Authenticate: Bearer` with 401 (the chain proxy's `RpcProxyError` as the JSON-RPC
 * error it is). Anything else is unexpected: logged once, with everything, and answered 500
 * `internal_error` with nothing a client could use (no stack, no message, no cause).
 */
export function createErrorHandlers(logger: Logger): {
  onError: ErrorHandler<AppEnv>
  notFound: NotFoundHandler<AppEnv>
} {
  const answer: ErrorHandler<AppEnv> = (error, c) => {
    if (error instanceof RpcProxyError) {
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json(jsonRpcError(error.id, error.code, error.message), error.status)
    }
    let refusal: ApiError | undefined
    if (error instanceof ApiError) refusal = error
    else if (error instanceof HTTPException) refusal = fromHttpException[error.status]?.()
    if (!refusal) {
      logger.error('unhandled error', { method: c.req.method, path: c.req.path, error })
      refusal = new InternalError('An internal error occurred.')
    }
    if (refusal.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(refusal.retryAfterSeconds))
    if (refusal.status === 401) c.header('WWW-Authenticate', 'Bearer')
    return c.json(toApiErrorBody(refusal), refusal.status)
  }
  return {
    onError: answer,
    notFound: (c) => answer(new NotFoundError('There is no such route.'), c),
  }
}
