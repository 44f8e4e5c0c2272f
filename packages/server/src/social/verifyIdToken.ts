import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'

// One key set per JWKS URL for the life of the process: jose caches the keys and refetches on an
// unknown `kid`, at most every 30 s.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySetOf(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl)
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000 })
    keySets.set(jwksUrl, keySet)
  }
  return keySet
}

/**
 * Checks an OpenID Connect id token (SECURITY.md T21): signed by a key of the provider's JWKS
 * with an asymmetric algorithm (never `none` or HMAC), issued by `issuer` for `audience`, not
 * expired, and carrying the `nonce` of this login. Returns its claims; throws otherwise.
 */
export async function verifyIdToken(
  idToken: string,
  expected: { issuer: string; jwks: string; audience: string; nonce: string },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, keySetOf(expected.jwks), {
    issuer: expected.issuer,
    audience: expected.audience,
    algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    clockTolerance: 60,
    requiredClaims: ['sub', 'exp', 'iat'],
  })
  if (payload.nonce !== expected.nonce) throw new Error('The id token carries another nonce.')
  return payload
}
