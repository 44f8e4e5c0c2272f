import type { FrameErrorCode } from '@latch/core'

/**
 * Every code an `<TYPE>_ERROR` reply may carry (core's `FrameErrorCode`, a Latch addition). The
 * frame passes a server refusal's code on only when it is one of these, and the app trusts a
 * reply's code only when it is one of these; the `satisfies` keeps the list and the type equal.
 */
export const frameErrorCodes = [
  'challenge_required',
  'throttled',
  'invalid_code',
  'invalid_email',
  'same_email',
  'email_in_use',
] as const satisfies readonly FrameErrorCode[]

// Fails to compile when core's type gains a code the list lacks.
const _everyCode: readonly (typeof frameErrorCodes)[number][] = [] as FrameErrorCode[]
void _everyCode

/** Tells whether `value` is one of the {@link frameErrorCodes}. */
export function isFrameErrorCode(value: unknown): value is FrameErrorCode {
  return (frameErrorCodes as readonly unknown[]).includes(value)
}
