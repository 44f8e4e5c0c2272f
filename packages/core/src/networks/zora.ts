import { defineNetwork } from './defineNetwork.js'

/** Zora (`eip155:7777777`), a bundled network. */
export const zora = defineNetwork({
  id: 7_777_777,
  caipNetworkId: 'eip155:7777777',
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
})
