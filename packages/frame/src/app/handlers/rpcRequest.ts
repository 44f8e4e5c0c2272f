import { FrameReplyError, frameReplyMessages } from '@latch/frame/handler'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** RPC_REQUEST: not served yet. */
export function rpcRequest(_context: FrameAppContext): FrameRequestHandler<'RPC_REQUEST'> {
  return async () => {
    throw new FrameReplyError(frameReplyMessages.notEnabled)
  }
}
