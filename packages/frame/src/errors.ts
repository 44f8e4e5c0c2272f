import {
  BaseError,
  type FrameErrorCode,
  type FrameErrorMessages,
  type FrameRequestType,
} from '@latch/core'

/**
 * The messages of spec section 8 that concern the frame. Their exact words are fixed by core's
 * `FrameErrorMessages` type; the values live here because core's bundle has no room for them.
 */
export const frameErrorMessages: FrameErrorMessages = {
  unknown: 'An error occurred',
  rpcAborted: 'Request was aborted',
  aborted: 'Something went wrong',
  loadFailed: 'Unable to load email login dependency',
  notSet: 'The secure frame is not set',
}

/** The frame did not report READY within `frameLoadTimeoutMs` (the modal's iframe_load_failed). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor() {
    super(frameErrorMessages.loadFailed)
  }
}

/** There is no frame to ask: the iframe has no window, or the client was destroyed. */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError'
  constructor(parameters: { cause?: unknown } = {}) {
    super(frameErrorMessages.notSet, parameters)
  }
}

/** The frame did not answer in time (the modal's iframe_request_timeout). */
export class FrameRequestTimeoutError extends BaseError {
  override name = 'FrameRequestTimeoutError'
  /** The type of the request that timed out. */
  requestType: FrameRequestType
  constructor({ requestType }: { requestType: FrameRequestType }) {
    super('The secure frame did not answer in time.', { details: requestType })
    this.requestType = requestType
  }
}

/**
 * The frame answered `<TYPE>_ERROR`; `shortMessage` is its message, or 'An error occurred', `code`
 * its code (such as `challenge_required` or `throttled`) and `retryAfterSeconds` the wait that
 * comes with `throttled`.
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  /** The type of the request that failed. */
  requestType: FrameRequestType
  /** The reply's code (a Latch addition), when it had a known one. */
  code: FrameErrorCode | undefined
  /** With `throttled`: whole seconds until a new try (a Latch addition). */
  retryAfterSeconds: number | undefined
  constructor({
    message,
    requestType,
    details,
    code,
    retryAfterSeconds,
  }: {
    message?: string | undefined
    requestType: FrameRequestType
    details?: string | undefined
    code?: FrameErrorCode | undefined
    retryAfterSeconds?: number | undefined
  }) {
    super(message || frameErrorMessages.unknown, { details })
    this.requestType = requestType
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The request was aborted: 'Request was aborted' for RPC requests, 'Something went wrong' otherwise. */
export class FrameRequestAbortedError extends BaseError {
  override name = 'FrameRequestAbortedError'
  /** The type of the aborted request. */
  requestType: FrameRequestType
  constructor({ requestType }: { requestType: FrameRequestType }) {
    super(
      requestType === 'RPC_REQUEST' ? frameErrorMessages.rpcAborted : frameErrorMessages.aborted,
    )
    this.requestType = requestType
  }
}

/** `frameOrigin` is not an exact `https:` or `http:` origin, so nothing could be sent safely. */
export class InvalidFrameOriginError extends BaseError {
  override name = 'InvalidFrameOriginError'
  constructor(frameOrigin: string) {
    super(`"${frameOrigin}" is not an origin (scheme, host and port, nothing else).`)
  }
}
