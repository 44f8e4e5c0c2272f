import {
  type Connector,
  type ConnectorContext,
  type WalletConnectConnector,
  walletConnectConnectorId,
} from '@latch/core'
import type { WalletConnectSessionController } from './createWalletConnectSession.js'

/** Parameters of {@link createWalletConnectConnector}. */
export type CreateWalletConnectConnectorParameters = {
  /** Any WalletConnect relay, e.g. your Latch server's `wss://latch.example.com/relay`. */
  relayUrl: string
}

/**
 * WalletConnect as a multi-namespace connector: QR codes and deep links to phone and desktop
 * wallets. It adds its row to the Connect view and loads the session code (and, on the first
 * pairing or restore, the SDK behind it) only when the visitor picks a WalletConnect path or a
 * stored session is restored: nothing is fetched on page load.
 *
 * @example
 * import { createWalletConnectConnector } from '@latch/walletconnect'
 * createConfig(options, { connectors: [createWalletConnectConnector({ relayUrl })] })
 */
export function createWalletConnectConnector(
  parameters: CreateWalletConnectConnectorParameters,
): WalletConnectConnector {
  let context: ConnectorContext | undefined
  let idleRows: readonly Connector[] = []
  let loaded: Promise<WalletConnectSessionController> | undefined
  const load = () => {
    const current = context
    if (!current) return Promise.reject(new Error('The WalletConnect connector is not set up.'))
    if (loaded) return loaded
    const loading = import('./loadWalletConnectSession.js').then((module) =>
      module.loadWalletConnectSession(current, { relayUrl: parameters.relayUrl, idleRows }),
    )
    loaded = loading
    // A failed chunk load (offline) must not stay cached: the next attempt loads again.
    loading.catch(() => {
      if (loaded === loading) loaded = undefined
    })
    return loading
  }
  return {
    id: walletConnectConnectorId,
    type: 'WALLET_CONNECT',
    setup(setupContext) {
      context = setupContext
      // The Connect view's WalletConnect row (the spec's first connector type). A session's
      // own rows replace it while the session lasts.
      idleRows = [
        {
          id: walletConnectConnectorId,
          name: 'WalletConnect',
          type: 'WALLET_CONNECT',
          chain: setupContext.getState().activeNamespace ?? 'eip155',
        },
      ]
      setupContext.setRows(idleRows)
      return () => {
        void loaded?.then((session) => session.destroy()).catch(() => undefined)
        loaded = undefined
        context = undefined
      }
    },
    preload() {
      load()
        .then((session) => session.preload())
        .catch(() => undefined)
    },
    pair() {
      context?.setPairing({ status: 'loading' })
      load()
        .then((session) => session.pair())
        .catch((error: unknown) =>
          context?.setPairing({
            status: 'error',
            errorName: error instanceof Error ? error.name : 'UnknownError',
          }),
        )
    },
    cancelPairing: () =>
      void loaded?.then((session) => session.cancelPairing()).catch(() => undefined),
    rememberWalletApp: (app) =>
      void load()
        .then((session) => session.rememberWalletApp(app))
        .catch(() => undefined),
    restore: () => load().then((session) => session.restore()),
    async disconnect() {
      if (loaded) await (await loaded).disconnect()
    },
  }
}
