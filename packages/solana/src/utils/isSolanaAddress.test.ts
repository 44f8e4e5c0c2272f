import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  test('default: base58 of 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(true)
    expect(isSolanaAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(true)
  })

  test('behavior: rejects everything else', () => {
    for (const value of [
      undefined,
      null,
      42,
      { pubkey: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' },
      '',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      // 0, O, I and l are not in the base58 alphabet.
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq90',
      // Base58, but of 31 and 33 bytes.
      base58.encode(new Uint8Array(31).fill(200)),
      base58.encode(new Uint8Array(33).fill(1)),
      ` oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96`,
      'z'.repeat(45),
      'z'.repeat(10_000),
    ]) {
      expect(isSolanaAddress(value), String(value).slice(0, 50)).toBe(false)
    }
  })
})
