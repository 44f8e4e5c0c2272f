import { fetchBalance } from '../actions/fetchBalance.js'
import type { AdapterConnection } from '../adapters/createAdapter.js'
import type { Config } from '../config/createConfig.js'
import { NoAccountsError } from '../errors/connect.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Namespace } from '../types/network.js'
import { resolveNetwork } from './resolveNetwork.js'
import { updateChainState } from './updateChainState.js'

/** Builds the explorer link of an address, when the network has an explorer. */
function explorerUrl(baseUrl: string | undefined, address: string): string | undefined {
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}/address/${address}` : undefined
}

/** Records a wallet's accounts as the namespace's connected state. */
export function applyAccounts(
  config: Config,
  namespace: Namespace,
  accounts: readonly string[],
): void {
  const address = accounts[0]
  if (!address) throw new NoAccountsError()
  const network = config.store.getState().chains[namespace]?.network.caipNetwork
  updateChainState(config, namespace, {
    account: {
      status: 'connected',
      address,
      allAccounts: [...accounts],
      caipAddress: network ? `${network.caipNetworkId}:${address}` : undefined,
      addressExplorerUrl: explorerUrl(network?.blockExplorers?.default.url, address),
    },
  })
}

/** Records the chain a wallet reports, flagging one the site did not request. */
export function applyChain(config: Config, namespace: Namespace, chainId: number | string): void {
  const chain = config.store.getState().chains[namespace]
  if (!chain) return
  const { network, isRequested } = resolveNetwork(
    chain.network.requestedNetworks,
    namespace,
    chainId,
  )
  const address = chain.account.address
  updateChainState(config, namespace, {
    network: { caipNetwork: network, isUnsupported: !isRequested },
    account: address
      ? {
          caipAddress: `${network.caipNetworkId}:${address}`,
          addressExplorerUrl: explorerUrl(network.blockExplorers?.default.url, address),
          balance: undefined,
          balanceStatus: 'idle',
        }
      : {},
  })
  if (isRequested) config.storage.set(storageKeys.lastChain(namespace), network.caipNetworkId)
}

/** Stores a fresh or restored connection and starts reading its balance. */
export function applyConnection(
  config: Config,
  namespace: Namespace,
  connectorId: string,
  connection: AdapterConnection,
): void {
  if (connection.accounts.length === 0) throw new NoAccountsError()
  applyChain(config, namespace, connection.chainId)
  updateChainState(config, namespace, { account: { connectorId } })
  applyAccounts(config, namespace, connection.accounts)
  config.storage.set(storageKeys.connectorId(namespace), connectorId)
  config.storage.set(storageKeys.activeNamespace, namespace)
  config.store.setState({ activeNamespace: namespace })
  void fetchBalance(config, { namespace, force: true })
}
