import type { Network } from '../types/network.js'
import { toCaipNetworkId } from '../utils/toCaipNetworkId.js'

/** Options of {@link defineDevnetNetwork}. */
export type DefineDevnetNetworkOptions = {
  /** The chain id the local node reports, e.g. `31337` for anvil. */
  chainId: number
  /** The name shown in the network list. */
  name: string
  /** The node's JSON-RPC URL, e.g. `http://127.0.0.1:8545`. */
  rpcUrl: string
}

/**
 * Declares a local EVM development chain (anvil, hardhat): Ether as native currency, marked as a
 * test network, with no block explorer.
 *
 * @example
 * import { defineDevnetNetwork } from '@latch/core/networks'
 * const devnet = defineDevnetNetwork({
 *   chainId: 31337,
 *   name: 'Devnet',
 *   rpcUrl: 'http://127.0.0.1:8545',
 * })
 */
export function defineDevnetNetwork(options: DefineDevnetNetworkOptions): Network {
  const { chainId, name, rpcUrl } = options
  return {
    id: chainId,
    caipNetworkId: toCaipNetworkId('eip155', chainId),
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
