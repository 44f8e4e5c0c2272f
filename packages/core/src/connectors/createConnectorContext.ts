import { closeModal } from '../actions/closeModal.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { openModal } from '../actions/openModal.js'
import { pushTransactionView } from '../actions/pushTransactionView.js'
import type { Config } from '../config/createConfig.js'
import { applyAccounts, applyChain, applyConnection } from '../state/applyConnection.js'
import { isUnsupportedChainShown } from '../state/isUnsupportedChainShown.js'
import { resetChainState } from '../state/resetChainState.js'
import { setConnectorRows } from '../state/setConnectorRows.js'
import { updateChainState } from '../state/updateChainState.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Namespace } from '../types/network.js'
import type { ConnectorContext } from './createConnector.js'

/**
 * Core's side of the multi-namespace connector contract: the context one connector (by its id)
 * reports through. Every write to state happens here, with the same rules for every connector.
 *
 * @example
 * const stop = connector.setup(createConnectorContext(config, connector.id))
 */
export function createConnectorContext(config: Config, connectorId: string): ConnectorContext {
  const { store, storage } = config
  const namespaces = [...config.adapters.keys()]
  const isConnected = (namespace: Namespace) => {
    const account = store.getState().chains[namespace]?.account
    return account?.status === 'connected' && account.connectorId === connectorId
  }
  const served = (namespace: Namespace) => {
    if (namespaces.includes(namespace)) return true
    // A connector reporting a namespace the site has no adapter for is a bug in the connector.
    throw new Error(`The ${connectorId} connector reported ${namespace}, which has no adapter.`)
  }
  return {
    options: config.options,
    namespaces,
    getState: store.getState,
    subscribe: store.subscribe,
    t: config.i18n.t,
    emit: config.emit,
    setRows: (rows) => setConnectorRows(config, `connector:${connectorId}`, rows),
    connect(connections, info = {}) {
      const active = store.getState().activeNamespace
      const reported = (Object.keys(connections) as Namespace[]).filter(served)
      // The active namespace last: each connection makes its namespace the active one.
      const ordered = [
        ...reported.filter((namespace) => namespace !== active),
        ...reported.filter((namespace) => namespace === active),
      ]
      for (const namespace of ordered) {
        const connection = connections[namespace]
        if (!connection) continue
        applyConnection(config, namespace, connectorId, connection)
        const { email, socialProvider, username } = info
        if (email !== undefined || socialProvider !== undefined)
          updateChainState(config, namespace, { account: { email, socialProvider, username } })
      }
      if (info.email) storage.set(storageKeys.email, info.email)
      if (info.socialProvider) storage.set(storageKeys.socialProvider, info.socialProvider)
      if (info.username) storage.set(storageKeys.socialUsername, info.username)
    },
    setAccounts(namespace, accounts) {
      if (!served(namespace) || !isConnected(namespace)) return
      applyAccounts(config, namespace, accounts)
      void fetchBalance(config, { namespace, force: true })
    },
    setChain(namespace, chainId) {
      if (!served(namespace) || !isConnected(namespace)) return
      applyChain(config, namespace, chainId)
      void fetchBalance(config, { namespace, force: true })
    },
    disconnect({ namespaces: only, initiator = 'dapp' } = {}) {
      const ended = (only ?? namespaces).filter(
        (namespace) =>
          isConnected(namespace) ||
          storage.getString(storageKeys.connectorId(namespace)) === connectorId,
      )
      for (const namespace of ended) resetChainState(config, namespace)
      // The stored login email lasts as long as a connection that carries one.
      const { chains } = store.getState()
      if (!only && !namespaces.some((namespace) => chains[namespace]?.account.email))
        storage.remove(storageKeys.email)
      if (!only && !namespaces.some((namespace) => chains[namespace]?.account.socialProvider)) {
        storage.remove(storageKeys.socialProvider)
        storage.remove(storageKeys.socialUsername)
      }
      if (initiator === 'wallet' && ended.length > 0) {
        if (store.getState().modal.history.at(-1)?.view === 'UnsupportedChain') closeModal(config)
        config.emit('DISCONNECT_SUCCESS', { namespace: ended.join(','), initiator })
      }
      return ended
    },
    isConnected,
    isUnsupportedChainShown: (namespace) => isUnsupportedChainShown(config, namespace),
    setPairing: (pairing) => store.setState({ pairing }),
    openModal: (parameters) => openModal(config, parameters),
    closeModal: () => closeModal(config),
    showTransaction: () => pushTransactionView(config),
    showNotice: (notice) => store.setState({ notice }),
    showAlert: (alert) => store.setState({ alert }),
  }
}
