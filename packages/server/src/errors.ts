import {
  type ApiErrorBody,
  type ApiErrorCode,
  BaseError,
  type BaseErrorParameters,
} from '@latch/core'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Optional parts of an {@link ApiError}. */
export type ApiErrorParameters = Pick<BaseErrorParameters, 'cause'> & {
  /** With `throttled`: whole seconds until a new request is allowed. */
  retryAfterSeconds?: number | undefined
}

/**
 * The one error a route throws to refuse a request: its HTTP status, a stable `code` (see
 * `ApiErrorCode`), the message the client reads, and structured fields. The app's one `onError`
 * answers it as an `ApiErrorBody` (`toApiErrorBody`); anything else thrown is a 500
 * `internal_error` that says nothing. The message is sent as it is: never put a secret in it.
 *
 * @example
 * throw new ApiError(409, 'share_exists', 'This user already has a key share.')
 */
export class ApiError extends BaseError {
  override name = 'ApiError'
  /** The HTTP status of the answer. */
  readonly status: ContentfulStatusCode
  /** What failed, for programs. */
  readonly code: ApiErrorCode
  /** With `throttled`: whole seconds until a new request is allowed (also `Retry-After`). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    parameters: ApiErrorParameters = {},
  ) {
    super(message, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.status = status
    this.code = code
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

/** The body of an error answer: the code, the message, and the structured fields it has. */
export function toApiErrorBody(error: ApiError): ApiErrorBody {
  const { code, shortMessage: message, retryAfterSeconds } = error
  return {
    error:
      retryAfterSeconds === undefined ? { code, message } : { code, message, retryAfterSeconds },
  }
}

/**
 * 429 `throttled`: a quota is used up. The message is the spec's ("Please try again after N
 * seconds") unless the quota needs its own words; the wait is also in `retryAfterSeconds`.
 */
export function throttledError(retryAfterSeconds: number, message?: string | undefined): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(429, 'throttled', message ?? `Please try again after ${seconds} seconds`, {
    retryAfterSeconds: seconds,
  })
}

/** Options of the {@link ApiError} presets: another code of the same status. */
type PresetParameters<code extends ApiErrorCode> = Pick<BaseErrorParameters, 'cause'> & {
  code?: code | undefined
}

/** 400: the request is malformed (`invalid_request` unless `code` says more). */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError'
  constructor(
    message: string,
    {
      code = 'invalid_request',
      ...rest
    }: PresetParameters<'invalid_request' | 'invalid_json'> = {},
  ) {
    super(400, code, message, rest)
  }
}

/** 401 `unauthorized`: the request needs credentials and carries none that work. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError'
  constructor(message: string, parameters: PresetParameters<'unauthorized'> = {}) {
    super(401, 'unauthorized', message, parameters)
  }
}

/** 403: the credentials or the origin are not allowed to do this (`forbidden` by default). */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError'
  constructor(
    message: string,
    { code = 'forbidden', ...rest }: PresetParameters<'forbidden' | 'origin_not_allowed'> = {},
  ) {
    super(403, code, message, rest)
  }
}

/** 404: the route, project, wallet or image does not exist (`not_found` by default). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
  constructor(
    message: string,
    { code = 'not_found', ...rest }: PresetParameters<'not_found' | 'unknown_project'> = {},
  ) {
    super(404, code, message, rest)
  }
}

/** 413 `payload_too_large`: the request body is larger than the route accepts. */
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError'
  constructor(message: string, parameters: PresetParameters<'payload_too_large'> = {}) {
    super(413, 'payload_too_large', message, parameters)
  }
}

/** 500 `internal_error`: something failed on the server; the answer never says what. */
export class InternalError extends ApiError {
  override name = 'InternalError'
  constructor(message: string, parameters: PresetParameters<'internal_error'> = {}) {
    super(500, 'internal_error', message, parameters)
  }
}

/** 503 `unavailable`: a dependency of the server (the database) does not answer. */
export class ServiceUnavailableError extends ApiError {
  override name = 'ServiceUnavailableError'
  constructor(message: string, parameters: PresetParameters<'unavailable'> = {}) {
    super(503, 'unavailable', message, parameters)
  }
}

/** A setting from the environment or the config file has a wrong value. */
export class InvalidSettingError extends BaseError {
  override name = 'InvalidSettingError'
}

/** A registry export cannot be imported; nothing was written. */
export class RegistryImportError extends BaseError {
  override name = 'RegistryImportError'
}

/** The command line is wrong; the message says how to call it. */
export class UsageError extends BaseError {
  override name = 'UsageError'
}
