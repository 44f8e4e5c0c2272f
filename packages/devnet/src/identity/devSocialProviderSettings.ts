import { devAppleKey } from './devAppleKey'
import { devClients } from './devClients'
import type { DevSocialProvider } from './devSocialProvider'
import type { SocialProviderSettings } from './socialProviderSettings'

/**
 * The settings that point the Latch server's social logins at the dev identity provider running
 * at `idpUrl` (what `startIdentityProvider` resolved to).
 *
 * @example
 * ```ts
 * import { devSocialProviderSettings, startIdentityProvider } from '@latch/devnet'
 *
 * const idp = await startIdentityProvider({ port: 8790, callbackUrl })
 * const { github } = devSocialProviderSettings(idp.url)
 * // github.endpoints.userInfo === 'http://127.0.0.1:8790/github'
 * ```
 */
export function devSocialProviderSettings(
  idpUrl: string,
): Record<DevSocialProvider, SocialProviderSettings> {
  const url = idpUrl.replace(/\/+$/, '')
  const oauth = (provider: DevSocialProvider, userInfo: string): SocialProviderSettings => ({
    clientId: devClients[provider].clientId,
    clientSecret: devClients[provider].clientSecret ?? '',
    endpoints: { authorization: `${url}/auth`, token: `${url}/token`, userInfo },
  })
  const openIdEndpoints = { issuer: url, jwks: `${url}/jwks` }
  const google = oauth('google', `${url}/me`)
  return {
    google: { ...google, endpoints: { ...google.endpoints, ...openIdEndpoints } },
    x: oauth('x', `${url}/x`),
    discord: oauth('discord', `${url}/discord`),
    github: oauth('github', `${url}/github`),
    apple: {
      clientId: devClients.apple.clientId,
      apple: { ...devAppleKey },
      // Apple's own doors: they take Apple's authorization request and client secret.
      endpoints: {
        authorization: `${url}/apple/auth`,
        token: `${url}/apple/token`,
        ...openIdEndpoints,
      },
    },
    facebook: oauth('facebook', `${url}/facebook`),
  }
}
