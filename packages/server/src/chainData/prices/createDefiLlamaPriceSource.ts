import { z } from 'zod'
import { InvalidSettingError } from '../../errors.js'
import { ChainDataSourceError } from '../chainDataErrors.js'
import type { PricedToken, PriceSource } from '../chainDataProvider.js'
import {
  chainDataSourceTimeoutMs,
  fetchChainDataJson,
  maximumChainDataSourceBytes,
} from '../fetchChainDataJson.js'
import { type DefiLlamaChain, defiLlamaChains } from './defiLlamaChains.js'

/** Parameters of {@link createDefiLlamaPriceSource}. */
export type CreateDefiLlamaPriceSourceParameters = {
  /** The coins API's origin. Defaults to `https://coins.llama.fi`. */
  url?: string | undefined
  /** CAIP-2 chain id → DefiLlama's names, merged over {@link defiLlamaChains}. */
  chains?: Record<string, DefiLlamaChain> | undefined
  /** The HTTP client. Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch | undefined
  /** How long one request may take, in ms. Defaults to `5000` (SECURITY.md T30). */
  timeoutMs?: number | undefined
  /** The largest answer read, in bytes. Defaults to 2 MB (SECURITY.md T30). */
  maxBytes?: number | undefined
  /** How long a price (or its absence) is kept, in ms. Defaults to `60000`. */
  cacheTtlMs?: number | undefined
  /** Coins per request. Defaults to `50`, which keeps the URL near 3 kB. */
  batchSize?: number | undefined
  /** Prices with a lower `confidence` (0 to 1) are ignored. Defaults to `0` (all are used). */
  minConfidence?: number | undefined
  /** Told of each failed request; the tokens it covered get no price. Defaults to ignoring. */
  onError?: ((error: ChainDataSourceError) => void) | undefined
  /** The clock, in ms. Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

/** The most coins looked up per call; more tokens than that stay unpriced. */
const maximumCoinsPerCall = 500

/** Cached entries at most; the oldest go first. */
const maximumCacheEntries = 10_000

// The shape of `GET /prices/current/{coins}` (DefiLlama's API docs, section "coins";
// comma-separated `{chain}:{address}` or `coingecko:{id}` keys): `{ coins: { "ethereum:0x…":
// { decimals, symbol, price, timestamp, confidence } } }`, a coin without a price left out. Read
// from DefiLlama's docs and the client libraries that model it (defillama-rs `PriceResponse`,
// `CoinData`). Each coin is checked on its own, so one malformed entry costs only its own price.
const pricesAnswer = z.object({ coins: z.record(z.string(), z.unknown()) })
const coinPrice = z.object({
  price: z.number().positive().finite(),
  symbol: z.string().optional(),
  decimals: z.number().optional(),
  timestamp: z.number().optional(),
  confidence: z.number().min(0).max(1).optional(),
})

/**
 * A price source backed by DefiLlama's free coins API (`coins.llama.fi`, no key): current USD
 * prices of tokens by `{chain}:{address}` and of native coins by `coingecko:{id}`. Tokens are
 * batched per request, answers (and the absence of a price) cached for a minute, and requests
 * timed out, size-capped and kept on the configured origin. Prices exist in `usd` only; another
 * currency, a chain without a DefiLlama name, or a failed request gives no price rather than an
 * error (the balances still show).
 *
 * @example
 * import { createDefiLlamaPriceSource } from '@latch/server'
 *
 * const prices = createDefiLlamaPriceSource()
 */
export function createDefiLlamaPriceSource(
  parameters: CreateDefiLlamaPriceSourceParameters = {},
): PriceSource {
  const name = 'defillama'
  const fetch = parameters.fetch ?? globalThis.fetch
  const timeoutMs = parameters.timeoutMs ?? chainDataSourceTimeoutMs
  const maxBytes = parameters.maxBytes ?? maximumChainDataSourceBytes
  const cacheTtlMs = parameters.cacheTtlMs ?? 60_000
  const batchSize = Math.max(1, parameters.batchSize ?? 50)
  const minConfidence = parameters.minConfidence ?? 0
  const now = parameters.now ?? Date.now
  const chains = { ...defiLlamaChains, ...parameters.chains }
  const base = toBaseUrl(parameters.url ?? 'https://coins.llama.fi')
  /** Coin key → its price (`undefined`: DefiLlama has none) and when that expires. */
  const cache = new Map<string, { price: number | undefined; expiresAt: number }>()

  const fetchBatch = async (keys: string[], signal: AbortSignal | undefined) => {
    const url = new URL(`${base}/prices/current/${keys.map(encodeURIComponent).join(',')}`)
    const { status, body } = await fetchChainDataJson({
      source: name,
      url,
      fetch,
      timeoutMs,
      maxBytes,
      signal,
    })
    if (status !== 200) throw new ChainDataSourceError(name, 'status', status)
    const answer = pricesAnswer.safeParse(body)
    if (!answer.success) throw new ChainDataSourceError(name, 'malformed', status)
    // EVM addresses come back in whatever case DefiLlama stores; compare case-insensitively.
    const byKey = new Map<string, number>()
    for (const [key, entry] of Object.entries(answer.data.coins)) {
      const coin = coinPrice.safeParse(entry)
      if (!coin.success || (coin.data.confidence ?? 1) < minConfidence) continue
      byKey.set(key.toLowerCase(), coin.data.price)
    }
    const expiresAt = now() + cacheTtlMs
    for (const key of keys) {
      cache.delete(key)
      cache.set(key, { price: byKey.get(key.toLowerCase()), expiresAt })
    }
    while (cache.size > maximumCacheEntries) cache.delete(cache.keys().next().value!)
  }

  return {
    name,
    async getPrices(tokens, currency, signal) {
      const prices = new Map<PricedToken, number>()
      if (currency.toLowerCase() !== 'usd') return prices
      const keyOf = new Map<PricedToken, string>()
      for (const token of tokens) {
        const key = toCoinKey(token, chains[token.chainId])
        if (key) keyOf.set(token, key)
      }
      const missing = [...new Set(keyOf.values())].filter(
        (key) => (cache.get(key)?.expiresAt ?? 0) <= now(),
      )
      const batches: string[][] = []
      for (
        let start = 0;
        start < Math.min(missing.length, maximumCoinsPerCall);
        start += batchSize
      ) {
        batches.push(missing.slice(start, Math.min(start + batchSize, maximumCoinsPerCall)))
      }
      await Promise.all(
        batches.map((keys) =>
          fetchBatch(keys, signal).catch((error: unknown) => {
            if (!(error instanceof ChainDataSourceError)) throw error
            parameters.onError?.(error)
          }),
        ),
      )
      for (const [token, key] of keyOf) {
        const price = cache.get(key)?.price
        if (price !== undefined) prices.set(token, price)
      }
      return prices
    },
  }
}

/** The DefiLlama key of a token (`ethereum:0x…`, `coingecko:ethereum`), or none. */
function toCoinKey(token: PricedToken, chain: DefiLlamaChain | undefined): string | undefined {
  if (!chain) return undefined
  if (token.address === undefined) {
    return chain.nativeCoinGeckoId ? `coingecko:${chain.nativeCoinGeckoId}` : undefined
  }
  // A bare address or a CAIP-10 one; only plain address characters reach the URL.
  const address = token.address.split(':').at(-1) ?? ''
  if (token.chainId.startsWith('eip155:')) {
    return /^0x[0-9a-fA-F]{40}$/.test(address)
      ? `${chain.slug}:${address.toLowerCase()}`
      : undefined
  }
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) ? `${chain.slug}:${address}` : undefined
}

function toBaseUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (cause) {
    throw new InvalidSettingError('The DefiLlama URL is not a URL.', { cause })
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
    throw new InvalidSettingError('The DefiLlama URL must be http(s) without user info.')
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
}
