import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Account, type ClientMetadata, type ProviderContext } from 'oidc-provider'
import { appleClaims, appleUserField } from './appleClaims'
import { autoSubmitFormContentSecurityPolicy, autoSubmitFormPage } from './autoSubmitFormPage'
import { createMemoryAdapter } from './createMemoryAdapter'
import { devClients, providerOfClient } from './devClients'
import { type DevSocialProvider, devSocialProviders } from './devSocialProvider'
import { errorPage } from './errorPage'
import { googleClaims } from './googleClaims'
import { scopeDescriptions } from './scopeDescriptions'
import { pageContentSecurityPolicy } from './sendHtml'
import { findIdentityByAccount } from './testIdentities'

/**
 * The response mode Apple's `form_post` is mapped onto (by `/apple/auth`): oidc-provider's own
 * `form_post` cannot add Apple's `user` field.
 */
export const appleFormPostResponseMode = 'apple_form_post'

export type CreateDevOidcProviderParameters = {
  /** The IdP's URL, with no trailing slash. */
  issuer: string
  callbackUrl: (provider: DevSocialProvider) => string
  /**
   * The secret the Apple client is registered with. Only `/apple/token` knows it: it checks the
   * client's ES256 client secret the way Apple does and then redeems the code with this one.
   */
  appleInternalSecret: string
  log: (message: string) => void
}

/** The oidc-provider instance behind the dev identity provider: clients, claims, keys, pages. */
export async function createDevOidcProvider(
  parameters: CreateDevOidcProviderParameters,
): Promise<Provider> {
  const { issuer, callbackUrl, appleInternalSecret, log } = parameters
  // A fresh RSA key per start keeps oidc-provider off its shared quick-start keys; RS256 is
  // what Google and Apple sign id_tokens with.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }
  const firstAppleAuthorizations = new Set<string>()

  const clients = devSocialProviders.map((provider): ClientMetadata => {
    const isApple = provider === 'apple'
    return {
      client_id: devClients[provider].clientId,
      client_secret: isApple ? appleInternalSecret : devClients[provider].clientSecret,
      client_name: 'Latch (dev)',
      redirect_uris: [callbackUrl(provider)],
      grant_types: ['authorization_code'],
      // Apple may ask for the id_token with the code (`code id_token`).
      response_types: isApple ? ['code', 'code id_token'] : ['code'],
      token_endpoint_auth_method: isApple ? 'client_secret_post' : 'client_secret_basic',
      require_auth_time: isApple,
    }
  })

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients,
    scopes: Object.keys(scopeDescriptions),
    claims: {
      openid: ['sub', 'nonce_supported'],
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'locale'],
    },
    responseTypes: ['code', 'code id_token'],
    // Google and Apple put the profile claims in the id_token itself, not only behind userinfo.
    conformIdTokenClaims: false,
    // Only the Latch server calls the IdP's APIs; browsers only navigate to it.
    clientBasedCORS: () => false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    findAccount: (ctx, accountId) => findAccount(ctx, accountId, issuer),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Every authorization starts signed out (see startIdentityProvider), so there is no
      // session to end.
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: (_ctx, client) => client.clientId !== devClients.apple.clientId },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.set('content-security-policy', pageContentSecurityPolicy)
      ctx.body = errorPage(out.error, out.error_description)
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 3600,
      Grant: 3600,
    },
  })

  provider.registerResponseMode(appleFormPostResponseMode, (ctx, redirectUri, payload) => {
    // Apple posts code, id_token, state and (once) user; it sends no `iss`.
    const { iss: _issuer, ...fields } = payload
    const accountId = ctx.oidc.session?.accountId
    const identity = accountId === undefined ? undefined : findIdentityByAccount('apple', accountId)
    const firstTime = `${ctx.oidc.client?.clientId}|${accountId}`
    if (identity && 'code' in fields && !firstAppleAuthorizations.has(firstTime)) {
      firstAppleAuthorizations.add(firstTime)
      const scopes = new Set((ctx.oidc.params?.scope ?? '').split(' '))
      const user = appleUserField(identity, scopes)
      if (user !== undefined) fields.user = user
    }
    ctx.type = 'html'
    ctx.status = 'error' in fields ? 400 : 200
    ctx.set('content-security-policy', autoSubmitFormContentSecurityPolicy())
    ctx.body = autoSubmitFormPage(redirectUri, fields)
  })

  for (const event of ['server_error', 'authorization.error', 'grant.error', 'userinfo.error']) {
    provider.on(event, (ctx, error) => {
      const client = ctx.oidc?.client?.clientId ?? 'no client'
      log(`dev identity provider: ${event} (${client}): ${error.message}`)
    })
  }
  return provider
}

function findAccount(ctx: ProviderContext, accountId: string, issuer: string): Account | undefined {
  const provider = providerOfClient(ctx.oidc.client?.clientId)
  const identity = provider && findIdentityByAccount(provider, accountId)
  if (!provider || !identity) return undefined
  return {
    accountId,
    claims: () => {
      if (provider === 'google') return googleClaims(identity, issuer)
      if (provider === 'apple') return appleClaims(identity)
      // The other providers are plain OAuth 2.0: their profile comes from their own APIs.
      return { sub: accountId }
    },
  }
}
