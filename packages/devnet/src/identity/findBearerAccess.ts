import type { IncomingMessage } from 'node:http'
import type Provider from 'oidc-provider'
import { devClients } from './devClients'
import type { DevSocialProvider } from './devSocialProvider'
import type { ProviderApiRequest } from './providerApiRequest'
import { findIdentityByAccount } from './testIdentities'

/**
 * Who the request's `Authorization: Bearer` token speaks for at `socialProvider`, looked up in
 * oidc-provider's token store. Undefined without a token, for an unknown or expired one, and for a
 * token issued to another provider's client.
 */
export async function findBearerAccess(
  provider: Provider,
  request: IncomingMessage,
  socialProvider: DevSocialProvider,
): Promise<ProviderApiRequest['auth']> {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')
  if (!match?.[1]) return undefined
  const token = await provider.AccessToken.find(match[1])
  if (!token || token.isExpired || token.clientId !== devClients[socialProvider].clientId) {
    return undefined
  }
  const identity = findIdentityByAccount(socialProvider, token.accountId)
  return identity && { identity, scopes: token.scopes }
}
