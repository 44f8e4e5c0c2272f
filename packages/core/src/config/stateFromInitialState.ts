import type { Options } from '../options/options.js'
import type { InitialState } from '../storage/initialState.js'
import type { Namespace } from '../types/network.js'
import type { ChainState, State } from '../types/state.js'

/**
 * The state a Latch instance starts from, given its options and the stored connection. A pure
 * function: the server (from the request's cookie) and the browser (from the same cookie) get
 * the same state, so a server-rendered page hydrates without a mismatch.
 */
export function stateFromInitialState(options: Options, initialState: InitialState): State {
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]!
  const reconnectEnabled = options.enableReconnect !== false
  const chains: Partial<Record<Namespace, ChainState>> = {}
  for (const { namespace } of options.adapters) {
    const requestedNetworks = options.networks.filter((n) => n.chainNamespace === namespace)
    const stored = initialState.chains[namespace]
    chains[namespace] = {
      account: {
        // A stored connection starts as connecting, so the UI does not flash "Connect".
        status: reconnectEnabled && stored?.connectorId ? 'connecting' : 'disconnected',
        allAccounts: [],
        balanceStatus: 'idle',
      },
      network: {
        caipNetwork:
          requestedNetworks.find((network) => network.caipNetworkId === stored?.caipNetworkId) ??
          (defaultNetwork.chainNamespace === namespace ? defaultNetwork : requestedNetworks[0]),
        requestedNetworks,
        approvedNetworkIds: requestedNetworks.map((network) => network.caipNetworkId),
        supportsAllNetworks: false,
        isUnsupported: false,
      },
    }
  }
  const activeNamespace =
    initialState.activeNamespace && chains[initialState.activeNamespace]
      ? initialState.activeNamespace
      : defaultNetwork.chainNamespace
  return {
    activeNamespace,
    chains,
    connectors: [],
    recentConnectorIds: [],
    modal: { status: 'closed', history: [] },
    attempt: { status: 'idle' },
    themeMode: options.themeMode ?? 'light',
    themeVariables: { ...options.themeVariables },
    locale: 'en',
    initialized: false,
    pairing: { status: 'idle' },
    walletList: {
      status: 'idle',
      page: 0,
      count: 0,
      wallets: [],
      featured: [],
      recommended: [],
      search: { query: '', status: 'idle', results: [], count: 0 },
      excludedWallets: options.excludeWalletIds ?? [],
    },
  }
}
