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
