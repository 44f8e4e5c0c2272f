import { expect, expectTypeOf, test } from 'vitest'

import { InvalidCaipIdError } from '../errors/caip.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { toCaipAddress } from './toCaipAddress.js'

test('default', () => {
  const caipAddress = toCaipAddress('eip155', 1, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(caipAddress).toBe('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expectTypeOf(caipAddress).toEqualTypeOf<'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'>()
})

test('behavior: round trip', () => {
  for (const caipAddress of [
    'eip155:10:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ]) {
    const { namespace, reference, address } = parseCaipAddress(caipAddress)
    expect(toCaipAddress(namespace, reference, address)).toBe(caipAddress)
  }
})

test('error: invalid address', () => {
  expect(() => toCaipAddress('eip155', 1, '')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1:" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Address is empty.
    Version: @latch/core@0.1.0]
  `)
  expect(() => toCaipAddress('eip155', 1, 'a:b')).toThrowError(InvalidCaipIdError)
})
