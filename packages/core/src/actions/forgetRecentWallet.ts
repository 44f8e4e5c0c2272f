import type { Config } from '../config/createConfig.js'
import { storageKeys } from '../storage/createStorage.js'

/**
 * Takes a wallet off the recent wallets, in the state and in storage (AppKit's
 * `deleteRecentConnection` of its multi-wallet hooks). A wallet that is not recent changes nothing.
 *
 * @example
 * forgetRecentWallet(config, 'io.metamask')
 */
export function forgetRecentWallet(config: Config, connectorId: string): void {
  const { recentConnectorIds } = config.store.getState()
  if (!recentConnectorIds.includes(connectorId)) return
  const recent = recentConnectorIds.filter((id) => id !== connectorId)
  config.storage.set(storageKeys.recentWallets, recent)
  config.store.setState({ recentConnectorIds: recent })
}
