import { defineNetwork } from './defineNetwork.js'

/** Arbitrum Sepolia (`eip155:421614`), a bundled test network. */
export const arbitrumSepolia = defineNetwork({
  id: 421_614,
  caipNetworkId: 'eip155:421614',
  chainNamespace: 'eip155',
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
})
