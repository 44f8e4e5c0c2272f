import { defineNetwork } from './defineNetwork.js'

/** Solana Testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p`), a bundled test network. */
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: true,
})
