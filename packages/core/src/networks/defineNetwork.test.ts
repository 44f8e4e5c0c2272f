import { expect, expectTypeOf, test } from 'vitest'

import { defineNetwork } from './defineNetwork.js'
import { mainnet } from './mainnet.js'

test('default', () => {
  const network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  } as const
  expect(defineNetwork(network)).toBe(network)
})

test('behavior: keeps literal types', () => {
  expectTypeOf(mainnet.id).toEqualTypeOf<1>()
  expectTypeOf(mainnet.caipNetworkId).toEqualTypeOf<'eip155:1'>()
  expectTypeOf(mainnet.nativeCurrency.symbol).toEqualTypeOf<'ETH'>()
})

test("behavior: defineChain is AppKit's name for the same helper", async () => {
  const { defineChain } = await import('./defineNetwork.js')
  expect(defineChain).toBe(defineNetwork)
})
