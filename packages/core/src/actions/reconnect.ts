import type { Config } from '../config/createConfig.js'
import { createConnectorContext } from '../connectors/createConnectorContext.js'
import { BaseError } from '../errors/base.js'
import { applyConnection } from '../state/applyConnection.js'
import { isUnsupportedChainShown } from '../state/isUnsupportedChainShown.js'
import { resetChainState } from '../state/resetChainState.js'
import { updateChainState } from '../state/updateChainState.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Connector } from '../types/connector.js'
import { authConnectorId } from '../types/embeddedWallet.js'
import type { Namespace } from '../types/network.js'
import { walletConnectConnectorId } from '../types/walletConnect.js'
import { openModal } from './openModal.js'

/** Resolves with the connector once an adapter reports it, or undefined after the timeout. */
function waitForConnector(
  config: Config,
  connectorId: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const find = () => config.store.getState().connectors.find((c) => c.id === connectorId)
  const found = find()
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(undefined)
    }, timeoutMs)
    const unsubscribe = config.store.subscribe(() => {
      const connector = find()
      if (!connector) return
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    })
  })
}

/**
 * Restores each namespace's stored connection without prompting (spec section 4): status goes
 * to connecting, then connected, or disconnected when the wallet no longer grants access.
 */
export async function reconnect(config: Config): Promise<void> {
  const namespaces = [...config.adapters.keys()]
  const stores = (id: string) =>
    namespaces.some(
      (namespace) => config.storage.getString(storageKeys.connectorId(namespace)) === id,
    )
  // One session (or one embedded wallet) serves every namespace that stored it, so it is
  // restored once, alongside the others; what it does not report connected is reset after.
  const restoring = new Map<string, Promise<void>>()
  for (const connector of config.connectors.values()) {
    if (!stores(connector.id)) continue
    const context = createConnectorContext(config, connector.id)
    restoring.set(
      connector.id,
      connector.restore().then(
        () => {
          const stale = namespaces.filter(
            (namespace) =>
              !context.isConnected(namespace) &&
              config.storage.getString(storageKeys.connectorId(namespace)) === connector.id,
          )
          if (stale.length > 0) context.disconnect({ namespaces: stale })
        },
        () => void context.disconnect(),
      ),
    )
  }
  await Promise.all([
    ...restoring.values(),
    ...namespaces.map(async (namespace: Namespace) => {
      const adapter = config.adapters.get(namespace)!
      const connectorId = config.storage.getString(storageKeys.connectorId(namespace))
      if (!connectorId || restoring.has(connectorId)) return
      // A connector this page no longer offers (the site dropped its relay or frame).
      if (connectorId === walletConnectConnectorId || connectorId === authConnectorId)
        return resetChainState(config, namespace)
      updateChainState(config, namespace, { account: { status: 'connecting' } })
      try {
        const connector = await waitForConnector(config, connectorId, adapter.discoveryTimeoutMs)
        // Two wallets claim this identity: never reconnect silently to either (SECURITY.md T11).
        const trusted = connector?.warning === 'duplicate_rdns' ? undefined : connector
        const connection = trusted && (await adapter.reconnect({ connector: trusted }))
        if (!connection || connection.accounts.length === 0) {
          resetChainState(config, namespace)
          return
        }
        applyConnection(config, namespace, connectorId, connection)
        if (isUnsupportedChainShown(config, namespace))
          openModal(config, { view: 'UnsupportedChain', namespace })
      } catch (error) {
        resetChainState(config, namespace)
        if (!(error instanceof BaseError))
          config.emit('INTERNAL_SDK_ERROR', {
            action: 'reconnect',
            error: error instanceof Error ? error.name : 'UnknownError',
          })
      }
    }),
  ])
}
