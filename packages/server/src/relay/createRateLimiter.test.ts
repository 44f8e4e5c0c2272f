import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  test('default: a burst of perSecond passes, the next is refused', () => {
    const limiter = createRateLimiter({ perSecond: 5, now: () => 0 })
    expect(Array.from({ length: 6 }, () => limiter.take())).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    expect(limiter.strikes()).toBe(1)
  })

  test('behavior: refills with time, up to perSecond', () => {
    let time = 0
    const limiter = createRateLimiter({ perSecond: 10, now: () => time })
    for (let index = 0; index < 10; index++) limiter.take()
    expect(limiter.take()).toBe(false)
    time += 100
    expect(limiter.take()).toBe(true)
    expect(limiter.take()).toBe(false)
    time += 60_000
    expect(Array.from({ length: 11 }, () => limiter.take()).filter(Boolean)).toHaveLength(10)
  })

  test('behavior: strikes pile up in a flood and are paid off by accepted requests', () => {
    let time = 0
    const limiter = createRateLimiter({ perSecond: 10, now: () => time })
    for (let index = 0; index < 30; index++) limiter.take()
    expect(limiter.strikes()).toBe(20)
    time += 1000
    for (let index = 0; index < 10; index++) limiter.take()
    expect(limiter.strikes()).toBe(10)
    time += 10_000
    for (let index = 0; index < 20; index++) limiter.take()
    expect(limiter.strikes()).toBe(10)
  })

  test('behavior: a clock going backwards refills nothing', () => {
    let time = 1000
    const limiter = createRateLimiter({ perSecond: 1, now: () => time })
    expect(limiter.take()).toBe(true)
    time = 0
    expect(limiter.take()).toBe(false)
  })

  test('parameters: cost takes several tokens at once, or none', () => {
    const limiter = createRateLimiter({ perSecond: 5, now: () => 0 })
    expect(limiter.take(3)).toBe(true)
    expect(limiter.take(3)).toBe(false)
    expect(limiter.take(2)).toBe(true)
    expect(limiter.take()).toBe(false)
  })
})
