import type { EmailLoginErrorCode, FrameErrorCode } from '@latch/core'

/**
 * The codes of the Latch server's refusals that the frame passes on as they are (core's
 * `EmailLoginErrorCode` and `challenge_required`): any other server code (`unauthorized`,
 * `invalid_request`, …) is the server's own and never becomes a reply's code.
 */
const serverReplyCodes = [
  'challenge_required',
  'throttled',
  'invalid_code',
  'invalid_email',
  'same_email',
  'email_in_use',
  'social_denied',
  'social_failed',
  'social_unknown',
  'social_not_configured',
  'invalid_return_url',
] as const satisfies readonly FrameErrorCode[]

// Fails to compile when core's type gains a code the list lacks.
const _everyServerCode: readonly (typeof serverReplyCodes)[number][] = [] as (
  | EmailLoginErrorCode
  | 'challenge_required'
)[]
void _everyServerCode

/**
 * Every code an `<TYPE>_ERROR` reply may carry (core's `FrameErrorCode`, a Latch addition): the
 * server's refusals and the frame's own (core's `FrameRequestErrorCode`). The app trusts a
 * reply's code only when it is one of these; the `satisfies` keeps the list and the type equal.
 */
export const frameErrorCodes = [
  ...serverReplyCodes,
  'user_rejected',
  'method_not_allowed',
  'not_enabled',
  'unsupported_chain',
  'not_signed_in',
  'unauthorized',
  'invalid_request',
  'invalid_params',
  'limit_exceeded',
  'rpc_error',
  'wallet_unavailable',
  'aborted',
  'internal',
] as const satisfies readonly FrameErrorCode[]

// Fails to compile when core's type gains a code the list lacks.
const _everyCode: readonly (typeof frameErrorCodes)[number][] = [] as FrameErrorCode[]
void _everyCode

/** Tells whether `value` is one of the {@link frameErrorCodes}. */
export function isFrameErrorCode(value: unknown): value is FrameErrorCode {
  return (frameErrorCodes as readonly unknown[]).includes(value)
}

/** Tells whether a server's code is one the frame passes on ({@link serverReplyCodes}). */
export function isServerReplyCode(value: unknown): value is (typeof serverReplyCodes)[number] {
  return (serverReplyCodes as readonly unknown[]).includes(value)
}
