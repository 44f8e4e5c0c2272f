import {
  authConnectorId,
  type Config,
  type EmbeddedWalletBridge,
  resetChainState,
  storageKeys,
} from '@latch/core'
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

/** The embedded wallet's bridge of each instance, once its code has loaded. */
type AuthConnectorModule = typeof import('@latch/frame/host')

/**
 * Attaches the embedded wallet's secure frame the first time it is needed (the modal opens, or a
 * stored email login is restored), hidden and fixed-position with id `w3m-iframe`, and connects
 * the protocol client to it. The client's code is imported then too, so a page that never opens
 * the modal loads neither. A frame that does not report ready in 20 s, or a request it leaves
 * unanswered, raises the spec's alerts (shown in debug mode). Installs the embedded wallet's
 * bridge (`config._internal.embedded`), whose AUTH connector loads with the client.
 */
export function installSecureFrame(config: Config): void {
  const { frameUrl } = config.options
  if (!frameUrl || config.options.features?.email === false || typeof document === 'undefined')
    return
  let attached: Promise<{ frame: FrameClient; module: AuthConnectorModule }> | undefined
  let connector: ReturnType<AuthConnectorModule['createAuthConnector']> | undefined
  const attach = () => {
    if (attached) return attached
    const source = secureFrameSource(config, frameUrl)
    const iframe = document.createElement('iframe')
    iframe.id = secureFrameId
    iframe.src = source.href
    iframe.title = 'Latch secure frame'
    iframe.tabIndex = -1
    // Firefox has no ancestorOrigins: the frame learns its parent from the referrer's origin.
    iframe.referrerPolicy = 'origin'
    // The recovery-code view's Copy button writes to the clipboard from the frame's origin.
    iframe.allow = 'clipboard-write'
    iframe.setAttribute('aria-hidden', 'true')
    Object.assign(iframe.style, {
      position: 'fixed',
      width: '0',
      height: '0',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
    })
    const loaded = import('@latch/frame/host').then((module) => {
      const frameClient = module.createFrameClient({
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
      config._internal.teardown.push(
        module.syncFrameWithModal(config, frameClient, { sdkVersion, sdkType: 'latch-react' }),
      )
      return { frame: frameClient, module }
    })
    const client = loaded.then(({ frame }) => frame)
    secureFrames.set(config, client)
    config._internal.teardown.push(() => {
      void client.then((frameClient) => frameClient.destroy())
      connector?.destroy()
      iframe.remove()
    })
    attached = loaded
    // A failed chunk load (offline) must not stay cached: the next attempt loads again.
    loaded.catch(() => {
      attached = undefined
      iframe.remove()
    })
    return loaded
  }
  const load = async () => {
    const { frame, module } = await attach()
    connector ??= module.createAuthConnector(config, Promise.resolve(frame))
    return connector
  }
  // A bridge method that loads the connector (and attaches the frame) on first use.
  const forward = <name extends Exclude<keyof EmbeddedWalletBridge, 'restore' | 'disconnect'>>(
    name: name,
  ) =>
    ((...args: unknown[]) =>
      load().then((loaded) =>
        (loaded[name] as (...args: unknown[]) => unknown)(...args),
      )) as EmbeddedWalletBridge[name]
  const bridge: EmbeddedWalletBridge = {
    connectEmail: forward('connectEmail'),
    connectOtp: forward('connectOtp'),
    connectDevice: forward('connectDevice'),
    // At page load, for a stored email login: the frame is attached now, not on first open.
    restore: async () => {
      try {
        return await (await load()).restore()
      } catch {
        for (const namespace of config.adapters.keys())
          if (config.storage.getString(storageKeys.connectorId(namespace)) === authConnectorId)
            resetChainState(config, namespace)
      }
    },
    disconnect: async () => {
      if (connector) await connector.disconnect()
    },
    updateEmail: forward('updateEmail'),
    updateEmailPrimaryOtp: forward('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: forward('updateEmailSecondaryOtp'),
  }
  config._internal.embedded = bridge
  const unsubscribe = config.store.subscribe((state) => {
    if (state.modal.status !== 'open') return
    unsubscribe()
    void attach().catch(() => undefined)
  })
  config._internal.teardown.push(unsubscribe)
}
