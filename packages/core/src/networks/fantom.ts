import { defineNetwork } from './defineNetwork.js'

/** Fantom (`eip155:250`), a bundled network. */
export const fantom = defineNetwork({
  id: 250,
  caipNetworkId: 'eip155:250',
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://fantom-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  testnet: false,
})
