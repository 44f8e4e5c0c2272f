import { expect, test } from 'vitest'

import { BaseError } from './base.js'
import { InvalidCaipIdError } from './caip.js'

test('default', () => {
  const error = new InvalidCaipIdError({
    standard: 'CAIP-2',
    value: 'cosmos:hub',
    reason: 'Namespace "cosmos" is not supported.',
  })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('InvalidCaipIdError')
  expect(error.standard).toBe('CAIP-2')
  expect(error.value).toBe('cosmos:hub')
  expect(error.message).toMatchInlineSnapshot(`
    ""cosmos:hub" is not a valid CAIP-2 network id.

    Expected: <namespace>:<reference>, e.g. eip155:1
    Namespaces: eip155, solana, bip122, polkadot

    Details: Namespace "cosmos" is not supported.
    Version: @latch/core@0.1.0"
  `)
})

test('parameters: CAIP-10', () => {
  const error = new InvalidCaipIdError({ standard: 'CAIP-10', value: 'eip155:1', reason: 'r' })
  expect(error.message).toMatchInlineSnapshot(`
    ""eip155:1" is not a valid CAIP-10 account id.

    Expected: <namespace>:<reference>:<address>, e.g. eip155:1:0xab16a96D…
    Namespaces: eip155, solana, bip122, polkadot

    Details: r
    Version: @latch/core@0.1.0"
  `)
})

test('behavior: long and non-string values', () => {
  const long = new InvalidCaipIdError({ standard: 'CAIP-2', value: 'x'.repeat(200), reason: 'r' })
  expect(long.shortMessage).toMatchInlineSnapshot(
    `""xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not a valid CAIP-2 network id."`,
  )
  const number = new InvalidCaipIdError({ standard: 'CAIP-2', value: 1, reason: 'r' })
  expect(number.shortMessage).toMatchInlineSnapshot(
    `"A value of type number is not a valid CAIP-2 network id."`,
  )
  const nullish = new InvalidCaipIdError({ standard: 'CAIP-2', value: null, reason: 'r' })
  expect(nullish.shortMessage).toMatchInlineSnapshot(
    `"A value of type null is not a valid CAIP-2 network id."`,
  )
})
