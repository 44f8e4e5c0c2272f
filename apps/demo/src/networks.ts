import type { Network } from '@latch/core'
import { bundledNetworks, defineDevnetNetwork } from '@latch/core/networks'

const manifest = __DEVNET_MANIFEST__

/** The devnet chains as networks, first so that the demo starts on them. */
const devnetNetworks: Network[] = (manifest?.chains ?? []).map((chain) =>
  defineDevnetNetwork({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }),
)

/** The local Solana cluster (Surfpool), when the devnet started it. */
export const solanaNetworks: Network[] = manifest?.solana
  ? [
      {
        id: manifest.solana.chainReference,
        caipNetworkId: `solana:${manifest.solana.chainReference}`,
        chainNamespace: 'solana',
        name: 'Latch Solana Devnet',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [manifest.solana.rpcUrl] } },
        testnet: true,
      },
    ]
  : []

/**
 * Every network the demo requests: the devnet, then the bundled eip155 catalogue, then the
 * local Solana cluster (the public Solana clusters would send reads off this machine).
 */
export const demoNetworks = [
  ...devnetNetworks,
  ...bundledNetworks.filter((network) => network.chainNamespace === 'eip155'),
  ...solanaNetworks,
] as [Network, ...Network[]]
