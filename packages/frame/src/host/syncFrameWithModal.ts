import type { Config } from '@latch/core'
import type { FrameClient } from './createFrameClient.js'

/** Parameters of {@link syncFrameWithModal}. */
export type SyncFrameWithModalParameters = {
  /** The modal's package version (SYNC_DAPP_DATA `sdkVersion`). */
  sdkVersion: string
  /** SYNC_DAPP_DATA `sdkType`, e.g. `latch-react`. */
  sdkType: string
}

/**
 * Keeps the frame told what the modal knows: the site's metadata once (SYNC_DAPP_DATA; the frame
 * never trusts it for security, its approval view names the origin the browser verified) and the
 * theme now and on every change (SYNC_THEME), for the frame's own views. Returns the unsubscribe.
 * It lives here, loaded with the frame client, so that pages that never open the modal do not
 * ship it.
 *
 * @example
 * config._internal.teardown.push(syncFrameWithModal(config, frame, { sdkVersion, sdkType }))
 */
export function syncFrameWithModal(
  config: Config,
  frame: FrameClient,
  parameters: SyncFrameWithModalParameters,
): () => void {
  const { metadata, projectId } = config.options
  frame
    .request('SYNC_DAPP_DATA', {
      ...(metadata
        ? {
            // The frame's schema caps each field; longer values would fail the whole message.
            metadata: {
              name: metadata.name.slice(0, 256),
              description: metadata.description.slice(0, 1024),
              url: metadata.url.slice(0, 2048),
              icons: metadata.icons.slice(0, 16).filter((icon) => icon.length <= 2048),
            },
          }
        : {}),
      sdkVersion: parameters.sdkVersion,
      sdkType: parameters.sdkType,
      projectId: projectId ?? '',
    })
    .catch(() => undefined)

  let sent: string | undefined
  const sendTheme = () => {
    const { themeMode } = config.store.getState()
    if (themeMode === sent) return
    sent = themeMode
    frame.request('SYNC_THEME', { themeMode }).catch(() => undefined)
  }
  sendTheme()
  return config.store.subscribe(sendTheme)
}
