import type { AdapterContext } from '../adapters/createAdapter.js'
import type { Config } from '../config/createConfig.js'
import { createConnectorContext } from '../connectors/createConnectorContext.js'
import { applyAccounts, applyChain } from '../state/applyConnection.js'
import { isUnsupportedChainShown } from '../state/isUnsupportedChainShown.js'
import { resetChainState } from '../state/resetChainState.js'
import { setConnectorRows } from '../state/setConnectorRows.js'
import type { Namespace } from '../types/network.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'
import { closeModal } from './closeModal.js'
import { fetchBalance } from './fetchBalance.js'
import { openModal } from './openModal.js'
import { reconnect } from './reconnect.js'
import { setLocale } from './setLocale.js'
import { startAnalytics } from './startAnalytics.js'

// The visitor's languages in their order of preference (`navigator.languages`, else the one).
const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return []
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0)
    return navigator.languages
  return typeof navigator.language === 'string' ? [navigator.language] : []
}

/**
 * Starts a Latch instance: connectors and adapters begin reporting wallets and wallet events,
 * the stored connection is restored, and the locale is loaded. Returns the teardown.
 */
export function mount(config: Config): () => void {
  // Connectors first: their rows lead the list, and their restores run with the adapters'.
  for (const connector of config.connectors.values())
    config._internal.teardown.push(connector.setup(createConnectorContext(config, connector.id)))
  for (const [namespace, adapter] of config.adapters) {
    const isActiveConnector = (connectorId: string) =>
      config.store.getState().chains[namespace]?.account.connectorId === connectorId &&
      config.store.getState().chains[namespace]?.account.status === 'connected'
    const context: AdapterContext = {
      config,
      setConnectors: (connectors) => setConnectorRows(config, `adapter:${namespace}`, connectors),
      onAccountsChanged(connectorId, accounts) {
        if (!isActiveConnector(connectorId)) return
        if (accounts.length === 0) return disconnected(namespace)
        applyAccounts(config, namespace, accounts)
        void fetchBalance(config, { namespace, force: true })
      },
      onChainChanged(connectorId, chainId) {
        if (!isActiveConnector(connectorId)) return
        applyChain(config, namespace, chainId)
        void fetchBalance(config, { namespace, force: true })
        if (isUnsupportedChainShown(config, namespace))
          openModal(config, { view: 'UnsupportedChain', namespace })
        else if (config.store.getState().modal.history.at(-1)?.view === 'UnsupportedChain')
          closeModal(config)
      },
      onDisconnect(connectorId) {
        if (isActiveConnector(connectorId)) disconnected(namespace)
      },
    }
    config._internal.teardown.push(adapter.setup(context))
  }

  function disconnected(namespace: Namespace) {
    resetChainState(config, namespace)
    if (config.store.getState().modal.history.at(-1)?.view === 'UnsupportedChain')
      closeModal(config)
    config.emit('DISCONNECT_SUCCESS', { namespace, initiator: 'wallet' })
  }

  // The site's `locale` first; where Latch has no words for it, the visitor's own languages.
  void setLocale(config, [config.options.locale, ...browserLanguages()])
  if (config.options.enableReconnect === false) config.store.setState({ initialized: true })
  else void reconnect(config).finally(() => config.store.setState({ initialized: true }))
  // Analytics listens before INITIALIZE is emitted, so the first event is not lost.
  config._internal.teardown.push(startAnalytics(config))
  void checkAllowedOrigin(config)
  config.emit('INITIALIZE', { namespaces: [...config.adapters.keys()].join(',') })
  return () => {
    for (const teardown of config._internal.teardown.splice(0)) teardown()
  }
}
