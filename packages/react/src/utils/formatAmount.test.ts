import { expect, test } from 'vitest'
import { formatAmount } from './formatAmount.js'

test('default: at most the digits asked for, grouped in the locale, exact beyond a double', () => {
  expect(formatAmount('9865.125', 'en', { fractionDigits: 4 })).toBe('9,865.125')
  expect(formatAmount('2597.595679', 'de', { fractionDigits: 4 })).toBe('2.597,5957')
  // 2^60 + 1 whole units and a fraction: Number() would print 1152921504606847000.
  expect(formatAmount('1152921504606846977.5', 'en', { fractionDigits: 4 })).toBe(
    '1,152,921,504,606,846,977.5',
  )
  expect(formatAmount('0.00001', 'en', { fractionDigits: 4 })).toBe('<0.0001')
})

test('parameters: fixed pads to exactly the digits asked for (history: 3 decimals)', () => {
  expect(formatAmount('40', 'en', { fractionDigits: 3, fixed: true })).toBe('40.000')
  expect(formatAmount('3.25', 'de', { fractionDigits: 3, fixed: true })).toBe('3,250')
  expect(formatAmount('1.23456', 'en', { fractionDigits: 3, fixed: true })).toBe('1.235')
})

test('error: what is not a decimal string is shown as it came', () => {
  expect(formatAmount('abc', 'en', { fractionDigits: 4 })).toBe('abc')
})
