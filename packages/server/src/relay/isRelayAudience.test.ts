import { describe, expect, test } from 'vitest'
import { isRelayAudience } from './isRelayAudience.js'

describe('isRelayAudience', () => {
  test.each([
    ['the same URL', 'wss://latch.example.com/relay', 'wss://latch.example.com/relay', true],
    ['a trailing slash', 'wss://latch.example.com/relay/', 'wss://latch.example.com/relay', true],
    ['a query', 'wss://latch.example.com/relay?x=1', 'wss://latch.example.com/relay', true],
    [
      'the default port spelled out',
      'wss://latch.example.com:443/relay',
      'wss://latch.example.com/relay',
      true,
    ],
    ['localhost for 127.0.0.1', 'ws://localhost:8787/relay', 'ws://127.0.0.1:8787/relay', true],
    ['[::1] for localhost', 'ws://[::1]:8787/relay', 'ws://localhost:8787/relay', true],
    [
      'any host on a wildcard address',
      'ws://192.168.1.5:8787/relay',
      'ws://0.0.0.0:8787/relay',
      true,
    ],
    ['another host', 'wss://relay.walletconnect.org/relay', 'wss://latch.example.com/relay', false],
    ['the vendor relay', 'wss://relay.walletconnect.org', 'wss://latch.example.com/relay', false],
    ['another scheme', 'ws://latch.example.com/relay', 'wss://latch.example.com/relay', false],
    ['another port', 'ws://127.0.0.1:8788/relay', 'ws://127.0.0.1:8787/relay', false],
    ['another path', 'ws://127.0.0.1:8787/', 'ws://127.0.0.1:8787/relay', false],
    [
      'a public host for loopback',
      'ws://example.com:8787/relay',
      'ws://127.0.0.1:8787/relay',
      false,
    ],
    ['an http URL', 'http://127.0.0.1:8787/relay', 'ws://127.0.0.1:8787/relay', false],
    ['not a URL', 'relay', 'ws://127.0.0.1:8787/relay', false],
  ])('%s', (_name, audience, relayUrl, expected) => {
    expect(isRelayAudience(audience, relayUrl)).toBe(expected)
  })
})
