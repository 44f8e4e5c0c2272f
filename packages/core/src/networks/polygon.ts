import { defineNetwork } from './defineNetwork.js'

/** Polygon (`eip155:137`), a bundled network. */
export const polygon = defineNetwork({
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-bor-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
})
