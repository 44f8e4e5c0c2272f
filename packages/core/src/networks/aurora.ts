import { defineNetwork } from './defineNetwork.js'

/** Aurora (`eip155:1313161554`), a bundled network. */
export const aurora = defineNetwork({
  id: 1_313_161_554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false,
})
