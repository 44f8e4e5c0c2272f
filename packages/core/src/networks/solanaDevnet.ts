import { defineNetwork } from './defineNetwork.js'

/** Solana Devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq`), a bundled test network. */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VPbdkiq',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: true,
})
