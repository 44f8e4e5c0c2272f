import type { FrameErrorCode } from '@latch/core'
import { replyErrorsOf } from '../frameAppMessages.js'

/**
 * The `RPC_REQUEST_ERROR` messages of the frame's RPC handler, each sent with its code of
 * {@link rpcReplyCodes}: the host maps the code (`user_rejected` to EIP-1193 4001,
 * `method_not_allowed` to 4200, …), never the English, which stays the spec's words for a site
 * that only reads messages.
 */
export const rpcMessages = {
  /** The visitor clicked Reject, pressed Escape, or closed the view. */
  userRejected: 'User rejected the request.',
  /** A method outside the allow-list (SECURITY.md T5). */
  notAllowed: 'Requested RPC call is not allowed',
  /** The request's chain is not one of the frame's `rpcUrls`. */
  networkUnavailable: 'This network is not available.',
  /** An EVM method on a Solana chain, or the other way round. */
  wrongNamespace: 'This method is not available on this network.',
  /** More than three unsafe requests wait behind the open approval (SECURITY.md T9). */
  tooManyWaiting: 'Too many requests are waiting for approval.',
  /** The params do not have the shape the method needs. */
  invalidParams: 'The request parameters are not valid.',
  /** The request names an account that is not this wallet's. */
  wrongAccount: 'The requested account is not this wallet.',
  /** The chain's RPC did not answer in time, answered too much, or not JSON-RPC. */
  rpcUnavailable: 'The network did not answer. Try again.',
  /** The chain's RPC reports another chain id than the frame's configuration (SECURITY.md T33). */
  rpcChainMismatch: 'The network answered for another chain.',
  /** A gas or fee estimate beyond the frame's sanity caps (SECURITY.md T33). */
  unusableFees: 'The network returned an unusable fee estimate.',
  /** A transaction's whole fee (gas × max fee per gas) above the chain's cap (`maxNetworkFee`). */
  networkFeeAboveCap: 'The network fee is above this wallet’s limit for this network.',
  /** A send reached the signer without the filled fees the view showed; nothing is signed. */
  feesNotShown: 'The network fee was not shown.',
  /** wallet_getCallsStatus for a batch this frame did not send. */
  unknownBatch: 'This batch of calls is not known.',
  /** A Solana transaction that this wallet does not have to sign. */
  notASigner: 'This transaction does not need this wallet’s signature.',
  /** The secret could not be rebuilt at signing time (no device share, or another wallet). */
  keysUnavailable: 'The wallet could not be opened.',
} as const

/** The reply code of each of {@link rpcMessages}. */
const rpcReplyCodes = {
  userRejected: 'user_rejected',
  notAllowed: 'method_not_allowed',
  networkUnavailable: 'unsupported_chain',
  wrongNamespace: 'not_enabled',
  tooManyWaiting: 'limit_exceeded',
  invalidParams: 'invalid_params',
  wrongAccount: 'unauthorized',
  rpcUnavailable: 'rpc_error',
  rpcChainMismatch: 'rpc_error',
  unusableFees: 'rpc_error',
  networkFeeAboveCap: 'limit_exceeded',
  feesNotShown: 'internal',
  unknownBatch: 'invalid_params',
  notASigner: 'invalid_params',
  keysUnavailable: 'wallet_unavailable',
} as const satisfies Record<keyof typeof rpcMessages, FrameErrorCode>

/**
 * The RPC handler's refusal `key`: its message and its code.
 *
 * @example
 * throw rpcReplyError('userRejected') // 'User rejected the request.', code user_rejected
 */
export const rpcReplyError = replyErrorsOf(rpcMessages, rpcReplyCodes)
