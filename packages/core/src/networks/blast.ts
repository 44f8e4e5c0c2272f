import { defineNetwork } from './defineNetwork.js'

/** Blast (`eip155:81457`), a bundled network. */
export const blast = defineNetwork({
  id: 81_457,
  caipNetworkId: 'eip155:81457',
  chainNamespace: 'eip155',
  name: 'Blast',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
  blockExplorers: { default: { name: 'Blastscan', url: 'https://blastscan.io' } },
  testnet: false,
})
