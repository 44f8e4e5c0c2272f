import { afterEach, describe, expect, test } from 'vitest'
import { defaultSocials, getSocials, readTelegramPlatform } from './socials.js'

describe('getSocials', () => {
  test('default: the spec’s seven, in its order (section 9)', () => {
    expect(getSocials({})).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(getSocials({})).toEqual(defaultSocials)
  })

  test('parameters: features.socials chooses them, in the site’s order; false or [] hides them', () => {
    expect(getSocials({ features: { socials: ['github', 'google'] } })).toEqual([
      'github',
      'google',
    ])
    expect(getSocials({ features: { socials: false } })).toEqual([])
    expect(getSocials({ features: { socials: [] } })).toEqual([])
  })

  test('behavior: unknown names and repeats are left out', () => {
    expect(
      getSocials({ features: { socials: ['github', 'myspace', 'github', 'toString', 'x'] } }),
    ).toEqual(['github', 'x'])
  })

  // Spec section 5: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x.
  test.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['tdesktop', ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['web', ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
  ])('behavior: inside Telegram on %s', (platform, expected) => {
    expect(getSocials({}, platform)).toEqual(expected)
  })

  test('behavior: the Telegram rule applies to the site’s own list too', () => {
    expect(getSocials({ features: { socials: ['x', 'facebook', 'github'] } }, 'android')).toEqual([
      'github',
    ])
  })
})

describe('readTelegramPlatform', () => {
  const global = globalThis as { Telegram?: unknown }
  afterEach(() => {
    delete global.Telegram
  })

  test('behavior: outside Telegram, none', () => {
    expect(readTelegramPlatform()).toBeUndefined()
  })

  test('behavior: a Mini App’s platform, from Telegram’s WebApp object', () => {
    global.Telegram = { WebApp: { platform: 'ios' } }
    expect(readTelegramPlatform()).toBe('ios')
    // Telegram's script reports "unknown" in a plain browser.
    global.Telegram = { WebApp: { platform: 'unknown' } }
    expect(readTelegramPlatform()).toBeUndefined()
    global.Telegram = { WebApp: { platform: 7 } }
    expect(readTelegramPlatform()).toBeUndefined()
  })
})
