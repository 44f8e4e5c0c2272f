import type { Config } from '../config/createConfig.js'
import type { CaipAddress, Namespace } from '../types/network.js'

/**
 * The namespace and CAIP-10 account the chain-data actions read for: the given namespace or the
 * active one, when it is connected and the site names a Latch server (`apiUrl`, `projectId`);
 * without one there is no service to ask. `isCurrent` tells, after an await, whether it still is.
 */
export function readAccount(
  config: Config,
  namespace: Namespace | undefined,
): { namespace: Namespace; account: CaipAddress; isCurrent: () => boolean } | undefined {
  const chosen = namespace ?? config.store.getState().activeNamespace
  if (!chosen || !config.options.apiUrl || !config.options.projectId) return undefined
  const account = config.store.getState().chains[chosen]?.account
  if (account?.status !== 'connected' || !account.caipAddress) return undefined
  const caipAddress = account.caipAddress
  return {
    namespace: chosen,
    account: caipAddress,
    isCurrent: () => config.store.getState().chains[chosen]?.account.caipAddress === caipAddress,
  }
}
