import { expect, test } from 'vitest'
import { etagMatches } from './etagMatches.js'

test('default', () => {
  expect(etagMatches('"abc"', '"abc"')).toBe(true)
  expect(etagMatches('W/"abc"', '"abc"')).toBe(true)
  expect(etagMatches('"x", "abc"', '"abc"')).toBe(true)
  expect(etagMatches('*', '"abc"')).toBe(true)
  expect(etagMatches('"abd"', '"abc"')).toBe(false)
  expect(etagMatches('abc', '"abc"')).toBe(false)
  expect(etagMatches(undefined, '"abc"')).toBe(false)
  expect(etagMatches('', '"abc"')).toBe(false)
})
