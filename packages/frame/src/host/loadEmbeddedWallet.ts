import type { ConnectorContext } from '@latch/core'
import { type AuthConnector, createAuthConnector } from './createAuthConnector.js'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import { syncFrameWithModal } from './syncFrameWithModal.js'

/** What the embedded wallet's connector loads on first use: the frame's client and the wallet. */
export type LoadedEmbeddedWallet = {
  frame: FrameClient
  /** The AUTH connector, created on the first login or restore (not on a mere modal open). */
  wallet(): AuthConnector
  destroy(): void
}

/**
 * Connects the protocol client to the attached (not yet added) iframe, keeps the frame told the
 * site's metadata, theme and language, and creates the AUTH connector on first use. A frame
 * that does not report ready in 20 s, or a request it leaves unanswered, raises the spec's
 * alerts (shown in debug mode).
 */
export function loadEmbeddedWallet(
  context: ConnectorContext,
  parameters: {
    iframe: HTMLIFrameElement
    frameOrigin: string
    sdkVersion: string
    sdkType: string
  },
): LoadedEmbeddedWallet {
  const frame = createFrameClient({
    iframe: parameters.iframe,
    frameOrigin: parameters.frameOrigin,
    onLoadFailed: () =>
      context.showAlert({ variant: 'error', messageKey: 'alerts.iframe_load_failed' }),
    onRequestTimeout: () =>
      context.showAlert({ variant: 'error', messageKey: 'alerts.iframe_request_timeout' }),
  })
  const stopSync = syncFrameWithModal(context, frame, parameters)
  let wallet: AuthConnector | undefined
  return {
    frame,
    wallet: () => {
      wallet ??= createAuthConnector(context, Promise.resolve(frame))
      return wallet
    },
    destroy() {
      stopSync()
      wallet?.destroy()
      frame.destroy()
    },
  }
}
