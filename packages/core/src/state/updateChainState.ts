import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'
import type { AccountState, NetworkState } from '../types/state.js'

/** Merges changes into one namespace's account and network state. */
export function updateChainState(
  config: Config,
  namespace: Namespace,
  change: { account?: Partial<AccountState>; network?: Partial<NetworkState> },
): void {
  config.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return {}
    return {
      chains: {
        ...state.chains,
        [namespace]: {
          account: { ...chain.account, ...change.account },
          network: { ...chain.network, ...change.network },
        },
      },
    }
  })
}
