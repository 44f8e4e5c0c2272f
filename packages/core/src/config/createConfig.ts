import type { Adapter } from '../adapters/createAdapter.js'
import type { MultiNamespaceConnector } from '../connectors/createConnector.js'
import type { LatchEvent, LatchEventName } from '../events/events.js'
import { createI18n, type I18n, type I18nCatalogue } from '../i18n/createI18n.js'
import type { AppKitOptions } from '../options/appKitOptions.js'
import { normalizeOptions } from '../options/normalizeOptions.js'
import type { Options } from '../options/options.js'
import { createStorage, type LatchStorage, storageKeys } from '../storage/createStorage.js'
import { readInitialState } from '../storage/initialState.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Connector } from '../types/connector.js'
import type { Namespace } from '../types/network.js'
import type { State } from '../types/state.js'
import type { RouteEntry } from '../types/view.js'
import { stateFromInitialState } from './stateFromInitialState.js'

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
  appKitOptions: AppKitOptions,
  parameters: {
    catalogue?: I18nCatalogue | undefined
    /** Connectors that span namespaces; the composition root (`createAppKit`) names them. */
    connectors?: readonly MultiNamespaceConnector[] | undefined
  } = {},
): Config {
  const options = normalizeOptions(appKitOptions)
  const storage = createStorage(options.storage)
  const adapters = new Map(options.adapters.map((adapter) => [adapter.namespace, adapter]))
  const store = createStore<State>({
    ...stateFromInitialState(options, readInitialState(storage, options)),
    recentConnectorIds: storage.getStringList(storageKeys.recentWallets),
  })

  const i18n = createI18n({ catalogue: parameters.catalogue, messages: options.messages })
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
