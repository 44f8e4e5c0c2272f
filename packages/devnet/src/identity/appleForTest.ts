import { Apple } from 'arctic'
import { devAppleKey } from './devAppleKey'

/** The DER bytes of a PKCS#8 PEM, which arctic's Apple client takes. */
function pkcs8Bytes(pem: string): Uint8Array {
  return new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'))
}

/** arctic's Apple client with the dev Apple key, as the Latch server makes it. */
export function appleClientForTest(clientId: string, redirectUri: string): Apple {
  const { teamId, keyId, privateKey } = devAppleKey
  return new Apple(clientId, teamId, keyId, pkcs8Bytes(privateKey), redirectUri)
}

/**
 * arctic's Apple client secret. arctic 3.7.0 declares `createClientSecret` private (its
 * `validateAuthorizationCode` posts to Apple's fixed URL); a client of the dev IdP calls it to post
 * to the dev token endpoint instead.
 */
export function createAppleClientSecret(apple: Apple): Promise<string> {
  return (apple as unknown as { createClientSecret(): Promise<string> }).createClientSecret()
}
