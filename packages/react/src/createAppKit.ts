import {
  type AppKitOptions,
  type Config,
  closeModal,
  createConfig,
  disconnect,
  mount,
  type Namespace,
  type NetworkInput,
  type OpenModalParameters,
  openModal,
  type State,
  setThemeMode,
  setThemeVariables,
  switchNetwork,
  type ThemeVariables,
  toNetwork,
} from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { setDefaultConfig } from './context/appKitContext.js'
import { deferStart, startAfterHydration } from './context/startAfterHydration.js'
import { createConnectors } from './createConnectors.js'
import { defineAppKitElements } from './elements/defineAppKitElements.js'
import { mountModal } from './modal/mountModal.js'
import { singleAppKit } from './singleAppKit.js'
import { followColorScheme } from './utils/followColorScheme.js'

/** A running Latch modal, the object `createAppKit` returns. */
export type AppKit = {
  readonly config: Config
  /** The element holding the modal; append it yourself when `disableAppend` or embedded. */
  readonly element: HTMLElement | undefined
  open(parameters?: OpenModalParameters): Promise<void>
  close(): Promise<void>
  /** A network of `networks`, in any shape they were given (a viem chain too). */
  switchNetwork(network: NetworkInput): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  setThemeMode(themeMode: 'light' | 'dark'): void
  setThemeVariables(themeVariables: ThemeVariables): void
  getState(): State
  subscribeState(listener: (state: State) => void): () => void
  /** The connected wallet's provider of a namespace (EIP-1193 on eip155). */
  getWalletProvider(namespace?: Namespace): unknown
  /** Removes the modal and stops listening to wallets. */
  destroy(): void
}

/**
 * Creates the modal and starts it: wallets are discovered, a stored connection is restored,
 * and hooks anywhere in the page use this instance. One per page: a call while one runs warns
 * once in the console and returns the running instance, ignoring its options (`destroy()` it
 * first to replace it).
 *
 * @example
 * import { createAppKit } from '@latch/react'
 * import { createEvmAdapter } from '@latch/evm'
 * import { mainnet, base } from '@latch/core/networks'
 * createAppKit({ adapters: [createEvmAdapter()], networks: [mainnet, base], projectId })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const single = singleAppKit(() => createAppKit(options))
  if (single) return single
  const config = createConfig(options, {
    catalogue: latchCatalogue,
    connectors: createConnectors(options),
  })
  const inBrowser = typeof document !== 'undefined'
  // `features.headless`: no modal; the hooks and actions drive the site's own connect UI.
  const withModal = inBrowser && config.options.features?.headless !== true
  const modal = withModal ? mountModal(config, { deferred: options.ssr === true }) : undefined
  let stopRunning: (() => void) | undefined
  const start = () => {
    if (stopRunning) return
    const stopFollowing = followColorScheme(config)
    const stop = mount(config)
    modal?.show()
    stopRunning = () => {
      stopFollowing()
      stop()
    }
  }
  // With `ssr`, nothing runs on the server, and the browser waits for hydration (LatchProvider).
  if (!options.ssr) start()
  else if (inBrowser) deferStart(config, start)
  setDefaultConfig(config)
  // <appkit-button> and its siblings, as AppKit registers them: tags render with this instance.
  defineAppKitElements()
  // Back from a social login that ran without a popup: it finishes here (its code loads only then).
  if (modal && /[?&]latch_social_result=/.test(location.search))
    void import('./social/finishSocialRedirect.js').then((m) => m.finishSocialRedirect(config))
  // Sign In With X: its flow loads only for a site that turned it on.
  let stopSiwx: (() => void) | undefined = () => {}
  if (options.siwx || options.siweConfig)
    void import('@latch/core/signIn').then((m) => {
      if (stopSiwx) stopSiwx = m.watchSiwx(config)
    })
  return {
    config,
    element: modal?.element,
    open: async (parameters) => {
      startAfterHydration(config)
      openModal(config, parameters)
    },
    close: async () => closeModal(config),
    switchNetwork: (network) => switchNetwork(config, { network: toNetwork(network) }),
    disconnect: (namespace) => disconnect(config, { namespace }),
    setThemeMode: (themeMode) => setThemeMode(config, themeMode),
    setThemeVariables: (themeVariables) => setThemeVariables(config, themeVariables),
    getState: () => config.store.getState(),
    subscribeState: (listener) => config.store.subscribe(listener),
    getWalletProvider(namespace) {
      const state = config.store.getState()
      const chain = namespace ?? state.activeNamespace ?? 'eip155'
      const account = state.chains[chain]?.account
      if (account?.status !== 'connected') return undefined
      return state.connectors.find((c) => c.id === account.connectorId && c.chain === chain)
        ?.provider
    },
    destroy() {
      stopSiwx?.()
      stopSiwx = undefined
      stopRunning?.()
      // A start still deferred (never hydrated) must not run after the teardown.
      stopRunning = () => {}
      modal?.unmount()
      setDefaultConfig(undefined)
    },
  }
}
