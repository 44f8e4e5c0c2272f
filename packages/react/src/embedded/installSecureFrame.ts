import type { Config } from '@latch/core'
import type { FrameClient } from '@latch/frame/host'

/** The frame's element id (spec section 2). */
export const secureFrameId = 'w3m-iframe'

/** The protocol client of each instance's frame, once attached (the email views use it). */
export const secureFrames = new WeakMap<Config, Promise<FrameClient>>()

/** The package version the frame is told about (spec: the `version` frame source parameter). */
const sdkVersion = '0.1.0'

/** The frame's URL with the spec's source parameters: projectId, chainId, version, enableLogger. */
export function secureFrameSource(config: Config, frameUrl: string): URL {
  const state = config.store.getState()
  const network = state.activeNamespace && state.chains[state.activeNamespace]?.network.caipNetwork
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', config.options.projectId ?? '')
  url.searchParams.set('chainId', network ? String(network.id) : '')
  url.searchParams.set('version', sdkVersion)
  url.searchParams.set('enableLogger', String(config.options.debug === true))
  return url
}

/**
 * Attaches the embedded wallet's secure frame the first time it is needed (the modal opens),
 * hidden and fixed-position with id `w3m-iframe`, and connects the protocol client to it. The
 * client's code is imported then too, so a page that never opens the modal loads neither.
 * A frame that does not report ready in 20 s, or a request it leaves unanswered, raises the
 * spec's alerts (shown in debug mode).
 */
export function installSecureFrame(config: Config): void {
  const { frameUrl } = config.options
  if (!frameUrl || config.options.features?.email === false || typeof document === 'undefined')
    return
  let attached = false
  const attach = () => {
    if (attached) return
    attached = true
    const source = secureFrameSource(config, frameUrl)
    const iframe = document.createElement('iframe')
    iframe.id = secureFrameId
    iframe.src = source.href
    iframe.title = 'Latch secure frame'
    iframe.tabIndex = -1
    // Firefox has no ancestorOrigins: the frame learns its parent from the referrer's origin.
    iframe.referrerPolicy = 'origin'
    iframe.setAttribute('aria-hidden', 'true')
    Object.assign(iframe.style, {
      position: 'fixed',
      width: '0',
      height: '0',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
    })
    const client = import('@latch/frame/host').then(({ createFrameClient }) => {
      const frameClient = createFrameClient({
        iframe,
        frameOrigin: source.origin,
        onLoadFailed: () =>
          config.store.setState({
            alert: { variant: 'error', messageKey: 'alerts.iframe_load_failed' },
          }),
        onRequestTimeout: () =>
          config.store.setState({
            alert: { variant: 'error', messageKey: 'alerts.iframe_request_timeout' },
          }),
      })
      // The client listens before the frame can answer: the element is added only now.
      document.body.append(iframe)
      return frameClient
    })
    secureFrames.set(config, client)
    config._internal.teardown.push(() => {
      void client.then((frameClient) => frameClient.destroy())
      iframe.remove()
    })
  }
  const unsubscribe = config.store.subscribe((state) => {
    if (state.modal.status !== 'open') return
    unsubscribe()
    attach()
  })
  config._internal.teardown.push(unsubscribe)
}
