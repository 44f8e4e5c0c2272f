import type { ConnectorContext } from '@latch/core'
import type { FrameClient } from './createFrameClient.js'

// The frame's SYNC_THEME schema for `locale` (packages/frame/src/handler/requestSchemas.ts).
const isLocaleTag = (locale: string) =>
  locale.length <= 35 && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/.test(locale)

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
 * theme mode and the interface language now and whenever either changes (SYNC_THEME), for the
 * frame's own views. Returns the unsubscribe.
 * It lives here, loaded with the frame client, so that pages that never open the modal do not
 * ship it.
 *
 * @example
 * const stop = syncFrameWithModal(context, frame, { sdkVersion, sdkType })
 */
export function syncFrameWithModal(
  context: Pick<ConnectorContext, 'options' | 'getState' | 'subscribe'>,
  frame: FrameClient,
  parameters: SyncFrameWithModalParameters,
): () => void {
  const { metadata, projectId } = context.options
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

  let sent: { themeMode: string; locale: string } | undefined
  const sendTheme = () => {
    const { themeMode, locale } = context.getState()
    if (themeMode === sent?.themeMode && locale === sent.locale) return
    sent = { themeMode, locale }
    // The frame keeps the last SYNC_THEME as a whole, so both always travel together. A tag the
    // frame's schema would refuse (from a custom catalogue) is left out rather than losing the
    // whole message: the frame then speaks English.
    const payload = isLocaleTag(locale) ? { themeMode, locale } : { themeMode }
    frame.request('SYNC_THEME', payload).catch(() => undefined)
  }
  sendTheme()
  return context.subscribe(sendTheme)
}
