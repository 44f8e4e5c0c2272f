import { describe, expect, test } from 'vitest'
import { redactSecrets, urlSecrets } from './urlSecrets.js'

describe('urlSecrets', () => {
  test('default: user info, path segments and query values, raw and decoded, longest first', () => {
    const secrets = urlSecrets(
      'https://me:pa%24%24word@rpc.example/v2/key-123456?apikey=abc%2Fdefgh&x=1',
    )
    for (const part of ['key-123456', 'pa%24%24word', 'pa$$word', 'abc%2Fdefgh', 'abc/defgh'])
      expect(secrets).toContain(part)
    // Short parts ("v2", "1", "me") are left alone: they are no keys.
    for (const part of ['v2', '1', 'me', '/']) expect(secrets).not.toContain(part)
    expect([...secrets].sort((a, b) => b.length - a.length)).toEqual(secrets)
  })

  test('behavior: redactSecrets clears strings at any depth, keys included', () => {
    const secrets = urlSecrets('https://rpc.example/v3/key-123456')
    expect(
      redactSecrets(
        { message: 'bad key https://rpc.example/v3/key-123456', data: [{ 'key-123456': 1 }, 2] },
        secrets,
      ),
    ).toEqual({ message: 'bad key [redacted]', data: [{ '[redacted]': 1 }, 2] })
  })
})
