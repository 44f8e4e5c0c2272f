import { defineNetwork } from './defineNetwork.js'

/** Base Sepolia (`eip155:84532`), a bundled test network. */
export const baseSepolia = defineNetwork({
  id: 84_532,
  caipNetworkId: 'eip155:84532',
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})
