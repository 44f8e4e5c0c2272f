import { expect, test } from 'vitest'

import { truncateAddress } from './truncateAddress.js'

test('default', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
})

test('behavior: non-hex addresses keep their first characters', () => {
  expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
  expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q…wf5mdq')
  // `0x` followed by non-hex characters is not a hex address.
  expect(truncateAddress('0xzz1234567890abcdef')).toBe('0xzz…abcdef')
})

test('behavior: short strings are returned unchanged', () => {
  expect(truncateAddress('')).toBe('')
  expect(truncateAddress('0x')).toBe('0x')
  expect(truncateAddress('0x1234')).toBe('0x1234')
  expect(truncateAddress('alice.eth')).toBe('alice.eth')
})

test('behavior: exact lengths', () => {
  // 11 characters after `0x`: truncating would not make it shorter.
  expect(truncateAddress('0x1234567890a')).toBe('0x1234567890a')
  // 12 characters after `0x`: the first length that gets shorter.
  expect(truncateAddress('0x1234567890ab')).toBe('0x1234…7890ab')
  expect(truncateAddress('12345678901')).toBe('12345678901')
  expect(truncateAddress('123456789012')).toBe('1234…789012')
})

test('parameters: leading and trailing', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(truncateAddress(address, { leading: 6, trailing: 4 })).toBe('0xf39Fd6…2266')
  expect(truncateAddress(address, { leading: 0 })).toBe('0x…b92266')
  expect(truncateAddress(address, { trailing: 0 })).toBe('0xf39F…')
  expect(truncateAddress(address, { leading: -1, trailing: Number.NaN })).toBe('0x…')
  expect(truncateAddress(address, { leading: 40 })).toBe(address)
})
