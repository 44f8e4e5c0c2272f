import { createPublicKey, verify } from 'node:crypto'
import { decodeDidKey } from './didKey.js'

const maximumJwtLength = 4096
const signatureLength = 64

/** What a connection's `?auth=<JWT>` proves about the client. */
export type ClientAuth =
  /** No `auth`: the relay gives the socket an id of its own that nobody else can present. */
  | { status: 'anonymous' }
  /** A valid JWT signed by the key in its `iss`, which is the client id. */
  | { status: 'verified'; clientId: string }
  /** An `auth` that proves nothing; `reason` is for the log and never names the client. */
  | { status: 'rejected'; reason: string }

/** Parameters of `readClientId`. */
export type ReadClientIdParameters = {
  /** Whether a JWT's `aud` names this relay. */
  isAudience: (audience: string) => boolean
  /** Seconds since the epoch, for `exp`. */
  now: number
}

const decodeJson = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const verifyEd25519 = (publicKey: Uint8Array, data: string, signature: Buffer): boolean => {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(data, 'utf8'), key, signature)
  } catch {
    return false
  }
}

/**
 * Checks the WalletConnect `auth` JWT of a relay connection (`?auth=<JWT>`, as
 * `@walletconnect/relay-auth` signs it): header `alg` EdDSA, `iss` an Ed25519 `did:key`, a
 * signature by that key over the first two parts, an `aud` that names this relay and an `exp`
 * in the future. The client id is the `iss` of a JWT that passes, so a client cannot present
 * another client's id without its private key; a JWT made for another relay or one that has
 * expired is refused.
 */
export function readClientId(
  requestUrl: string | undefined,
  parameters: ReadClientIdParameters,
): ClientAuth {
  let jwt: string | null = null
  try {
    jwt = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams.get('auth')
  } catch {
    return { status: 'rejected', reason: 'unreadable url' }
  }
  if (jwt === null || jwt === '') return { status: 'anonymous' }
  if (jwt.length > maximumJwtLength) return { status: 'rejected', reason: 'jwt too long' }
  const parts = jwt.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart)
    return { status: 'rejected', reason: 'not a jwt' }
  const header = decodeJson(headerPart)
  const claims = decodeJson(payloadPart)
  if (!header || !claims) return { status: 'rejected', reason: 'not a jwt' }
  if (header.alg !== 'EdDSA' || (header.typ !== undefined && header.typ !== 'JWT'))
    return { status: 'rejected', reason: 'not an EdDSA jwt' }
  const { iss, aud, exp } = claims
  const publicKey = typeof iss === 'string' ? decodeDidKey(iss) : undefined
  if (typeof iss !== 'string' || !publicKey)
    return { status: 'rejected', reason: 'iss is not an Ed25519 did:key' }
  const signature = Buffer.from(signaturePart, 'base64url')
  if (
    signature.length !== signatureLength ||
    !verifyEd25519(publicKey, `${headerPart}.${payloadPart}`, signature)
  )
    return { status: 'rejected', reason: 'bad signature' }
  if (typeof exp !== 'number' || !(exp > parameters.now))
    return { status: 'rejected', reason: 'expired' }
  if (typeof aud !== 'string' || !parameters.isAudience(aud))
    return { status: 'rejected', reason: 'aud is not this relay' }
  return { status: 'verified', clientId: iss }
}
