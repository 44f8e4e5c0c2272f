import { defineNetwork } from './defineNetwork.js'

/** OP Sepolia (`eip155:11155420`), a bundled test network. */
export const optimismSepolia = defineNetwork({
  id: 11_155_420,
  caipNetworkId: 'eip155:11155420',
  chainNamespace: 'eip155',
  name: 'OP Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  },
  testnet: true,
})
