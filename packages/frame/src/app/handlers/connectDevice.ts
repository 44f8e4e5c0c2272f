import { FrameReplyError, frameReplyMessages } from '@latch/frame/handler'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** CONNECT_DEVICE: not served yet. */
export function connectDevice(_context: FrameAppContext): FrameRequestHandler<'CONNECT_DEVICE'> {
  return async () => {
    throw new FrameReplyError(frameReplyMessages.notEnabled)
  }
}
