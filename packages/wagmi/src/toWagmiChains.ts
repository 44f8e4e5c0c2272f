import { InvalidOptionsError, type NetworkInput } from '@latch/core'
import type { Chain } from 'viem'

// A viem chain names no namespace: it is eip155 by nature.
const isEip155 = (network: NetworkInput) =>
  !('chainNamespace' in network) || network.chainNamespace === 'eip155'

/**
 * The wagmi chains of a site's networks: its eip155 ones, in order (a Solana network is left to
 * its own adapter). A viem chain is kept as it is, with its formatters and contracts; a Latch
 * network already has a viem chain's shape.
 */
export function toWagmiChains(networks: readonly NetworkInput[]): readonly [Chain, ...Chain[]] {
  const chains: Chain[] = []
  for (const network of networks) {
    if (!isEip155(network)) continue
    if (typeof network.id !== 'number' || !Number.isSafeInteger(network.id) || network.id <= 0)
      throw new InvalidOptionsError(
        `WagmiAdapter: the network "${network.name}" needs a positive integer chain id.`,
      )
    if (chains.some((chain) => chain.id === network.id))
      throw new InvalidOptionsError(`WagmiAdapter: chain id ${network.id} is listed twice.`)
    chains.push(network as unknown as Chain)
  }
  const [first, ...rest] = chains
  if (!first) throw new InvalidOptionsError('WagmiAdapter: `networks` needs an eip155 network.')
  return [first, ...rest]
}
