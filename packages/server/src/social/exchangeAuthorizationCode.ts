import { OAuth2Client, OAuth2Tokens } from 'arctic'
import { importPKCS8, SignJWT } from 'jose'
import type {
  SocialProviderId,
  SocialProviderProtocol,
  SocialProviderSettings,
} from './socialProviders.js'

const tokenRequestTimeoutMs = 10_000

/**
 * Apple's client secret (developer.apple.com, "Creating a client secret"): a JWT signed ES256
 * with the operator's key, issued by the team for the client, for Apple, valid 5 minutes.
 */
async function appleClientSecret(
  clientId: string,
  apple: { teamId: string; keyId: string; privateKey: string },
) {
  const key = await importPKCS8(apple.privateKey, 'ES256')
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)
}

/**
 * Redeems an authorization code at the provider's token endpoint with arctic: as a confidential
 * client (HTTP Basic) with the PKCE verifier; Apple with its ES256 client-secret JWT posted in
 * the body, the way Apple takes it (arctic's own `Apple` cannot be pointed at another token
 * endpoint, which development and tests need).
 */
export async function exchangeAuthorizationCode(parameters: {
  provider: SocialProviderId
  protocol: SocialProviderProtocol
  settings: SocialProviderSettings
  redirectUri: string
  code: string
  codeVerifier: string | null
}): Promise<OAuth2Tokens> {
  const { provider, protocol, settings, redirectUri, code, codeVerifier } = parameters
  if (provider !== 'apple') {
    const client = new OAuth2Client(settings.clientId, settings.clientSecret ?? null, redirectUri)
    return client.validateAuthorizationCode(protocol.token, code, codeVerifier)
  }
  if (!settings.apple) throw new Error('Apple needs its team id, key id and private key.')
  const clientSecret = await appleClientSecret(settings.clientId, settings.apple)
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: settings.clientId,
    client_secret: clientSecret,
  })
  const response = await fetch(protocol.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(tokenRequestTimeoutMs),
  })
  const data = (await response.json().catch(() => undefined)) as unknown
  if (!response.ok || typeof data !== 'object' || data === null || 'error' in data)
    throw new Error(
      `Apple's token endpoint refused the code (${response.status} ${
        typeof data === 'object' && data !== null && 'error' in data ? String(data.error) : ''
      })`,
    )
  return new OAuth2Tokens(data)
}
