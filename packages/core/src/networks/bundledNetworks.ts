import type { Network } from '../types/network.js'
import { arbitrum } from './arbitrum.js'
import { arbitrumSepolia } from './arbitrumSepolia.js'
import { aurora } from './aurora.js'
import { avalanche } from './avalanche.js'
import { avalancheFuji } from './avalancheFuji.js'
import { base } from './base.js'
import { baseSepolia } from './baseSepolia.js'
import { blast } from './blast.js'
import { bsc } from './bsc.js'
import { celo } from './celo.js'
import { fantom } from './fantom.js'
import { gnosis } from './gnosis.js'
import { kaia } from './kaia.js'
import { linea } from './linea.js'
import { mainnet } from './mainnet.js'
import { mantle } from './mantle.js'
import { optimism } from './optimism.js'
import { optimismSepolia } from './optimismSepolia.js'
import { polygon } from './polygon.js'
import { polygonAmoy } from './polygonAmoy.js'
import { scroll } from './scroll.js'
import { sepolia } from './sepolia.js'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaTestnet } from './solanaTestnet.js'
import { zkSync } from './zkSync.js'
import { zora } from './zora.js'

/**
 * Every network Latch ships, in display order: Ethereum, its L2s, other EVM chains, EVM test
 * networks, then Solana.
 *
 * Importing this list pulls every network into the bundle; sites that know their networks import
 * them by name instead (`import { mainnet, base } from '@latch/core/networks'`).
 */
export const bundledNetworks: readonly Network[] = [
  mainnet,
  optimism,
  arbitrum,
  base,
  zkSync,
  zora,
  linea,
  scroll,
  blast,
  mantle,
  polygon,
  bsc,
  avalanche,
  gnosis,
  celo,
  aurora,
  fantom,
  kaia,
  sepolia,
  optimismSepolia,
  arbitrumSepolia,
  baseSepolia,
  polygonAmoy,
  avalancheFuji,
  solana,
  solanaDevnet,
  solanaTestnet,
]
