import { defineNetwork } from './defineNetwork.js'

/** Linea (`eip155:59144`), a bundled network. */
export const linea = defineNetwork({
  id: 59_144,
  caipNetworkId: 'eip155:59144',
  chainNamespace: 'eip155',
  name: 'Linea',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'LineaScan', url: 'https://lineascan.build' } },
  testnet: false,
})
