import { expect, test } from 'vitest'
import { createLoadCache, type Loaded } from './createLoadCache.js'

// Counts its loads per key; each gives `value` (or fails, or throws).
function loader<value>(answer: (key: string) => Loaded<value> | 'throw') {
  const loads = new Map<string, number>()
  return {
    loads: (key: string) => loads.get(key) ?? 0,
    load: (key: string) => async (): Promise<Loaded<value>> => {
      loads.set(key, (loads.get(key) ?? 0) + 1)
      const result = answer(key)
      if (result === 'throw') throw new Error('store down')
      return result
    },
  }
}

test('default: a value is loaded once and kept', async () => {
  const cache = createLoadCache<string>({ waitMs: 1000 })
  const { loads, load } = loader((key) => ({ value: key.toUpperCase() }))
  expect(await cache.get('a', load('a'))).toBe('A')
  expect(await cache.get('a', load('a'))).toBe('A')
  expect(loads('a')).toBe(1)
})

test('parameters: keepForMs: a value is loaded again once it is older', async () => {
  let now = 0
  const cache = createLoadCache<string>({ waitMs: 1000, keepForMs: 60_000, now: () => now })
  const { loads, load } = loader(() => ({ value: 'v' }))
  await cache.get('a', load('a'))
  now = 59_999
  await cache.get('a', load('a'))
  expect(loads('a')).toBe(1)
  now = 60_000
  expect(await cache.get('a', load('a'))).toBe('v')
  expect(loads('a')).toBe(2)
})

test('parameters: maxWeight: the least recently used values go until the rest fit', async () => {
  const cache = createLoadCache<string>({
    waitMs: 1000,
    maxWeight: 10,
    weigh: (value) => value.length,
  })
  const { loads, load } = loader((key) => ({ value: key.repeat(4) }))
  await cache.get('a', load('a'))
  await cache.get('b', load('b'))
  // `a` was used last: `b` goes when `c` comes (4 + 4 + 4 > 10).
  await cache.get('a', load('a'))
  await cache.get('c', load('c'))
  await cache.get('a', load('a'))
  await cache.get('b', load('b'))
  expect([loads('a'), loads('b'), loads('c')]).toEqual([1, 2, 1])
  // A value heavier than the bound is given, not kept.
  const heavy = loader(() => ({ value: 'x'.repeat(11) }))
  expect(await cache.get('heavy', heavy.load('heavy'))).toBe('x'.repeat(11))
  await cache.get('heavy', heavy.load('heavy'))
  expect(heavy.loads('heavy')).toBe(2)
})

test('behavior: a failure is remembered for retryAfterMs; a load that throws is not', async () => {
  let now = 0
  const cache = createLoadCache<string>({ waitMs: 1000, retryAfterMs: 1000, now: () => now })
  const { loads, load } = loader<string>((key) => (key === 'bad' ? { failed: true } : 'throw'))
  expect(await cache.get('bad', load('bad'))).toBeUndefined()
  expect(await cache.get('bad', load('bad'))).toBeUndefined()
  expect(loads('bad')).toBe(1)
  now = 1000
  await cache.get('bad', load('bad'))
  expect(loads('bad')).toBe(2)
  expect(await cache.get('down', load('down'))).toBeUndefined()
  expect(await cache.get('down', load('down'))).toBeUndefined()
  expect(loads('down')).toBe(2)
})
