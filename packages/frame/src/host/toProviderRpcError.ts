import { BaseError, type FrameErrorCode } from '@latch/core'
import { ProviderRpcError, providerRpcErrorCodes } from '@latch/core/providers'
import { FrameRequestAbortedError, FrameRequestError } from '../errors.js'

/** The message of a request the visitor ended by closing the modal (the frame's own words). */
const userRejectedMessage = 'User rejected the request.'

/**
 * The EIP-1193 / EIP-1474 code of each of the frame's reply codes (core's `FrameErrorCode`);
 * any other code, and a reply without one, is -32603.
 */
const providerCodes: Partial<Record<FrameErrorCode, number>> = {
  user_rejected: providerRpcErrorCodes.userRejected,
  unauthorized: providerRpcErrorCodes.unauthorized,
  method_not_allowed: providerRpcErrorCodes.unsupportedMethod,
  not_enabled: providerRpcErrorCodes.unsupportedMethod,
  not_signed_in: providerRpcErrorCodes.disconnected,
  unsupported_chain: providerRpcErrorCodes.chainDisconnected,
  limit_exceeded: providerRpcErrorCodes.limitExceeded,
  invalid_request: providerRpcErrorCodes.invalidRequest,
  invalid_params: providerRpcErrorCodes.invalidParams,
}

/**
 * The error an embedded-wallet provider rejects with for a failed frame request: the reply's
 * code decides the EIP-1193 code, its message stays the message (the English is never read). An
 * approval that was aborted (the visitor closed the modal) is the visitor's refusal, 4001.
 *
 * @example
 * toProviderRpcError(new FrameRequestError({ requestType: 'RPC_REQUEST', code: 'user_rejected' }), true).code // 4001
 */
export function toProviderRpcError(error: unknown, interactive: boolean): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const code = error instanceof FrameRequestError ? error.code : undefined
  if (interactive && (error instanceof FrameRequestAbortedError || code === 'aborted'))
    return new ProviderRpcError(providerRpcErrorCodes.userRejected, userRejectedMessage, {
      cause: error,
    })
  const message =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  return new ProviderRpcError(
    (code && providerCodes[code]) ?? providerRpcErrorCodes.internal,
    message,
    { cause: error },
  )
}
