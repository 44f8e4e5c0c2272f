import { expect, expectTypeOf, test } from 'vitest'

import { InvalidCaipIdError } from '../errors/caip.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { toCaipNetworkId } from './toCaipNetworkId.js'

test('default', () => {
  const id = toCaipNetworkId('eip155', 1)
  expect(id).toBe('eip155:1')
  expectTypeOf(id).toEqualTypeOf<'eip155:1'>()
  expect(toCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  )
})

test('behavior: round trip', () => {
  for (const id of ['eip155:1', 'eip155:1313161554', 'solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq']) {
    const { namespace, reference } = parseCaipNetworkId(id)
    expect(toCaipNetworkId(namespace, reference)).toBe(id)
  }
})

test('error: invalid chain id', () => {
  expect(() => toCaipNetworkId('eip155', '')).toThrowError(InvalidCaipIdError)
  expect(() => toCaipNetworkId('eip155', 1.5)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1.5" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Reference "1.5" does not match [-_a-zA-Z0-9]{1,32}.
    Version: @latch/core@0.1.0]
  `)
  expect(() => toCaipNetworkId('cosmos' as never, 1)).toThrowError(InvalidCaipIdError)
})
