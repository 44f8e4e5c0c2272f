import type { PricedToken, PriceSource } from './chainDataProvider.js'

/**
 * One price source out of several, asked in order: each gets the tokens the ones before it had
 * no price for (fixed devnet prices first, then a public API). A source that fails is skipped.
 */
export function firstPrices(sources: readonly PriceSource[]): PriceSource {
  return {
    name: sources.map((source) => source.name).join('+'),
    async getPrices(tokens, currency, signal) {
      const found = new Map<PricedToken, number>()
      let missing = [...tokens]
      for (const source of sources) {
        if (missing.length === 0) break
        const prices = await source.getPrices(missing, currency, signal).catch(() => new Map())
        for (const [token, price] of prices) found.set(token, price)
        missing = missing.filter((token) => !found.has(token))
      }
      return found
    },
  }
}
