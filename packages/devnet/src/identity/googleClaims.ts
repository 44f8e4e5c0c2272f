import { avatarUrl } from './avatar'
import type { TestIdentity } from './testIdentities'

/**
 * Google's OpenID Connect claims for an identity
 * (https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload).
 * oidc-provider keeps the ones the granted scopes cover, for the id_token and for `/me` alike.
 */
export function googleClaims(identity: TestIdentity, issuer: string) {
  return {
    sub: identity.google.sub,
    name: identity.name,
    given_name: identity.givenName,
    family_name: identity.familyName,
    picture: avatarUrl(issuer, identity),
    locale: identity.locale,
    ...(identity.email === undefined
      ? {}
      : { email: identity.email, email_verified: identity.emailVerified }),
  }
}
