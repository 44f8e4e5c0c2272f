import { createRemoteJWKSet, errors, jwtVerify } from 'jose'

/** Parameters of {@link verifySiwxSessionToken}. */
export type VerifySiwxSessionTokenParameters = {
  /** The Latch server's key set, `<server>/siwx/v1/jwks`. */
  jwksUrl: string
  /** The project the token must be for (its `aud`). */
  projectId: string
  /** The token's expected `iss`: the server's `SIWX_ISSUER` (by default its public URL). */
  issuer: string
  /** The time to check `exp` and `iat` against. Defaults to now. */
  currentDate?: Date | undefined
}

/** What a valid session token says. */
export type SiwxSessionClaims = {
  /** The session's id (`jti`). */
  sessionId: string
  /** The CAIP-10 account that signed in (`sub`), e.g. `eip155:1:0xabc…`. */
  caipAddress: string
  /** The CAIP-2 network of the signed message, e.g. `eip155:1`. */
  chainId: string
  /** The address as the signed message wrote it. */
  address: string
  /** The domain of the signed message. */
  domain: string
  /** When the session began and ends (seconds since the epoch: `iat`, `exp`). */
  issuedAt: number
  expiresAt: number
}

// One key set per URL for the life of the process: jose caches the keys it fetched and fetches
// again, at most every 30 s, when a token names a `kid` it does not know (a rotated key).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/**
 * Checks a Sign In With X session token in a site's own backend: its ES256 signature against the
 * Latch server's key set, its issuer, its project (`aud`) and its expiry; returns what it says,
 * or throws jose's error (`JWTExpired`, `JWSSignatureVerificationFailed`,
 * `JWTClaimValidationFailed`, …; each has a `code`). It works offline from the server between
 * key fetches, so it does not see a sign-out: a backend that must, asks `GET /siwx/v1/session`
 * with the token.
 *
 * @example
 * import { verifySiwxSessionToken } from '@latch/server'
 * const claims = await verifySiwxSessionToken(token, {
 *   jwksUrl: 'https://latch.example.com/siwx/v1/jwks',
 *   projectId: 'my-project',
 *   issuer: 'https://latch.example.com',
 * })
 * claims.caipAddress // 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export async function verifySiwxSessionToken(
  token: string,
  parameters: VerifySiwxSessionTokenParameters,
): Promise<SiwxSessionClaims> {
  const { jwksUrl, projectId, issuer, currentDate } = parameters
  let keySet = keySets.get(jwksUrl)
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl))
    keySets.set(jwksUrl, keySet)
  }
  const { payload } = await jwtVerify(token, keySet, {
    algorithms: ['ES256'],
    issuer,
    audience: projectId,
    typ: 'JWT',
    requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    ...(currentDate === undefined ? {} : { currentDate }),
  })
  const { sub, jti, iat, exp, chainId, address, domain } = payload
  if (
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    typeof chainId !== 'string' ||
    typeof address !== 'string' ||
    typeof domain !== 'string' ||
    sub !== `${chainId}:${address}`
  )
    throw new errors.JWTClaimValidationFailed(
      'The token is not a Latch SIWX session token.',
      payload,
      'sub',
      'invalid',
    )
  return {
    sessionId: jti,
    caipAddress: sub,
    chainId,
    address,
    domain,
    issuedAt: iat,
    expiresAt: exp,
  }
}
