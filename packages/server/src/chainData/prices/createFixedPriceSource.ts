import { InvalidSettingError } from '../../errors.js'
import type { PricedToken, PriceSource } from '../chainDataProvider.js'

/** Parameters of {@link createFixedPriceSource}. */
export type CreateFixedPriceSourceParameters = {
  /**
   * The price of one whole token: keyed by the CAIP-2 chain id for its native currency
   * (`eip155:31337`) or by the token's CAIP-10 address (`eip155:31337:0x…`, case-insensitive on
   * eip155).
   */
  prices: Record<string, number>
  /** The currency of `prices` (ISO 4217, lower-case). Defaults to `'usd'`. */
  currency?: string | undefined
}

/**
 * A price source with prices fixed by configuration, for the devnet (whose tokens have no market)
 * and for tests. Tokens it has no price for, and other currencies, get none.
 *
 * @example
 * import { createFixedPriceSource } from '@latch/server'
 *
 * const prices = createFixedPriceSource({
 *   prices: { 'eip155:31337': 3000, 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3': 1 },
 * })
 */
export function createFixedPriceSource(parameters: CreateFixedPriceSourceParameters): PriceSource {
  const currency = (parameters.currency ?? 'usd').toLowerCase()
  const prices = new Map<string, number>()
  for (const [key, price] of Object.entries(parameters.prices)) {
    if (!Number.isFinite(price) || price < 0) {
      throw new InvalidSettingError(`The fixed price of ${key} is not a non-negative number.`)
    }
    prices.set(normalize(key), price)
  }
  return {
    name: 'fixed',
    async getPrices(tokens, requested) {
      const found = new Map<PricedToken, number>()
      if (requested.toLowerCase() !== currency) return found
      for (const token of tokens) {
        const key =
          token.address === undefined
            ? token.chainId
            : token.address.startsWith(`${token.chainId}:`)
              ? token.address
              : `${token.chainId}:${token.address}`
        const price = prices.get(normalize(key))
        if (price !== undefined) found.set(token, price)
      }
      return found
    },
  }
}

/** EVM addresses compare case-insensitively; base58 ones do not. */
function normalize(key: string): string {
  return key.startsWith('eip155:') ? key.toLowerCase() : key
}
