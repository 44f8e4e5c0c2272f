import { createAdapter } from '@latch/core'

/**
 * A solana adapter that finds no wallet and connects nothing, for tests where another connector
 * (the embedded wallet) holds the solana namespace. Test-only, like {@link mockAdapter}.
 *
 * @example
 * createConfig({ networks: [mainnet, solana], adapters: [mockAdapter(), quietSolanaAdapter()] })
 */
export const quietSolanaAdapter = () =>
  createAdapter({
    namespace: 'solana',
    discoveryTimeoutMs: 0,
    setup: () => () => {},
    connect: async () => ({ accounts: [], chainId: '' }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
  })
