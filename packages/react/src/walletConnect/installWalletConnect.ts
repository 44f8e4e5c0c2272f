import {
  type Config,
  type Connector,
  type WalletConnectBridge,
  walletConnectConnectorId,
} from '@latch/core'

/** Loads the WalletConnect code (and, on first pairing or restore, the SDK behind it). */
async function loadConnector(config: Config, relayUrl: string) {
  const { createWalletConnectClient, createWalletConnectConnector } = await import(
    '@latch/walletconnect'
  )
  const { options } = config
  const rpcMap: Record<string, string> = {}
  for (const network of options.networks) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[network.caipNetworkId] = url
  }
  const client = createWalletConnectClient({
    projectId: options.projectId ?? 'latch',
    relayUrl,
    rpcMap,
    metadata: {
      name: options.metadata?.name ?? document.title,
      description: options.metadata?.description ?? '',
      url: options.metadata?.url ?? location.origin,
      icons: [...(options.metadata?.icons ?? [])],
    },
    // Latch never calls the vendor's verify service; wallets see requests as unverified.
    disableVerify: true,
  })
  const connector = createWalletConnectConnector(config, client)
  config._internal.teardown.push(() => {
    connector.destroy()
    void client.close()
  })
  return connector
}

/**
 * Offers WalletConnect when the site configured a relay: adds its row to the Connect view and
 * installs the bridge core uses, which loads `@latch/walletconnect` only when the visitor picks
 * a WalletConnect path or a stored session is restored. Nothing is fetched on page load.
 */
export function installWalletConnect(config: Config): void {
  const { relayUrl } = config.options
  if (!relayUrl) return
  let connector: ReturnType<typeof loadConnector> | undefined
  const load = () => {
    connector ??= loadConnector(config, relayUrl)
    // A failed chunk load (offline) must not stay cached: the next attempt loads again.
    connector.catch(() => {
      connector = undefined
    })
    return connector
  }
  const bridge: WalletConnectBridge = {
    preload() {
      load()
        .then((loaded) => loaded.preload())
        .catch(() => undefined)
    },
    pair() {
      config.store.setState({ pairing: { status: 'loading' } })
      load()
        .then((loaded) => loaded.pair())
        .catch((error: unknown) =>
          config.store.setState({
            pairing: {
              status: 'error',
              errorName: error instanceof Error ? error.name : 'UnknownError',
            },
          }),
        )
    },
    cancelPairing: () => void connector?.then((loaded) => loaded.cancelPairing()),
    rememberWalletApp: (app) =>
      void load()
        .then((loaded) => loaded.rememberWalletApp(app))
        .catch(() => undefined),
    restore: () => load().then((loaded) => loaded.restore()),
    disconnect: async () => {
      if (connector) await (await connector).disconnect()
    },
  }
  config._internal.walletConnect = bridge
  // The WalletConnect row of the Connect view (the spec's first connector type). A session's
  // own connectors replace it while the session lasts.
  const entry: Connector = {
    id: walletConnectConnectorId,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: config.store.getState().activeNamespace ?? 'eip155',
  }
  config.store.setState((state) => ({ connectors: [...state.connectors, entry] }))
}
