import type { FrameErrorPayload } from '@latch/core'
import { FrameReplyError } from '@latch/frame/handler'

/**
 * The message the app would get for a handler that fails: a {@link FrameReplyError}'s short
 * message, else 'An error occurred' (as the frame's message handler answers). Throws when the
 * handler succeeds, so that a test expecting an error can fail. Test-only.
 *
 * @example
 * expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe('You are not signed in.')
 */
export async function replyError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    return error instanceof FrameReplyError ? error.shortMessage : 'An error occurred'
  }
  throw new Error('expected the handler to fail')
}

/**
 * What the app would get for a handler that fails: the `<TYPE>_ERROR` payload's message, and its
 * `code` and `retryAfterSeconds` when the {@link FrameReplyError} has a reply code. Throws when
 * the handler succeeds. Test-only.
 *
 * @example
 * expect(await replyRefusal(callHandler(handlers, 'CONNECT_OTP', { otp }))).toEqual({
 *   message: 'Invalid code.',
 *   code: 'invalid_code',
 * })
 */
export async function replyRefusal(promise: Promise<unknown>): Promise<FrameErrorPayload> {
  try {
    await promise
  } catch (error) {
    if (!(error instanceof FrameReplyError)) return { message: 'An error occurred' }
    const { shortMessage: message, replyCode: code, retryAfterSeconds } = error
    if (!code) return { message }
    return retryAfterSeconds === undefined
      ? { message, code }
      : { message, code, retryAfterSeconds }
  }
  throw new Error('expected the handler to fail')
}
