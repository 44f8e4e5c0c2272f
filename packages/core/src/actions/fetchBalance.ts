import type { Config } from '../config/createConfig.js'
import { updateChainState } from '../state/updateChainState.js'
import type { Namespace } from '../types/network.js'

/** The spec's balance cache (section 9): a balance is read again after 30 s, or when forced. */
export const balanceCacheMs = 30_000

export type FetchBalanceParameters = {
  namespace?: Namespace | undefined
  /** Ignores the 30 s cache, e.g. after a transaction. */
  force?: boolean | undefined
}

/**
 * Reads the connected address's native balance from the network's RPC. A failure is stored as
 * `unavailable`, never as zero.
 */
export async function fetchBalance(
  config: Config,
  parameters: FetchBalanceParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? config.store.getState().activeNamespace
  if (!namespace) return
  const chain = config.store.getState().chains[namespace]
  const adapter = config.adapters.get(namespace)
  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  if (!adapter || !address || !network) return
  if (chain.network.isUnsupported) {
    updateChainState(config, namespace, { account: { balanceStatus: 'unavailable' } })
    return
  }
  const key = `${network.caipNetworkId}:${address}`
  const fetchedAt = config._internal.balanceFetchedAt.get(key)
  if (!parameters.force && fetchedAt !== undefined && Date.now() - fetchedAt < balanceCacheMs)
    return
  config._internal.balanceFetchedAt.set(key, Date.now())
  updateChainState(config, namespace, { account: { balanceStatus: 'loading' } })
  const isCurrent = () => {
    const now = config.store.getState().chains[namespace]
    return (
      now?.account.address === address &&
      now.network.caipNetwork?.caipNetworkId === network.caipNetworkId
    )
  }
  try {
    const balance = await adapter.getBalance({ address, network })
    if (!isCurrent()) return
    updateChainState(config, namespace, {
      account: {
        balance: balance.value.toString(),
        balanceDecimals: balance.decimals,
        balanceSymbol: balance.symbol,
        balanceStatus: 'ready',
      },
    })
  } catch {
    config._internal.balanceFetchedAt.delete(key)
    if (isCurrent())
      updateChainState(config, namespace, {
        account: { balanceStatus: 'unavailable', balance: undefined },
      })
  }
}
