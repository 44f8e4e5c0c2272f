import type { Config } from '@latch/core'
import { storageKeys } from '@latch/core/internal'

/** Forgets a wallet from the recent wallets, in the state and in storage. */
export function deleteRecentConnection(config: Config, connectorId: string): void {
  const recent = config.store.getState().recentConnectorIds.filter((id) => id !== connectorId)
  config.storage.set(storageKeys.recentWallets, recent)
  config.store.setState({ recentConnectorIds: recent })
}
