import { expect, test } from 'vitest'
import { parseHexChainId } from './parseHexChainId.js'

test('default: reads a hex chain id', () => {
  expect(parseHexChainId('0x1')).toBe(1)
  expect(parseHexChainId('0x7A6A')).toBe(31338)
})

test('error: anything but a positive safe 0x integer is undefined', () => {
  for (const value of ['31338', '0x', '0x0', '0xg', `0x${'f'.repeat(17)}`, '0xffffffffffffffff', 5])
    expect(parseHexChainId(value)).toBeUndefined()
})
