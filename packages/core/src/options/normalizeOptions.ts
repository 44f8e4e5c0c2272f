import { connectorOnlyAdapter } from '../adapters/connectorOnlyAdapter.js'
import type { Network } from '../types/network.js'
import { type NetworkInput, toNetwork } from '../utils/toNetwork.js'
import type { AppKitOptions } from './appKitOptions.js'
import type { Options } from './options.js'
import { validateOptions } from './validateOptions.js'

/** A network with the site's `customRpcUrls` for it in place of its own RPC URLs. */
function withRpcUrls(network: Network, customRpcUrls: Options['customRpcUrls']): Network {
  const custom = customRpcUrls?.[network.caipNetworkId]
  if (!custom?.length) return network
  return {
    ...network,
    rpcUrls: { ...network.rpcUrls, default: { http: custom.map((entry) => entry.url) } },
  }
}

/**
 * Checks the site's options and puts them in Latch's shapes: viem chains become networks, the
 * site's `customRpcUrls` replace the networks' RPC URLs, and a namespace without an adapter gets
 * one that leaves it to WalletConnect and the email wallet. Throws `InvalidOptionsError`.
 */
export function normalizeOptions(input: AppKitOptions): Options {
  validateOptions(input)
  const { customRpcUrls } = input
  const normalize = (network: NetworkInput) => withRpcUrls(toNetwork(network), customRpcUrls)
  const networks = input.networks.map(normalize) as unknown as Options['networks']
  const adapters = [...(input.adapters ?? [])]
  for (const network of networks)
    if (!adapters.some((adapter) => adapter.namespace === network.chainNamespace))
      adapters.push(connectorOnlyAdapter(network.chainNamespace))
  return {
    ...(input as Options),
    adapters,
    networks,
    defaultNetwork: input.defaultNetwork && normalize(input.defaultNetwork),
  }
}
