import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * SYNC_DAPP_DATA: kept in memory. What the app says about itself is never trusted for security:
 * the requesting origin shown to the visitor comes from the verified `event.origin` (SECURITY.md T8).
 */
export function syncDappData(context: FrameAppContext): FrameRequestHandler<'SYNC_DAPP_DATA'> {
  return async (dappData) => {
    context.session.setDappData(dappData)
    return {}
  }
}
