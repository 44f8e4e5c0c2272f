import { importPKCS8, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { appleClientForTest, createAppleClientSecret } from './appleForTest'
import { devAppleKey } from './devAppleKey'
import { verifyAppleClientSecret } from './verifyAppleClientSecret'

const clientId = 'latch-dev-apple'
const now = () => Math.floor(Date.now() / 1000)

/** A client secret signed with the dev Apple key, with `changes` applied to header or claims. */
async function secret(
  changes: { header?: Record<string, unknown>; claims?: Record<string, unknown> } = {},
) {
  const key = await importPKCS8(devAppleKey.privateKey, 'ES256')
  return new SignJWT({
    iss: devAppleKey.teamId,
    sub: clientId,
    aud: 'https://appleid.apple.com',
    iat: now(),
    exp: now() + 300,
    ...changes.claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: devAppleKey.keyId, ...changes.header })
    .sign(key)
}

describe('verifyAppleClientSecret', () => {
  it('default: accepts the secret arctic makes (aud as an array, typ JWT)', async () => {
    const apple = appleClientForTest(clientId, 'http://127.0.0.1:9/callback')
    const fromArctic = await createAppleClientSecret(apple)
    expect(await verifyAppleClientSecret(fromArctic, clientId)).toBe(undefined)
    expect(await verifyAppleClientSecret(await secret(), clientId)).toBe(undefined)
  })

  it('behavior: accepts a secret valid for six months', async () => {
    const claims = { exp: now() + 15_777_000 - 5 }
    expect(await verifyAppleClientSecret(await secret({ claims }), clientId)).toBe(undefined)
  })

  it('error: refuses wrong claims, key id, lifetime and signatures', async () => {
    const refusals = {
      expired: await secret({ claims: { iat: now() - 600, exp: now() - 300 } }),
      tooLong: await secret({ claims: { exp: now() + 15_777_000 + 60 } }),
      noExpiry: await secret({ claims: { exp: undefined } }),
      otherTeam: await secret({ claims: { iss: 'OTHERTEAM1' } }),
      otherClient: await secret({ claims: { sub: 'latch-dev-google' } }),
      otherAudience: await secret({ claims: { aud: 'https://example.test' } }),
      otherKeyId: await secret({ header: { kid: 'OTHERKEY01' } }),
      hmac: await new SignJWT({ iss: devAppleKey.teamId, sub: clientId })
        .setProtectedHeader({ alg: 'HS256', kid: devAppleKey.keyId })
        .setAudience('https://appleid.apple.com')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('a shared secret of at least 32 bytes!')),
    }
    const reasons = Object.fromEntries(
      await Promise.all(
        Object.entries(refusals).map(async ([name, value]) => [
          name,
          await verifyAppleClientSecret(value, clientId),
        ]),
      ),
    )
    expect(reasons).toMatchInlineSnapshot(`
      {
        "expired": ""exp" claim timestamp check failed",
        "hmac": ""alg" (Algorithm) Header Parameter value not allowed",
        "noExpiry": "missing required "exp" claim",
        "otherAudience": "unexpected "aud" claim value",
        "otherClient": "unexpected "sub" claim value",
        "otherKeyId": "the key id (kid) is not the dev key",
        "otherTeam": "unexpected "iss" claim value",
        "tooLong": "exp is more than six months ahead",
      }
    `)
  })
})
