import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** SYNC_THEME: kept in memory for the frame's own views (the approval view, a later issue). */
export function syncTheme(context: FrameAppContext): FrameRequestHandler<'SYNC_THEME'> {
  return async (theme) => {
    context.session.setTheme(theme)
    return {}
  }
}
