import type { Network } from '@latch/core'
import { bundledNetworks, defineDevnetNetwork } from '@latch/core/networks'

const manifest = __DEVNET_MANIFEST__

/** The devnet chains as networks, first so that the demo starts on them. */
export const devnetNetworks: Network[] = (manifest?.chains ?? []).map((chain) =>
  defineDevnetNetwork({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }),
)

/** Every network the demo requests: the devnet, then the bundled eip155 catalogue. */
export const demoNetworks = [
  ...devnetNetworks,
  ...bundledNetworks.filter((network) => network.chainNamespace === 'eip155'),
] as [Network, ...Network[]]
