import type { Config } from '../config/createConfig.js'
import type { CaipNetworkId, Namespace, Network } from '../types/network.js'
import { type ReadParameters, stableRead } from '../utils/stableRead.js'

export type GetNetworkParameters = ReadParameters

export type GetNetworkReturnType = {
  /** The namespace read: the one asked for, else the active one. */
  namespace: Namespace | undefined
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** True when the wallet is on a network the site did not request. */
  isUnsupported: boolean
}

/**
 * The network of a namespace (the active one by default). The same object is returned until
 * one of its fields changes.
 *
 * @example
 * ```ts
 * import { getNetwork } from '@latch/core'
 *
 * const { chainId, isUnsupported } = getNetwork(config)
 * ```
 */
export const getNetwork: (
  config: Config,
  parameters?: GetNetworkParameters,
) => GetNetworkReturnType = /* @__PURE__ */ stableRead((state, namespace) => {
  const network = namespace ? state.chains[namespace]?.network : undefined
  return {
    namespace,
    caipNetwork: network?.caipNetwork,
    caipNetworkId: network?.caipNetwork?.caipNetworkId,
    chainId: network?.caipNetwork?.id,
    isUnsupported: network?.isUnsupported ?? false,
  }
})
