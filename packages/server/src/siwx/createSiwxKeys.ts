import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto'
import { type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { InvalidSettingError } from '../errors.js'

/** A public key of the JWK Set (`GET /siwx/v1/jwks`). */
type SiwxPublicJwk = {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
}

/** The keys of Sign In With X session tokens: one ES256 key signs, its public half verifies. */
export type SiwxKeys = {
  /** The `kid` of the signing key. */
  keyId: string
  /** Whether it is the process's random key (no `SIWX_SIGNING_KEY`). */
  isRandom: boolean
  /** The public keys, as `GET /siwx/v1/jwks` serves them. */
  jwks: { keys: SiwxPublicJwk[] }
  /** Signs claims as a JWT (ES256, `typ: JWT`, the key's `kid`). */
  sign: (claims: JWTPayload) => Promise<string>
  /**
   * Verifies a token of these keys: signature, `iss`, `aud`, `exp` at `currentDate`. Throws
   * jose's errors.
   */
  verify: (
    token: string,
    expected: { issuer: string; audience: string; currentDate: Date },
  ) => Promise<JWTPayload>
}

/** Parameters of {@link createSiwxKeys}. */
export type CreateSiwxKeysParameters = {
  /** `SIWX_SIGNING_KEY` (see `SiwxConfig`); without it, the process's random key. */
  signingKey?: string | undefined
}

// Without SIWX_SIGNING_KEY (development, tests): one key for the life of the process, as the
// login routes do with AUTH_SECRET.
let processKey: KeyObject | undefined

const invalidKey = (reason: string) =>
  new InvalidSettingError(
    `Invalid setting SIWX_SIGNING_KEY: ${reason} It must be a PKCS#8 PEM or a private JWK (JSON) of an ES256 (P-256) key.`,
  )

function readPrivateKey(text: string): { privateKey: KeyObject; keyId: string | undefined } {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    let jwk: Record<string, unknown>
    try {
      jwk = JSON.parse(trimmed) as Record<string, unknown>
    } catch {
      throw invalidKey('it starts with "{" but is not JSON.')
    }
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw invalidKey('the JWK is not an EC P-256 key.')
    if (typeof jwk.d !== 'string') throw invalidKey('the JWK has no private part ("d").')
    if (jwk.alg !== undefined && jwk.alg !== 'ES256')
      throw invalidKey('the JWK\'s "alg" is not ES256.')
    if (jwk.use !== undefined && jwk.use !== 'sig')
      throw invalidKey('the JWK\'s "use" is not "sig".')
    const kid = jwk.kid
    if (kid !== undefined && (typeof kid !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(kid)))
      throw invalidKey('the JWK\'s "kid" is not 1 to 128 printable ASCII characters.')
    try {
      return { privateKey: createPrivateKey({ key: jwk as never, format: 'jwk' }), keyId: kid }
    } catch {
      throw invalidKey('the JWK does not hold a usable key.')
    }
  }
  // Environment files often hold a PEM on one line, its line breaks written as `\n`.
  const pem = trimmed.includes('\n') ? trimmed : trimmed.replaceAll('\\n', '\n')
  if (!pem.startsWith('-----BEGIN PRIVATE KEY-----'))
    throw invalidKey('it is neither JSON nor PKCS#8 PEM.')
  let privateKey: KeyObject
  try {
    privateKey = createPrivateKey({ key: pem, format: 'pem' })
  } catch {
    throw invalidKey('the PEM does not hold a usable key.')
  }
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  )
    throw invalidKey('the PEM key is not an EC P-256 key.')
  return { privateKey, keyId: undefined }
}

// RFC 7638: SHA-256 over the required members in lexicographic order, base64url.
function thumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const members = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })
  return createHash('sha256').update(members).digest('base64url')
}

/**
 * The keys of session tokens: `SIWX_SIGNING_KEY` when set (a bad value throws
 * `InvalidSettingError` at once, so a server does not start with it), else one random P-256
 * key per process.
 *
 * @example
 * const keys = createSiwxKeys({ signingKey: process.env.SIWX_SIGNING_KEY })
 * const token = await keys.sign({ sub: 'eip155:1:0xabc…' })
 */
export function createSiwxKeys(parameters: CreateSiwxKeysParameters = {}): SiwxKeys {
  const { signingKey } = parameters
  const isRandom = signingKey === undefined || signingKey === ''
  let privateKey: KeyObject
  let configuredKeyId: string | undefined
  if (isRandom) {
    processKey ??= generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    privateKey = processKey
  } else {
    ;({ privateKey, keyId: configuredKeyId } = readPrivateKey(signingKey))
  }
  const publicKey = createPublicKey(privateKey)
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const keyId = configuredKeyId ?? thumbprint({ crv: 'P-256', kty: 'EC', x, y })
  const jwk: SiwxPublicJwk = { kty: 'EC', crv: 'P-256', x, y, kid: keyId, alg: 'ES256', use: 'sig' }
  return {
    keyId,
    isRandom,
    jwks: { keys: [jwk] },
    sign: (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'JWT' })
        .sign(privateKey),
    verify: async (token, expected) =>
      (
        await jwtVerify(token, publicKey, {
          algorithms: ['ES256'],
          issuer: expected.issuer,
          audience: expected.audience,
          currentDate: expected.currentDate,
          typ: 'JWT',
        })
      ).payload,
  }
}
