import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** SYNC_THEME: kept in memory for the frame's own views (approval, device step): light or dark, and the locale. */
export function syncTheme(context: FrameAppContext): FrameRequestHandler<'SYNC_THEME'> {
  return async (theme) => {
    context.session.setTheme(theme)
    return {}
  }
}
