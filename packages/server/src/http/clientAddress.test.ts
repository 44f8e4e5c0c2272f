import { describe, expect, test } from 'vitest'
import { isLoopbackAddress, isLoopbackHost, toSourceKey } from './clientAddress.js'

describe('toSourceKey', () => {
  test.each([
    ['192.0.2.1', '192.0.2.1'],
    ['192.0.2.1:4711', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['[::ffff:192.0.2.1]:443', '192.0.2.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::99]:8080', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['Not An Address', 'not an address'],
  ])('%s → %s', (address, key) => {
    expect(toSourceKey(address)).toBe(key)
  })
})

describe('loopback', () => {
  test('behavior: addresses and HOST settings', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '[::1]:80'])
      expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of ['10.0.0.1', '::', '::2', '2001:db8::1', '::ffff:10.0.0.1', 'localhost'])
      expect(isLoopbackAddress(address), address).toBe(false)
    expect(isLoopbackHost('localhost')).toBe(true)
    expect(isLoopbackHost('0.0.0.0')).toBe(false)
  })
})
