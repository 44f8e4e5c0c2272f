import { expect, test } from 'vitest'
import { formatCountdown } from './formatCountdown.js'

test('default: minutes and two-digit seconds, a started second counted whole', () => {
  expect(formatCountdown(600_000, 'en')).toBe('10:00')
  expect(formatCountdown(545_000, 'de')).toBe('9:05')
  expect(formatCountdown(59_001, 'en')).toBe('1:00')
  expect(formatCountdown(1, 'en')).toBe('0:01')
})

test('behavior: never negative, whatever the clock says', () => {
  expect(formatCountdown(0, 'en')).toBe('0:00')
  expect(formatCountdown(-5_000, 'en')).toBe('0:00')
})

test('parameters: locale digits', () => {
  expect(formatCountdown(545_000, 'ar-EG')).toBe('٩:٠٥')
})
