import { defineNetwork } from './defineNetwork.js'

/** Kaia (`eip155:8217`), a bundled network. */
export const kaia = defineNetwork({
  id: 8217,
  caipNetworkId: 'eip155:8217',
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  testnet: false,
})
