import { jwtVerify } from 'jose'
import { devAppleKey, devApplePublicKey } from './devAppleKey'

/** The longest an Apple client secret may live: six months (15777000 s), as Apple allows. */
const appleClientSecretMaxLifetimeSeconds = 15_777_000

const appleAudience = 'https://appleid.apple.com'

/**
 * Checks a client secret the way Apple's token endpoint does: an ES256 JWT whose header `kid` is
 * the key id, signed by that key, with `iss` = team id, `sub` = client id,
 * `aud` = https://appleid.apple.com, and `exp` in the future but at most six months ahead.
 * Resolves to the reason when it is not acceptable, or undefined when it is.
 */
export async function verifyAppleClientSecret(
  clientSecret: string,
  clientId: string,
): Promise<string | undefined> {
  try {
    const { payload, protectedHeader } = await jwtVerify(clientSecret, devApplePublicKey(), {
      algorithms: ['ES256'],
      issuer: devAppleKey.teamId,
      subject: clientId,
      audience: appleAudience,
      requiredClaims: ['iat', 'exp'],
    })
    if (protectedHeader.kid !== devAppleKey.keyId) return 'the key id (kid) is not the dev key'
    const now = Math.floor(Date.now() / 1000)
    if ((payload.exp ?? 0) > now + appleClientSecretMaxLifetimeSeconds) {
      return 'exp is more than six months ahead'
    }
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
