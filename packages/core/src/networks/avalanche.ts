import { defineNetwork } from './defineNetwork.js'

/** Avalanche (`eip155:43114`), a bundled network. */
export const avalanche = defineNetwork({
  id: 43_114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
})
