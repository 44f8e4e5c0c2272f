import type { Network } from '../types/network.js'

/**
 * An EVM chain as viem describes it (`import { mainnet } from 'viem/chains'`): a network
 * without the CAIP fields, always on eip155.
 */
export type ViemChain = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

/** A network as a site may give it: Latch's (or AppKit's) CAIP network, or a viem chain. */
export type NetworkInput = Network | ViemChain

/**
 * Turns a viem chain into a Latch network (`eip155:<id>`); a network that already names its
 * namespace is returned as it is. AppKit accepts both shapes in `networks` and `defaultNetwork`.
 *
 * @example
 * import { mainnet } from 'viem/chains'
 * toNetwork(mainnet).caipNetworkId // 'eip155:1'
 */
export function toNetwork(network: NetworkInput): Network {
  // Anything else (already a network, or not a network at all) is left for validation.
  if (typeof network !== 'object' || network === null || 'chainNamespace' in network)
    return network as Network
  if (typeof network.id !== 'number') return network as Network
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = network
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: rpcUrls?.default?.http } },
    ...(blockExplorers?.default && {
      blockExplorers: {
        default: { name: blockExplorers.default.name, url: blockExplorers.default.url },
      },
    }),
    ...(testnet !== undefined && { testnet }),
  }
}
