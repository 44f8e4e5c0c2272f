/** How DefiLlama names one chain: its coin-key prefix, and the CoinGecko id of its native coin. */
export type DefiLlamaChain = {
  /** The prefix of the chain's token keys, `{slug}:{address}` (e.g. `ethereum`, `avax`). */
  slug: string
  /** The native coin's key is `coingecko:{nativeCoinGeckoId}`; without it, native is unpriced. */
  nativeCoinGeckoId?: string | undefined
}

/**
 * The mainnets among Latch's bundled networks (core/src/networks) → DefiLlama's chain keys. The
 * slugs are the keys of DefiLlama's own chain table (github.com/DefiLlama/defillama-server,
 * common/chainToCoingeckoId.ts: `avax`, `xdai`, `era`, `klaytn`, …) and the native ids are
 * CoinGecko coin ids as DefiLlama's `coingecko:` keys use them. Test networks have no market
 * price and are left out: their tokens get none. Operators add or override chains through
 * `createDefiLlamaPriceSource({ chains })`.
 */
export const defiLlamaChains: Readonly<Record<string, DefiLlamaChain>> = {
  'eip155:1': { slug: 'ethereum', nativeCoinGeckoId: 'ethereum' },
  'eip155:10': { slug: 'optimism', nativeCoinGeckoId: 'ethereum' },
  'eip155:42161': { slug: 'arbitrum', nativeCoinGeckoId: 'ethereum' },
  'eip155:8453': { slug: 'base', nativeCoinGeckoId: 'ethereum' },
  'eip155:81457': { slug: 'blast', nativeCoinGeckoId: 'ethereum' },
  'eip155:59144': { slug: 'linea', nativeCoinGeckoId: 'ethereum' },
  'eip155:534352': { slug: 'scroll', nativeCoinGeckoId: 'ethereum' },
  'eip155:324': { slug: 'era', nativeCoinGeckoId: 'ethereum' },
  'eip155:7777777': { slug: 'zora', nativeCoinGeckoId: 'ethereum' },
  'eip155:1313161554': { slug: 'aurora', nativeCoinGeckoId: 'ethereum' },
  'eip155:137': { slug: 'polygon', nativeCoinGeckoId: 'polygon-ecosystem-token' },
  'eip155:56': { slug: 'bsc', nativeCoinGeckoId: 'binancecoin' },
  'eip155:43114': { slug: 'avax', nativeCoinGeckoId: 'avalanche-2' },
  'eip155:250': { slug: 'fantom', nativeCoinGeckoId: 'fantom' },
  'eip155:100': { slug: 'xdai', nativeCoinGeckoId: 'xdai' },
  'eip155:42220': { slug: 'celo', nativeCoinGeckoId: 'celo' },
  'eip155:5000': { slug: 'mantle', nativeCoinGeckoId: 'mantle' },
  'eip155:8217': { slug: 'klaytn' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { slug: 'solana', nativeCoinGeckoId: 'solana' },
}
