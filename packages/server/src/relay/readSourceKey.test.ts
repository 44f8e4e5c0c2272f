import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { readSourceKey } from './readSourceKey.js'

const request = (remoteAddress: string | undefined, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('readSourceKey', () => {
  test('default: the socket peer, IPv6 by /64, and X-Forwarded-For is ignored', () => {
    expect(readSourceKey(request('198.51.100.4', '203.0.113.7'), false)).toBe('198.51.100.4')
    expect(readSourceKey(request('2001:db8:1:2::9'), false)).toBe('2001:db8:1:2::/64')
    expect(readSourceKey(request('::ffff:198.51.100.4'), false)).toBe('198.51.100.4')
  })

  test('parameters: trustProxy takes the last X-Forwarded-For entry', () => {
    expect(readSourceKey(request('127.0.0.1', '203.0.113.7, 2001:db8::1'), true)).toBe(
      '2001:db8:0:0::/64',
    )
    expect(readSourceKey(request('127.0.0.1', ['203.0.113.7', '198.51.100.4']), true)).toBe(
      '198.51.100.4',
    )
    expect(readSourceKey(request('127.0.0.1'), true)).toBe('127.0.0.1')
  })

  test('behavior: no address at all', () => {
    expect(readSourceKey(request(undefined), false)).toBe('unknown')
  })
})
