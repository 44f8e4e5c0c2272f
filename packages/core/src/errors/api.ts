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
/** The Latch server refused the request or answered with something that is not the contract. */
export class ApiResponseError extends BaseError {
  override name = 'ApiResponseError'
  status: number
  constructor(status: number, details: string) {
    super('The Latch server refused the request.', { details })
    this.status = status
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
