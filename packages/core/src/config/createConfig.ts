import type { Adapter } from '../adapters/createAdapter.js'
import type { MultiNamespaceConnector } from '../connectors/createConnector.js'
import type { LatchEvent, LatchEventName } from '../events/events.js'
import { createI18n, type I18n, type I18nCatalogue } from '../i18n/createI18n.js'
import type { Options } from '../options/options.js'
import { validateOptions } from '../options/validateOptions.js'
import { createStorage, type LatchStorage, storageKeys } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Connector } from '../types/connector.js'
import type { Namespace, Network } from '../types/network.js'
import type { ChainState, State } from '../types/state.js'
import type { RouteEntry } from '../types/view.js'

/** One Latch instance: options, state, translator, storage, adapters and connectors. */
export type Config = {
  readonly options: Options
  readonly store: Store<State>
  readonly i18n: I18n
  readonly storage: LatchStorage
  readonly adapters: ReadonlyMap<Namespace, Adapter>
  /** The connectors that span namespaces (WalletConnect, the embedded wallet), by id. */
  readonly connectors: ReadonlyMap<string, MultiNamespaceConnector>
  /** Emits a tracked event to `watchEvents` listeners. */
  emit(event: LatchEventName, properties?: LatchEvent['data']['properties']): void
  watchEvents(listener: (event: LatchEvent) => void): () => void
  /** @internal */
  readonly _internal: {
    teardown: (() => void)[]
    balanceFetchedAt: Map<string, number>
    /** Each reporter's rows of `state.connectors` (an adapter's namespace, a connector's id). */
    connectorRows: Map<string, readonly Connector[]>
    /** The transaction stack: approvals open, and the history to return to when they are done. */
    transactions: { count: number; returnTo: readonly RouteEntry[] | undefined }
  }
}

function networkFromStorage(
  storage: LatchStorage,
  namespace: Namespace,
  requested: readonly Network[],
): Network | undefined {
  const stored = storage.getString(storageKeys.lastChain(namespace))
  return requested.find((network) => network.caipNetworkId === stored)
}

/**
 * Creates a Latch instance from validated options. Nothing talks to a wallet until `mount`.
 *
 * @example
 * import { createConfig } from '@latch/core'
 * import { mainnet } from '@latch/core/networks'
 * import { createEvmAdapter } from '@latch/evm'
 * const config = createConfig({ adapters: [createEvmAdapter()], networks: [mainnet] })
 */
export function createConfig(
  options: Options,
  parameters: {
    catalogue?: I18nCatalogue | undefined
    /** Connectors that span namespaces; the composition root (`createAppKit`) names them. */
    connectors?: readonly MultiNamespaceConnector[] | undefined
  } = {},
): Config {
  validateOptions(options)
  const storage = createStorage(options.storage)
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]
  const adapters = new Map(options.adapters.map((adapter) => [adapter.namespace, adapter]))
  const reconnectEnabled = options.enableReconnect !== false

  const chains: Partial<Record<Namespace, ChainState>> = {}
  for (const namespace of adapters.keys()) {
    const requestedNetworks = options.networks.filter((n) => n.chainNamespace === namespace)
    const hasStoredConnection =
      reconnectEnabled && storage.getString(storageKeys.connectorId(namespace)) !== undefined
    chains[namespace] = {
      account: {
        // A stored connection starts as connecting, so the UI does not flash "Connect".
        status: hasStoredConnection ? 'connecting' : 'disconnected',
        allAccounts: [],
        balanceStatus: 'idle',
      },
      network: {
        caipNetwork:
          networkFromStorage(storage, namespace, requestedNetworks) ??
          (defaultNetwork.chainNamespace === namespace ? defaultNetwork : requestedNetworks[0]),
        requestedNetworks,
        approvedNetworkIds: requestedNetworks.map((network) => network.caipNetworkId),
        supportsAllNetworks: false,
        isUnsupported: false,
      },
    }
  }
  const storedNamespace = storage.getString(storageKeys.activeNamespace, (value) =>
    adapters.has(value as Namespace),
  ) as Namespace | undefined

  const store = createStore<State>({
    activeNamespace: storedNamespace ?? defaultNetwork.chainNamespace,
    chains,
    connectors: [],
    recentConnectorIds: storage.getStringList(storageKeys.recentWallets),
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
  })

  const i18n = createI18n({ catalogue: parameters.catalogue })
  const eventListeners = new Set<(event: LatchEvent) => void>()
  return {
    options,
    store,
    i18n,
    storage,
    adapters,
    connectors: new Map((parameters.connectors ?? []).map((c) => [c.id, c])),
    emit(event, properties) {
      const payload: LatchEvent = {
        timestamp: Date.now(),
        data: properties ? { type: 'track', event, properties } : { type: 'track', event },
      }
      for (const listener of [...eventListeners]) listener(payload)
    },
    watchEvents(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    _internal: {
      teardown: [],
      balanceFetchedAt: new Map(),
      connectorRows: new Map(),
      transactions: { count: 0, returnTo: undefined },
    },
  }
}
