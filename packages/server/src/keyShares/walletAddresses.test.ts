import { describe, expect, test } from 'vitest'
import { decodeBase58, isEip155Address, isSolanaAddress } from './walletAddresses.js'

describe('walletAddresses', () => {
  test('parameters: decodeBase58', () => {
    expect(decodeBase58('')).toEqual(new Uint8Array())
    expect(decodeBase58('1')).toEqual(Uint8Array.of(0))
    expect(decodeBase58('2')).toEqual(Uint8Array.of(1))
    expect(decodeBase58('5Q')).toEqual(Uint8Array.of(0xff))
    expect(decodeBase58('11LUv')).toEqual(Uint8Array.of(0, 0, 0xff, 0xff))
    expect(decodeBase58('StV1DL6CwTryKyV')).toEqual(new TextEncoder().encode('hello world'))
    for (const bad of ['0', 'O', 'I', 'l', 'a b', '+']) expect(decodeBase58(bad)).toBeUndefined()
  })

  test('behavior: isSolanaAddress takes base58 of exactly 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA1')).toBe(false)
    expect(isSolanaAddress('0okenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(false)
  })

  test('behavior: isEip155Address takes 0x and 40 hex digits', () => {
    expect(isEip155Address(`0x${'aB'.repeat(20)}`)).toBe(true)
    expect(isEip155Address(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isEip155Address(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEip155Address(`0x${'a'.repeat(40)}\n`)).toBe(false)
  })
})
