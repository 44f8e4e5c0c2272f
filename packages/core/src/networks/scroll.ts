import { defineNetwork } from './defineNetwork.js'

/** Scroll (`eip155:534352`), a bundled network. */
export const scroll = defineNetwork({
  id: 534_352,
  caipNetworkId: 'eip155:534352',
  chainNamespace: 'eip155',
  name: 'Scroll',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.scroll.io'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  testnet: false,
})
