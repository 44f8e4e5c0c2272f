import { expect, test } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2026-11-24T12:00:00Z')
const ago = (seconds: number, locale = 'en') =>
  formatRelativeTime(now - seconds * 1000, now, locale)

test('default', () => {
  expect(ago(5)).toBe('5 seconds ago')
})

test('behavior: the spec thresholds: seconds up to 44, a minute from 45 s to 89 s', () => {
  expect(ago(44)).toBe('44 seconds ago')
  expect(ago(45)).toBe('1 minute ago')
  expect(ago(89)).toBe('1 minute ago')
  expect(ago(90)).toBe('2 minutes ago')
})

test('behavior: minutes, hours, days, months, years', () => {
  expect(ago(44 * 60)).toBe('44 minutes ago')
  expect(ago(45 * 60)).toBe('1 hour ago')
  expect(ago(5 * 3600)).toBe('5 hours ago')
  expect(ago(30 * 3600)).toBe('1 day ago')
  expect(ago(3 * 86_400)).toBe('3 days ago')
  expect(ago(40 * 86_400)).toBe('1 month ago')
  expect(ago(400 * 86_400)).toBe('1 year ago')
  expect(ago(3 * 365 * 86_400)).toBe('3 years ago')
})

test('behavior: the modal locale, and a clock slightly behind', () => {
  expect(ago(120, 'de')).toBe('vor 2 Minuten')
  expect(ago(-3)).toBe('in 3 seconds')
})
