import { defineNetwork } from './defineNetwork.js'

/** Polygon Amoy (`eip155:80002`), a bundled test network. */
export const polygonAmoy = defineNetwork({
  id: 80_002,
  caipNetworkId: 'eip155:80002',
  chainNamespace: 'eip155',
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
})
