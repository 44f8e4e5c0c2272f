import type { Namespace, Network } from '../types/network.js'

/**
 * Finds the requested network for a wallet's chain id; when the site did not request it, builds
 * a stand-in so the UI can still name the chain and offer switching away from it.
 */
export function resolveNetwork(
  requested: readonly Network[],
  namespace: Namespace,
  chainId: number | string,
): { network: Network; isRequested: boolean } {
  const found = requested.find((network) => String(network.id) === String(chainId))
  if (found) return { network: found, isRequested: true }
  return {
    isRequested: false,
    network: {
      id: chainId,
      caipNetworkId: `${namespace}:${chainId}`,
      chainNamespace: namespace,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  }
}
