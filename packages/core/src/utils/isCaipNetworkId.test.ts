import { expect, test } from 'vitest'

import { isCaipNetworkId } from './isCaipNetworkId.js'

test('default', () => {
  expect(isCaipNetworkId('eip155:1')).toBe(true)
  expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
})

test('behavior: rejects', () => {
  for (const value of [
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'cosmos:cosmoshub-4',
    'eip155: 1',
    `eip155:${'1'.repeat(33)}`,
    1,
    null,
    undefined,
    {},
  ])
    expect(isCaipNetworkId(value), String(value)).toBe(false)
})
