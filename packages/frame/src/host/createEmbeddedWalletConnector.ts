import { authConnectorId, type ConnectorContext, type EmbeddedWalletConnector } from '@latch/core'
import type { LoadedEmbeddedWallet } from './loadEmbeddedWallet.js'

/** The frame's element id (spec section 2). */
export const secureFrameId = 'w3m-iframe'

/** Parameters of {@link createEmbeddedWalletConnector}. */
export type CreateEmbeddedWalletConnectorParameters = {
  /** The secure frame app's URL, on its own origin (your Latch server's frame). */
  frameUrl: string
  /** The modal's package version (the frame's `version` source parameter, SYNC_DAPP_DATA). */
  sdkVersion: string
  /** SYNC_DAPP_DATA `sdkType`, e.g. `latch-react`. */
  sdkType: string
}

/** The frame's URL with the spec's source parameters: projectId, chainId, version, enableLogger. */
function frameSource(
  context: ConnectorContext,
  parameters: CreateEmbeddedWalletConnectorParameters,
): URL {
  const state = context.getState()
  const network = state.activeNamespace && state.chains[state.activeNamespace]?.network.caipNetwork
  const url = new URL(parameters.frameUrl)
  url.searchParams.set('projectId', context.options.projectId ?? '')
  url.searchParams.set('chainId', network ? String(network.id) : '')
  url.searchParams.set('version', parameters.sdkVersion)
  url.searchParams.set('enableLogger', String(context.options.debug === true))
  return url
}

/** The iframe, hidden and fixed-position, as the modal's secure-frame slot expects it. */
function createFrameElement(context: ConnectorContext, source: URL): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.id = secureFrameId
  iframe.src = source.href
  iframe.title = context.t('embedded.frame_title')
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
  return iframe
}

/**
 * The embedded wallet (email login, keys in a secure frame on its own origin) as a
 * multi-namespace connector. The frame is attached the first time it is needed (the modal opens,
 * or a stored email login is restored), hidden, with id `w3m-iframe`; the protocol client and the
 * wallet's code load with it, so a page that never opens the modal loads neither.
 *
 * @example
 * import { createEmbeddedWalletConnector } from '@latch/frame/host'
 * const connector = createEmbeddedWalletConnector({ frameUrl, sdkVersion: '0.1.0', sdkType: 'latch-react' })
 */
export function createEmbeddedWalletConnector(
  parameters: CreateEmbeddedWalletConnectorParameters,
): EmbeddedWalletConnector {
  let context: ConnectorContext | undefined
  let attached: Promise<LoadedEmbeddedWallet> | undefined
  let element: HTMLIFrameElement | undefined
  const attach = () => {
    const current = context
    if (!current) return Promise.reject(new Error('The embedded wallet is not set up.'))
    if (attached) return attached
    const source = frameSource(current, parameters)
    const iframe = createFrameElement(current, source)
    element = iframe
    const loading = import('./loadEmbeddedWallet.js').then((module) => {
      const loaded = module.loadEmbeddedWallet(current, {
        iframe,
        frameOrigin: source.origin,
        sdkVersion: parameters.sdkVersion,
        sdkType: parameters.sdkType,
      })
      // The client listens before the frame can answer: the element is added only now.
      document.body.append(iframe)
      return loaded
    })
    attached = loading
    // A failed chunk load (offline) must not stay cached: the next attempt loads again.
    loading.catch(() => {
      if (attached === loading) attached = undefined
      iframe.remove()
    })
    return loading
  }
  const wallet = async () => (await attach()).wallet()
  return {
    id: authConnectorId,
    type: 'AUTH',
    setup(setupContext) {
      context = setupContext
      // The first open of the modal attaches the frame, ahead of an email login.
      const unsubscribe = setupContext.subscribe((state) => {
        if (state.modal.status !== 'open') return
        unsubscribe()
        void attach().catch(() => undefined)
      })
      return () => {
        unsubscribe()
        void attached?.then((loaded) => loaded.destroy()).catch(() => undefined)
        element?.remove()
        attached = undefined
        element = undefined
        context = undefined
      }
    },
    connectEmail: async (email, challenge) => (await wallet()).connectEmail(email, challenge),
    connectOtp: async (otp) => (await wallet()).connectOtp(otp),
    connectDevice: async (signal) => (await wallet()).connectDevice(signal),
    // At page load, for a stored email login: the frame is attached now, not on first open.
    restore: async () => (await wallet()).restore(),
    async disconnect() {
      if (attached) await (await wallet()).disconnect()
    },
    getSocialRedirectUri: async (provider, returnUrl) =>
      (await wallet()).getSocialRedirectUri(provider, returnUrl),
    connectSocial: async (uri) => (await wallet()).connectSocial(uri),
    getFarcasterUri: async () => (await wallet()).getFarcasterUri(),
    connectFarcaster: async (signal) => (await wallet()).connectFarcaster(signal),
    updateEmail: async (email) => (await wallet()).updateEmail(email),
    updateEmailPrimaryOtp: async (otp) => (await wallet()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await wallet()).updateEmailSecondaryOtp(otp),
  }
}
