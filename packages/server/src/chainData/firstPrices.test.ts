import { expect, test } from 'vitest'
import type { PricedToken, PriceSource } from './chainDataProvider.js'
import { firstPrices } from './firstPrices.js'

const fixed = (name: string, prices: Record<string, number>, asked: string[][]): PriceSource => ({
  name,
  async getPrices(tokens) {
    asked.push(tokens.map((token) => token.symbol))
    const found = new Map<PricedToken, number>()
    for (const token of tokens) {
      const price = prices[token.symbol]
      if (price !== undefined) found.set(token, price)
    }
    return found
  },
})

test('default: each source gets what the ones before had no price for; a failing one is skipped', async () => {
  const asked: string[][] = []
  const failing: PriceSource = {
    name: 'down',
    getPrices: () => Promise.reject(new Error('down')),
  }
  const source = firstPrices([
    fixed('fixed', { ETH: 3000 }, asked),
    failing,
    fixed('api', { USDC: 1, ETH: 1 }, asked),
  ])
  const tokens = [
    { chainId: 'eip155:1', symbol: 'ETH' },
    { chainId: 'eip155:1', address: '0xa', symbol: 'USDC' },
    { chainId: 'eip155:1', address: '0xb', symbol: 'NONE' },
  ]
  const prices = await source.getPrices(tokens, 'usd')
  expect(tokens.map((token) => prices.get(token))).toEqual([3000, 1, undefined])
  expect(asked).toEqual([
    ['ETH', 'USDC', 'NONE'],
    ['USDC', 'NONE'],
  ])
  expect(source.name).toBe('fixed+down+api')
})
