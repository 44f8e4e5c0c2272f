import { BadRequestError, ServiceUnavailableError } from '../errors.js'

/**
 * 400 `invalid_request`: a `cursor` is not one this server wrote (tampered with, truncated, too
 * long, or from another list). Thrown by the providers before any upstream request; being an
 * `ApiError`, the app's `onError` answers it as a 400 with this message.
 */
export class InvalidCursorError extends BadRequestError {
  override name = 'InvalidCursorError'
  constructor() {
    super('The cursor is not valid.')
  }
}

/** Why a chain-data source gave no usable answer; for logs, never for the client. */
export type ChainDataSourceFailure =
  | 'timeout'
  | 'aborted'
  | 'unreachable'
  | 'redirect'
  | 'too_large'
  | 'not_json'
  | 'status'
  | 'malformed'

/**
 * 503 `unavailable`: a hosted chain-data source (an explorer API, a price API) did not answer in
 * time, within the size cap, on its configured host, or with the shape it documents. The message
 * never names the URL; `source`, `reason` and `upstreamStatus` are for logs.
 */
export class ChainDataSourceError extends ServiceUnavailableError {
  override name = 'ChainDataSourceError'
  /** The provider's or price source's `name`, e.g. `blockscout`. */
  readonly source: string
  /** What went wrong. */
  readonly reason: ChainDataSourceFailure
  /** The upstream's HTTP status, when it answered. */
  readonly upstreamStatus: number | undefined

  constructor(
    source: string,
    reason: ChainDataSourceFailure,
    upstreamStatus?: number | undefined,
    parameters: { cause?: unknown } = {},
  ) {
    super('The chain-data source is unavailable.', parameters)
    this.source = source
    this.reason = reason
    this.upstreamStatus = upstreamStatus
  }
}
