import { keccak256 as viemKeccak } from 'viem'
import { expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

test('default', () => {
  expect(hex(keccak256(new Uint8Array()))).toBe(
    '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  )
})

test('behavior: agrees with viem across the block boundary', () => {
  for (const length of [1, 40, 135, 136, 137, 300]) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 255)
    expect(hex(keccak256(bytes))).toBe(viemKeccak(bytes))
  }
})
