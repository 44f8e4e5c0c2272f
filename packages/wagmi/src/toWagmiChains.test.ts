import { base, mainnet, solana } from '@latch/core/networks'
import { optimism as viemOptimism } from 'viem/chains'
import { expect, test } from 'vitest'
import { toWagmiChains } from './toWagmiChains.js'

test('default: the eip155 networks, in order, a Solana network left out', () => {
  const chains = toWagmiChains([solana, base, mainnet])
  expect(chains.map((chain) => chain.id)).toEqual([8453, 1])
  expect(chains[0]).toBe(base)
})

test('behavior: a viem chain is kept as it is, formatters and contracts included', () => {
  const chains = toWagmiChains([viemOptimism, mainnet])
  expect(chains[0]).toBe(viemOptimism)
  expect(chains[0].formatters).toBeDefined()
  expect(chains.map((chain) => chain.id)).toEqual([10, 1])
})

test('behavior: no eip155 network, a chain id twice or a bad chain id is refused', () => {
  expect(() => toWagmiChains([solana])).toThrow(/`networks` needs an eip155 network/)
  expect(() => toWagmiChains([mainnet, { ...mainnet }])).toThrow(/chain id 1 is listed twice/)
  expect(() => toWagmiChains([{ ...viemOptimism, id: 1.5 }])).toThrow(/positive integer chain id/)
})
