import { expect, test } from 'vitest'
import * as exports from './networks.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "arbitrum",
      "arbitrumSepolia",
      "aurora",
      "avalanche",
      "avalancheFuji",
      "base",
      "baseSepolia",
      "blast",
      "bsc",
      "bundledNetworks",
      "celo",
      "defineChain",
      "defineDevnetNetwork",
      "defineNetwork",
      "fantom",
      "gnosis",
      "kaia",
      "linea",
      "mainnet",
      "mantle",
      "optimism",
      "optimismSepolia",
      "polygon",
      "polygonAmoy",
      "scroll",
      "sepolia",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
      "zkSync",
      "zora",
    ]
  `)
})
