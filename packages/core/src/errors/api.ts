import type { ApiErrorCode } from '../protocol/walletApi.js'
import { BaseError } from './base.js'

export type ApiUnavailableErrorType = ApiUnavailableError & { name: 'ApiUnavailableError' }
/** The Latch server could not be reached, timed out, or answered with a server error. */
export class ApiUnavailableError extends BaseError {
  override name = 'ApiUnavailableError'
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('The Latch server is not reachable.', parameters)
  }
}

export type ApiResponseErrorType = ApiResponseError & { name: 'ApiResponseError' }
/**
 * The Latch server refused the request or answered with something that is not the contract.
 * A refusal in the server's error dialect (`ApiErrorBody`) brings its `code` and structured
 * fields, so callers act on those and never on the message.
 */
export class ApiResponseError extends BaseError {
  override name = 'ApiResponseError'
  status: number
  /** The server's code (`throttled`, `unknown_project`, …), when it sent an `ApiErrorBody`. */
  code: ApiErrorCode | undefined
  /** With `throttled`: whole seconds until a new request is allowed. */
  retryAfterSeconds: number | undefined
  constructor(
    status: number,
    details: string,
    parameters: {
      code?: ApiErrorCode | undefined
      retryAfterSeconds?: number | undefined
    } = {},
  ) {
    super('The Latch server refused the request.', { details })
    this.status = status
    this.code = parameters.code
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

export type ApiNotConfiguredErrorType = ApiNotConfiguredError & { name: 'ApiNotConfiguredError' }
/** A call needs `apiUrl` and `projectId`, and one of them is not set. */
export class ApiNotConfiguredError extends BaseError {
  override name = 'ApiNotConfiguredError'
  constructor() {
    super('Set `apiUrl` and `projectId` to use the Latch server.', { docsPath: '/options#apiurl' })
  }
}
