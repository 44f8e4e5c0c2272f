import { expect, test } from 'vitest'

import { formatBalance } from './formatBalance.js'

test('default', () => {
  expect(formatBalance(1234567890000000000000n, 18)).toBe('1,234.5679')
  expect(formatBalance(10n ** 18n, 18)).toBe('1')
  expect(formatBalance(15n * 10n ** 17n, 18)).toBe('1.5')
})

test('behavior: zero', () => {
  expect(formatBalance(0n, 18)).toBe('0')
  expect(formatBalance(0n, 0)).toBe('0')
})

test('behavior: dust shows as below the smallest digit', () => {
  expect(formatBalance(1n, 18)).toBe('<0.0001')
  expect(formatBalance(49_999_999_999_999n, 18)).toBe('<0.0001')
  expect(formatBalance(1n, 18, { maximumFractionDigits: 2 })).toBe('<0.01')
  expect(formatBalance(1n, 18, { maximumFractionDigits: 0 })).toBe('<1')
  expect(formatBalance(-1n, 18)).toBe('>-0.0001')
  expect(formatBalance(1n, 18, { locale: 'de' })).toBe('<0,0001')
})

test('behavior: rounds half up', () => {
  // 0.00005 is exactly half of the smallest shown digit.
  expect(formatBalance(50_000_000_000_000n, 18)).toBe('0.0001')
  expect(formatBalance(123_449_999n, 6, { maximumFractionDigits: 2 })).toBe('123.45')
  expect(formatBalance(123_444_999n, 6, { maximumFractionDigits: 2 })).toBe('123.44')
  expect(formatBalance(-15n, 1, { maximumFractionDigits: 0 })).toBe('-2')
})

test('behavior: rounding carries into the integer part', () => {
  expect(formatBalance(999_990_000_000_000_000n, 18)).toBe('1')
  expect(formatBalance(999_999_999n, 6, { maximumFractionDigits: 2 })).toBe('1,000')
})

test('behavior: trailing fraction zeros are dropped', () => {
  expect(formatBalance(1_200_000n, 6)).toBe('1.2')
  expect(formatBalance(1_000_100n, 6)).toBe('1.0001')
  expect(formatBalance(1_000_010n, 6)).toBe('1')
})

test('behavior: exact for values beyond floating point', () => {
  expect(formatBalance(123456789012345678901234567890n, 18)).toBe('123,456,789,012.3457')
  expect(formatBalance(2n ** 256n - 1n, 18)).toBe(
    '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584',
  )
  expect(formatBalance(9007199254740993n, 0)).toBe('9,007,199,254,740,993')
})

test('behavior: negative', () => {
  expect(formatBalance(-1234567890000000000000n, 18)).toBe('-1,234.5679')
})

test('parameters: decimals', () => {
  expect(formatBalance(1_234_567n, 6)).toBe('1.2346')
  expect(formatBalance(1n, 9, { maximumFractionDigits: 9 })).toBe('0.000000001')
  expect(formatBalance(1234n, 0)).toBe('1,234')
  expect(formatBalance(12n, 2)).toBe('0.12')
})

test('parameters: maximumFractionDigits', () => {
  expect(formatBalance(1234567890000000000000n, 18, { maximumFractionDigits: 0 })).toBe('1,235')
  expect(formatBalance(1234567890000000000000n, 18, { maximumFractionDigits: 8 })).toBe(
    '1,234.56789',
  )
})

test('parameters: locale', () => {
  expect(formatBalance(1234567890000000000000n, 18, { locale: 'de' })).toBe('1.234,5679')
  expect(formatBalance(1234567890000000000000n, 18, { locale: 'fr' })).toBe('1\u202f234,5679')
  expect(formatBalance(1234567890000000000000n, 18, { locale: 'ar-EG' })).toBe('١٬٢٣٤٫٥٦٧٩')
})
