import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** RELOAD: replies, then reloads the frame (a timer, so the reply is posted first). */
export function reload(context: FrameAppContext): FrameRequestHandler<'RELOAD'> {
  return async () => {
    setTimeout(context.reload, 0)
    return {}
  }
}
