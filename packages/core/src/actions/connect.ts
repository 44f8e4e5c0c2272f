import type { Config } from '../config/createConfig.js'
import { BaseError } from '../errors/base.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import {
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  type NoAccountsErrorType,
  type RequestPendingErrorType,
  type UserRejectedRequestErrorType,
  type WalletRequestErrorType,
} from '../errors/connect.js'
import { applyConnection } from '../state/applyConnection.js'
import { isUnsupportedChainShown } from '../state/isUnsupportedChainShown.js'
import { storageKeys } from '../storage/createStorage.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'

/** How many recently used wallets are remembered. */
export const recentWalletsLimit = 3

export type ConnectParameters = { connectorId: string }
export type ConnectReturnType = { address: string; chainId: number | string }
export type ConnectErrorType =
  | ConnectorNotFoundErrorType
  | UserRejectedRequestErrorType
  | NoAccountsErrorType
  | RequestPendingErrorType
  | WalletRequestErrorType

/**
 * Connects a wallet by connector id. Progress is kept in `state.attempt` for the
 * ConnectingExternal view; on success the modal closes (or shows UnsupportedChain).
 */
export async function connect(
  config: Config,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { connectorId } = parameters
  const connector = config.store.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  const adapter = config.adapters.get(connector.chain)
  if (!adapter) throw new AdapterNotFoundError(connector.chain)

  config.store.setState({ attempt: { status: 'connecting', connectorId } })
  config.emit('SELECT_WALLET', { name: connector.name, type: connector.type })
  try {
    const connection = await adapter.connect({ connector })
    applyConnection(config, connector.chain, connectorId, connection)
    const recent = [
      connectorId,
      ...config.store.getState().recentConnectorIds.filter((id) => id !== connectorId),
    ].slice(0, recentWalletsLimit)
    config.storage.set(storageKeys.recentWallets, recent)
    config.store.setState({ recentConnectorIds: recent, attempt: { status: 'idle' } })
    config.emit('CONNECT_SUCCESS', { name: connector.name, namespace: connector.chain })
    if (isUnsupportedChainShown(config, connector.chain))
      openModal(config, { view: 'UnsupportedChain' })
    else closeModal(config)
    return { address: connection.accounts[0] ?? '', chainId: connection.chainId }
  } catch (error) {
    const errorName = error instanceof Error ? error.name : 'UnknownError'
    if (config.store.getState().attempt.status === 'connecting')
      config.store.setState({ attempt: { status: 'error', connectorId, errorName } })
    config.emit('CONNECT_ERROR', { name: connector.name, error: errorName })
    // A failure that is neither the visitor's choice nor a wallet's answer is ours to look at.
    if (!(error instanceof BaseError))
      config.emit('INTERNAL_SDK_ERROR', { action: 'connect', error: errorName })
    throw error
  }
}
