import { generateKeyPairSync } from 'node:crypto'
import { calculateJwkThumbprint, decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, test } from 'vitest'
import { InvalidSettingError } from '../errors.js'
import { createSiwxKeys } from './createSiwxKeys.js'

const newKey = (namedCurve = 'P-256') => generateKeyPairSync('ec', { namedCurve })
const pemOf = (curve?: string) =>
  newKey(curve).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
const jwkOf = () => newKey().privateKey.export({ format: 'jwk' })

const expected = { issuer: 'https://latch.test', audience: 'demo', currentDate: new Date() }
const claims = (seconds = Math.floor(Date.now() / 1000)) => ({
  iss: 'https://latch.test',
  aud: 'demo',
  sub: 'eip155:1:0xabc',
  iat: seconds,
  exp: seconds + 60,
})

describe('createSiwxKeys', () => {
  test('default: without a key, the process key, the same for every call', async () => {
    const first = createSiwxKeys()
    const second = createSiwxKeys({ signingKey: '' })
    expect(first.isRandom).toBe(true)
    expect(second.keyId).toBe(first.keyId)
    const token = await first.sign(claims())
    expect((await second.verify(token, expected)).sub).toBe('eip155:1:0xabc')
  })

  test('parameters: a PKCS#8 PEM; the key id is its RFC 7638 thumbprint', async () => {
    const pem = pemOf()
    const keys = createSiwxKeys({ signingKey: pem })
    expect(keys.isRandom).toBe(false)
    const [jwk] = keys.jwks.keys
    expect(keys.jwks.keys).toHaveLength(1)
    expect(jwk).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      y: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: keys.keyId,
      alg: 'ES256',
      use: 'sig',
    })
    expect(keys.keyId).toBe(await calculateJwkThumbprint(jwk as never))
    const token = await keys.sign(claims())
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: keys.keyId, typ: 'JWT' })
    // The public JWK alone verifies it: what a site backend has.
    const { payload } = await jwtVerify(token, jwk as never)
    expect(payload.sub).toBe('eip155:1:0xabc')
    // The same PEM with its line breaks written as `\n` (an environment file) is the same key.
    expect(createSiwxKeys({ signingKey: pem.replaceAll('\n', '\\n') }).keyId).toBe(keys.keyId)
  })

  test('parameters: a private JWK keeps its kid', async () => {
    const keys = createSiwxKeys({ signingKey: JSON.stringify({ ...jwkOf(), kid: 'k-2026' }) })
    expect(keys.keyId).toBe('k-2026')
    expect(keys.jwks.keys[0]?.kid).toBe('k-2026')
    expect(keys.jwks.keys[0]).not.toHaveProperty('d')
  })

  test('behavior: another key, or another issuer or audience, does not verify', async () => {
    const keys = createSiwxKeys({ signingKey: pemOf() })
    const other = createSiwxKeys({ signingKey: pemOf() })
    const token = await other.sign(claims())
    await expect(keys.verify(token, expected)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    })
    const own = await keys.sign(claims())
    await expect(keys.verify(own, { ...expected, audience: 'other' })).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    })
    await expect(keys.verify(own, { ...expected, issuer: 'https://x.test' })).rejects.toMatchObject(
      {
        code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
      },
    )
    const old = await keys.sign(claims(Math.floor(Date.now() / 1000) - 3600))
    await expect(keys.verify(old, expected)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' })
  })

  test.each([
    ['not a key', 'hunter2'],
    ['broken JSON', '{"kty":'],
    ['a public JWK', JSON.stringify({ ...jwkOf(), d: undefined })],
    ['another curve', JSON.stringify({ ...jwkOf(), crv: 'P-384' })],
    ['another alg', JSON.stringify({ ...jwkOf(), alg: 'RS256' })],
    ['a PEM of P-384', pemOf('P-384')],
    ['a broken PEM', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'],
    ['a kid with spaces', JSON.stringify({ ...jwkOf(), kid: 'a b' })],
  ])('error: %s', (_, signingKey) => {
    expect(() => createSiwxKeys({ signingKey })).toThrow(InvalidSettingError)
    try {
      createSiwxKeys({ signingKey })
    } catch (error) {
      // The value itself never shows in the message.
      expect((error as Error).message).toContain('SIWX_SIGNING_KEY')
      expect((error as Error).message).not.toContain(signingKey.slice(0, 40))
    }
  })
})
