import type { Network } from '@latch/core'
import {
  arbitrum,
  base,
  defineDevnetNetwork,
  mainnet,
  optimism,
  polygon,
} from '@latch/core/networks'

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
 * Mainnets the demo lists after the devnet, to show switching. A short list on purpose: a
 * WalletConnect wallet is asked to approve every network the site requests, so a site should
 * request the ones it uses, not the whole catalogue.
 */
const demoMainnets: Network[] = [mainnet, base, optimism, arbitrum, polygon]

/**
 * Every network the demo requests: the devnet, a few mainnets, then the local Solana cluster
 * (the public Solana clusters would send reads off this machine).
 */
export const demoNetworks = [...devnetNetworks, ...demoMainnets, ...solanaNetworks] as [
  Network,
  ...Network[],
]
