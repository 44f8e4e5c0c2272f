import { defineNetwork } from './defineNetwork.js'

/** ZKsync Era (`eip155:324`), a bundled network. */
export const zkSync = defineNetwork({
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
})
