import { defineNetwork } from './defineNetwork.js'

/** Avalanche Fuji (`eip155:43113`), a bundled test network. */
export const avalancheFuji = defineNetwork({
  id: 43_113,
  caipNetworkId: 'eip155:43113',
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
})
