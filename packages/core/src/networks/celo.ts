import { defineNetwork } from './defineNetwork.js'

/** Celo (`eip155:42220`), a bundled network. */
export const celo = defineNetwork({
  id: 42_220,
  caipNetworkId: 'eip155:42220',
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false,
})
