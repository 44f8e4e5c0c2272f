import { defineNetwork } from './defineNetwork.js'

/** Mantle (`eip155:5000`), a bundled network. */
export const mantle = defineNetwork({
  id: 5000,
  caipNetworkId: 'eip155:5000',
  chainNamespace: 'eip155',
  name: 'Mantle',
  nativeCurrency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.mantle.xyz'] } },
  blockExplorers: { default: { name: 'Mantlescan', url: 'https://mantlescan.xyz' } },
  testnet: false,
})
