import { expect, test } from 'vitest'

import { InvalidCaipIdError } from '../errors/caip.js'
import { parseCaipAddress } from './parseCaipAddress.js'

test('default', () => {
  expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
    namespace: 'eip155',
    reference: '1',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
  expect(
    parseCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ),
  ).toEqual({
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  })
})

test('behavior: address at the grammar limits', () => {
  expect(parseCaipAddress('eip155:1:a').address).toBe('a')
  expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address).toBe('a'.repeat(128))
  expect(parseCaipAddress('eip155:1:a-b.c%20').address).toBe('a-b.c%20')
})

test('error: empty', () => {
  expect(() => parseCaipAddress('')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: The id is empty.
    Version: @latch/core@0.1.0]
  `)
})

test('error: missing parts', () => {
  expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Expected 3 parts separated by ":", got 2.
    Version: @latch/core@0.1.0]
  `)
  expect(() => parseCaipAddress('eip155:1:')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1:" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Address is empty.
    Version: @latch/core@0.1.0]
  `)
  expect(() => parseCaipAddress('eip155::0xabc')).toThrowError(InvalidCaipIdError)
})

test('error: too many parts', () => {
  expect(() => parseCaipAddress('eip155:1:0xabc:extra')).toThrowError(InvalidCaipIdError)
})

test('error: unknown namespace', () => {
  expect(() =>
    parseCaipAddress('cosmos:cosmoshub-4:cosmos1abc'),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "cosmos:cosmoshub-4:cosmos1abc" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Namespace "cosmos" is not one of eip155, solana, bip122, polkadot.
    Version: @latch/core@0.1.0]
  `)
})

test('error: address too long', () => {
  expect(() => parseCaipAddress(`eip155:1:${'a'.repeat(129)}`)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Address is 129 characters long; at most 128 are allowed.
    Version: @latch/core@0.1.0]
  `)
})

test('error: spaces', () => {
  expect(() => parseCaipAddress('eip155:1:0x ab')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1:0x ab" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: Address "0x ab" does not match [-.%a-zA-Z0-9]{1,128}.
    Version: @latch/core@0.1.0]
  `)
})
