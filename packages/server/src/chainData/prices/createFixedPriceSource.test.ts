import { expect, test } from 'vitest'
import type { PricedToken } from '../chainDataProvider.js'
import { createFixedPriceSource } from './createFixedPriceSource.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: PricedToken = { chainId: 'eip155:31337', symbol: 'ETH' }
const usd6: PricedToken = { chainId: 'eip155:31337', address: token.toLowerCase(), symbol: 'USD6' }
const caip: PricedToken = {
  chainId: 'eip155:31337',
  address: `eip155:31337:${token}`,
  symbol: 'USD6',
}
const sol: PricedToken = { chainId: 'solana:devnet', symbol: 'SOL' }
const other: PricedToken = { chainId: 'eip155:1', symbol: 'ETH' }

test('default: native by chain id, tokens by CAIP-10 address, case-insensitive on eip155', async () => {
  const source = createFixedPriceSource({
    prices: { 'eip155:31337': 3000, [`eip155:31337:${token}`]: 1, 'solana:devnet': 150 },
  })
  const prices = await source.getPrices([eth, usd6, caip, sol, other], 'usd')
  expect(source.name).toBe('fixed')
  expect([...prices.values()]).toEqual([3000, 1, 1, 150])
  expect(prices.has(other)).toBe(false)
})

test('parameters: currency', async () => {
  const source = createFixedPriceSource({ prices: { 'eip155:31337': 2800 }, currency: 'EUR' })
  expect((await source.getPrices([eth], 'usd')).size).toBe(0)
  expect((await source.getPrices([eth], 'eur')).get(eth)).toBe(2800)
})

test('error: a price that is not a non-negative number', () => {
  expect(() => createFixedPriceSource({ prices: { 'eip155:1': Number.NaN } })).toThrow(
    'The fixed price of eip155:1 is not a non-negative number.',
  )
})
