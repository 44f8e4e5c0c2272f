import { BaseError } from '@latch/core'

/** An error the HTTP layer answers with its own status; the body shows `name` and `shortMessage`. */
export type HttpErrorClass = { status: number }

/** The request is malformed: a parameter or a body field breaks the contract. */
export class BadRequestError extends BaseError {
  static status = 400
  override name = 'BadRequestError'
}

/** The request needs credentials and carries none. */
export class UnauthorizedError extends BaseError {
  static status = 401
  override name = 'UnauthorizedError'
}

/** The credentials or the origin are not allowed to do this. */
export class ForbiddenError extends BaseError {
  static status = 403
  override name = 'ForbiddenError'
}

/** The route, project, wallet or image does not exist. */
export class NotFoundError extends BaseError {
  static status = 404
  override name = 'NotFoundError'
}

/** The request body is larger than the route accepts. */
export class PayloadTooLargeError extends BaseError {
  static status = 413
  override name = 'PayloadTooLargeError'
}

/** The client used up a quota; the answer carries `Retry-After`. */
export class TooManyRequestsError extends BaseError {
  static status = 429
  override name = 'TooManyRequestsError'
}

/** Something failed on the server; the answer never says what. */
export class InternalError extends BaseError {
  static status = 500
  override name = 'InternalError'
}

/** A dependency of the server (the database) does not answer. */
export class ServiceUnavailableError extends BaseError {
  static status = 503
  override name = 'ServiceUnavailableError'
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

/** The HTTP status of an error thrown by a route, or undefined for an unexpected error. */
export function getErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined
  const status = (error.constructor as Partial<HttpErrorClass>).status
  return typeof status === 'number' ? status : undefined
}
