import { describe, expect, test } from 'vitest'
import { isPlainData, maxMessageBytes, maxMessageDepth } from './isPlainData.js'

function nest(depth: number): unknown {
  let value: unknown = 1
  for (let level = 1; level < depth; level++) value = { a: value }
  return value
}

describe('isPlainData', () => {
  test.each([
    ['a string', 'x'],
    ['numbers', [0, -1, 1.5, Number.MAX_SAFE_INTEGER]],
    ['null, booleans and undefined', [null, true, false, undefined]],
    ['a plain object', { id: 'a', payload: { method: 'eth_call', params: [{ to: '0x1' }] } }],
    ['a null-prototype object', Object.assign(Object.create(null), { a: 1 })],
    ['exactly the depth cap', nest(maxMessageDepth)],
    ['a string just under the size cap', 'x'.repeat(maxMessageBytes - 2)],
  ])('default: %s passes', (_name, value) => {
    expect(isPlainData(value)).toBe(true)
  })

  test.each([
    ['one level past the depth cap', nest(maxMessageDepth + 1)],
    ['a string just over the size cap', 'x'.repeat(maxMessageBytes - 1)],
    [
      'many small keys',
      Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, 1])),
    ],
    ['a sparse huge array', new Array(1_000_000)],
    ['NaN', Number.NaN],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a bigint', 1n],
    ['a function', () => {}],
    ['a symbol', Symbol('x')],
    ['a Map', new Map()],
    ['a Set', new Set()],
    ['a Date', new Date()],
    ['a RegExp', /x/],
    ['a typed array', new Uint8Array(4)],
    ['an Error', new Error('x')],
    ['a class instance', new (class Thing {})()],
    ['an own __proto__ key', JSON.parse('{"__proto__": {"polluted": 1}}')],
    ['a constructor key', { a: [{ constructor: { prototype: { polluted: 1 } } }] }],
    ['a prototype key', { prototype: 1 }],
  ])('error: %s is refused', (_name, value) => {
    expect(isPlainData(value)).toBe(false)
  })

  test('behavior: a cycle is refused by the depth cap', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(isPlainData(cycle)).toBe(false)
  })

  test('behavior: shared references cannot multiply the work', () => {
    // 2^30 paths through 30 levels of shared pairs: without the budget the walk would not end
    // within the test's timeout; with it, it ends after a bounded number of visits (no
    // wall-clock assertion: tests never assert times).
    let shared: unknown = 'x'
    for (let level = 0; level < 30; level++) shared = [shared, shared]
    expect(isPlainData(shared)).toBe(false)
  })
})
