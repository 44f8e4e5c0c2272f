import { expect, test } from 'vitest'

import { InvalidCaipIdError } from '../errors/caip.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

test('default', () => {
  expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
  expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
    namespace: 'bip122',
    reference: '000000000019d6689c085ae165831e93',
  })
  expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual({
    namespace: 'polkadot',
    reference: '91b171bb158e2d3848fa23a9f1c25182',
  })
})

test('behavior: reference at the grammar limits', () => {
  expect(parseCaipNetworkId('eip155:a').reference).toBe('a')
  expect(parseCaipNetworkId(`eip155:${'a'.repeat(32)}`).reference).toBe('a'.repeat(32))
  expect(parseCaipNetworkId('eip155:A-b_9').reference).toBe('A-b_9')
})

test('error: empty', () => {
  expect(() => parseCaipNetworkId('')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: The id is empty.
    Version: @latch/core@0.1.0]
  `)
})

test('error: missing reference', () => {
  expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Expected 2 parts separated by ":", got 1.
    Version: @latch/core@0.1.0]
  `)
  expect(() => parseCaipNetworkId('eip155:')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Reference is empty.
    Version: @latch/core@0.1.0]
  `)
})

test('error: missing namespace', () => {
  expect(() => parseCaipNetworkId(':1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: ":1" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Namespace is empty.
    Version: @latch/core@0.1.0]
  `)
})

test('error: too many parts', () => {
  expect(() => parseCaipNetworkId('eip155:1:0xabc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:1:0xabc" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Expected 2 parts separated by ":", got 3.
    Version: @latch/core@0.1.0]
  `)
})

test('error: unknown namespace', () => {
  expect(() => parseCaipNetworkId('cosmos:cosmoshub-4')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "cosmos:cosmoshub-4" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Namespace "cosmos" is not one of eip155, solana, bip122, polkadot.
    Version: @latch/core@0.1.0]
  `)
})

test('error: malformed namespace', () => {
  expect(() => parseCaipNetworkId('EIP155:1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "EIP155:1" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Namespace "EIP155" does not match [-a-z0-9]{3,8}.
    Version: @latch/core@0.1.0]
  `)
  expect(() => parseCaipNetworkId('ab:1')).toThrowError(InvalidCaipIdError)
  expect(() => parseCaipNetworkId('abcdefghi:1')).toThrowError(InvalidCaipIdError)
})

test('error: reference too long', () => {
  expect(() => parseCaipNetworkId(`eip155:${'a'.repeat(33)}`)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Reference is 33 characters long; at most 32 are allowed.
    Version: @latch/core@0.1.0]
  `)
})

test('error: spaces', () => {
  expect(() => parseCaipNetworkId('eip155: 1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: "eip155: 1" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Reference " 1" does not match [-_a-zA-Z0-9]{1,32}.
    Version: @latch/core@0.1.0]
  `)
  expect(() => parseCaipNetworkId(' eip155:1')).toThrowError(InvalidCaipIdError)
  expect(() => parseCaipNetworkId('eip155:1 ')).toThrowError(InvalidCaipIdError)
})

test('error: not a string', () => {
  expect(() => parseCaipNetworkId(1 as never)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipIdError: A value of type number is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Expected a string.
    Version: @latch/core@0.1.0]
  `)
})

test('error: carries the input', () => {
  try {
    parseCaipNetworkId('eip155')
    expect.unreachable()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCaipIdError)
    expect((error as InvalidCaipIdError).value).toBe('eip155')
    expect((error as InvalidCaipIdError).standard).toBe('CAIP-2')
  }
})
