import type { FrameRequestPayloads, FrameRequestType } from '@latch/core'
import type { FrameHandlerContext, FrameRequestHandlers } from '@latch/frame/handler'
import { vi } from 'vitest'

/** The app's origin in the frame tests: the project 'demo' allows it. */
export const testAppOrigin = 'https://app.test'

/**
 * A fresh context for one request, as the frame's message handler gives each: a random id, the
 * app's origin, a `pending` (a mock unless given) and a signal that never aborts unless given.
 * Test-only.
 *
 * @example
 * const controller = new AbortController()
 * const handlerContext = createHandlerContext({ signal: controller.signal })
 * await handler(payload, handlerContext)
 * expect(handlerContext.pending).toHaveBeenCalledWith('approval')
 */
export function createHandlerContext(
  parameters: {
    pending?: FrameHandlerContext['pending'] | undefined
    signal?: AbortSignal | undefined
  } = {},
): FrameHandlerContext {
  return {
    id: crypto.randomUUID(),
    origin: testAppOrigin,
    pending: parameters.pending ?? vi.fn<FrameHandlerContext['pending']>(),
    signal: parameters.signal ?? new AbortController().signal,
  }
}

/**
 * Calls the handler of `type` with `payload`, as a request from the app would; throws when there
 * is no such handler. Test-only.
 *
 * @example
 * expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
 */
export function callHandler<type extends FrameRequestType>(
  handlers: FrameRequestHandlers,
  type: type,
  payload: FrameRequestPayloads[type],
  handlerContext: FrameHandlerContext = createHandlerContext(),
) {
  const handler = handlers[type]
  if (!handler) throw new Error(`no ${type} handler`)
  return handler(payload, handlerContext)
}
