import type { Config } from '../config/createConfig.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Namespace } from '../types/network.js'
import { updateChainState } from './updateChainState.js'

/**
 * Forgets a namespace's connection (spec section 4): status disconnected; address, balance,
 * profile, provider and wallet info cleared; the stored connector id removed. The chain-data
 * lists name the account they belong to, so they are not cleared here (core's index stays
 * small): readers ignore a list whose `account` is not the connected one.
 */
export function resetChainState(config: Config, namespace: Namespace): void {
  config.storage.remove(storageKeys.connectorId(namespace))
  const requested = config.store.getState().chains[namespace]?.network.requestedNetworks ?? []
  const current = config.store.getState().chains[namespace]?.network.caipNetwork
  const isRequested = requested.some((n) => n.caipNetworkId === current?.caipNetworkId)
  updateChainState(config, namespace, {
    account: {
      status: 'disconnected',
      connectorId: undefined,
      caipAddress: undefined,
      address: undefined,
      allAccounts: [],
      balance: undefined,
      balanceDecimals: undefined,
      balanceSymbol: undefined,
      balanceStatus: 'idle',
      profileName: undefined,
      profileImage: undefined,
      addressExplorerUrl: undefined,
      email: undefined,
      socialProvider: undefined,
      username: undefined,
    },
    // A chain the site never requested means nothing once the wallet is gone.
    network: isRequested
      ? { isUnsupported: false }
      : { isUnsupported: false, caipNetwork: requested[0] },
  })
}
