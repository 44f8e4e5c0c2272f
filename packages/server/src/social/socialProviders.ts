/** The OAuth providers of the social login (spec section 9; Farcaster has its own relay flow). */
export const socialProviderIds = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

export type SocialProviderId = (typeof socialProviderIds)[number]

/**
 * The operator's OAuth app at one provider (`SOCIAL_PROVIDERS`). `endpoints` override the
 * provider's own, so development and tests point at a local identity provider.
 */
export type SocialProviderSettings = {
  clientId: string
  /** Every provider but Apple, whose client secret is a JWT signed with `apple.privateKey`. */
  clientSecret?: string | undefined
  apple?: { teamId: string; keyId: string; privateKey: string } | undefined
  endpoints?:
    | {
        authorization?: string | undefined
        token?: string | undefined
        /** Google: the OIDC userinfo URL; GitHub, Discord, X, Facebook: the API's base URL. */
        userInfo?: string | undefined
        /** Google and Apple: the id token's issuer. */
        issuer?: string | undefined
        /** Google and Apple: the id token's keys (a JWKS URL). */
        jwks?: string | undefined
      }
    | undefined
}

/** How Latch talks to one provider: its real endpoints, scopes and protocol choices. */
export type SocialProviderProtocol = {
  /** The name people know, for messages. */
  label: string
  authorization: string
  token: string
  userInfo: string
  scopes: readonly string[]
  /**
   * PKCE S256 (RFC 7636). Apple does not take it, and is bound by state and the id token's
   * nonce instead.
   */
  pkce: boolean
  /** An OpenID Connect provider: its id token is checked (issuer, audience, nonce, keys). */
  idToken?: { issuer: string; jwks: string } | undefined
  /** Apple answers with a cross-site form POST, which is what lets it send the name and email. */
  responseMode?: 'form_post' | undefined
}

/** The providers' own endpoints and scopes, from their documentation. */
export const socialProviderProtocols: Record<SocialProviderId, SocialProviderProtocol> = {
  google: {
    label: 'Google',
    authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    idToken: {
      issuer: 'https://accounts.google.com',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    },
  },
  x: {
    label: 'X',
    authorization: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    userInfo: 'https://api.x.com',
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
  },
  discord: {
    label: 'Discord',
    authorization: 'https://discord.com/oauth2/authorize',
    token: 'https://discord.com/api/oauth2/token',
    userInfo: 'https://discord.com/api',
    scopes: ['identify', 'email'],
    pkce: true,
  },
  github: {
    label: 'GitHub',
    authorization: 'https://github.com/login/oauth/authorize',
    token: 'https://github.com/login/oauth/access_token',
    userInfo: 'https://api.github.com',
    scopes: ['read:user', 'user:email'],
    pkce: true,
  },
  apple: {
    label: 'Apple',
    authorization: 'https://appleid.apple.com/auth/authorize',
    token: 'https://appleid.apple.com/auth/token',
    userInfo: '',
    scopes: ['name', 'email'],
    pkce: false,
    idToken: { issuer: 'https://appleid.apple.com', jwks: 'https://appleid.apple.com/auth/keys' },
    responseMode: 'form_post',
  },
  facebook: {
    label: 'Facebook',
    authorization: 'https://www.facebook.com/v25.0/dialog/oauth',
    token: 'https://graph.facebook.com/v25.0/oauth/access_token',
    userInfo: 'https://graph.facebook.com/v25.0',
    scopes: ['email', 'public_profile'],
    pkce: true,
  },
}

/** One provider's protocol with the operator's endpoint overrides applied. */
export function resolveSocialProtocol(
  provider: SocialProviderId,
  settings: SocialProviderSettings,
): SocialProviderProtocol {
  const base = socialProviderProtocols[provider]
  const endpoints = settings.endpoints ?? {}
  return {
    ...base,
    authorization: endpoints.authorization ?? base.authorization,
    token: endpoints.token ?? base.token,
    userInfo: endpoints.userInfo ?? base.userInfo,
    idToken: base.idToken && {
      issuer: endpoints.issuer ?? base.idToken.issuer,
      jwks: endpoints.jwks ?? base.idToken.jwks,
    },
  }
}
