import type { Config } from '../config/createConfig.js'
import { AdapterNotFoundError, NetworkNotFoundError } from '../errors/chain.js'
import { applyChain } from '../state/applyConnection.js'
import { updateChainState } from '../state/updateChainState.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Network } from '../types/network.js'
import { closeModal } from './closeModal.js'
import { fetchBalance } from './fetchBalance.js'

export type SwitchNetworkParameters = { network: Network }

/**
 * Makes a requested network the active one. When a wallet is connected on its namespace, the
 * wallet is asked to switch (and to add the chain when it does not know it); otherwise the
 * choice is only remembered. Switching the active network changes the active namespace.
 */
export async function switchNetwork(
  config: Config,
  parameters: SwitchNetworkParameters,
): Promise<void> {
  const { network } = parameters
  const namespace = network.chainNamespace
  const chain = config.store.getState().chains[namespace]
  const adapter = config.adapters.get(namespace)
  if (!adapter || !chain) throw new AdapterNotFoundError(namespace)
  if (!chain.network.requestedNetworks.some((n) => n.caipNetworkId === network.caipNetworkId))
    throw new NetworkNotFoundError()

  const connector = config.store
    .getState()
    .connectors.find((c) => c.id === chain.account.connectorId && c.chain === namespace)
  if (chain.account.status === 'connected' && connector) {
    await adapter.switchNetwork({ connector, network })
    // Wallets report chainChanged, but not all of them do it before answering.
    applyChain(config, namespace, network.id)
    void fetchBalance(config, { namespace, force: true })
  } else {
    updateChainState(config, namespace, { network: { caipNetwork: network, isUnsupported: false } })
    config.storage.set(storageKeys.lastChain(namespace), network.caipNetworkId)
  }
  config.storage.set(storageKeys.activeNamespace, namespace)
  config.store.setState({ activeNamespace: namespace, switchError: undefined })
  config.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
  const { modal } = config.store.getState()
  const view = modal.history.at(-1)?.view
  if (view === 'UnsupportedChain' || view === 'Networks') closeModal(config)
}
