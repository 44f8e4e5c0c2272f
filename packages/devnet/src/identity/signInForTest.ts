import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  type OAuth2Tokens,
} from 'arctic'
import { expect } from 'vitest'
import type { DevSocialProvider } from './devSocialProvider'
import { devSocialProviderSettings } from './devSocialProviderSettings'
import { createTestUserAgent, expectRedirect, passThroughPages } from './testUserAgent'

/** Where the tests' client lives. Nothing listens there: the user agent stops at the redirect. */
export const testClientOrigin = 'http://127.0.0.1:9'

/** The redirect URI the tests register for each provider. */
export const testCallbackUrl = (provider: DevSocialProvider) =>
  `${testClientOrigin}/auth/${provider}/callback`

export type SignInForTestParameters = {
  provider: Exclude<DevSocialProvider, 'apple'>
  scopes: string[]
  /** The name on the identity's button, or undefined when `login_hint` picks it. */
  identityName: string | undefined
  /** Extra authorization parameters, e.g. `{ login_hint: 'ada' }` or `{ nonce }`. */
  parameters?: Record<string, string>
}

/**
 * An authorization code flow up to the code, the way the Latch server starts it: arctic's
 * `OAuth2Client` builds the URL (PKCE S256, state), a person passes the IdP's pages and allows.
 */
export async function signInForTest(idpUrl: string, options: SignInForTestParameters) {
  const settings = devSocialProviderSettings(idpUrl)[options.provider]
  const client = new OAuth2Client(
    settings.clientId,
    settings.clientSecret ?? null,
    testCallbackUrl(options.provider),
  )
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const url = client.createAuthorizationURLWithPKCE(
    settings.endpoints?.authorization ?? '',
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    options.scopes,
  )
  for (const [name, value] of Object.entries(options.parameters ?? {})) {
    url.searchParams.set(name, value)
  }
  const agent = createTestUserAgent(testClientOrigin)
  const callback = expectRedirect(
    await passThroughPages(agent, url.href, {
      identityName: options.identityName,
      decision: 'Allow',
    }),
  )
  expect(callback.origin + callback.pathname).toBe(testCallbackUrl(options.provider))
  expect(callback.searchParams.get('state')).toBe(state)
  expect(callback.searchParams.get('iss')).toBe(idpUrl)
  const code = callback.searchParams.get('code')
  expect(code).toEqual(expect.any(String))
  const tokenEndpoint = settings.endpoints?.token ?? ''
  return {
    settings,
    client,
    code: code!,
    codeVerifier,
    /** Redeems the code as the Latch server does (HTTP Basic client authentication). */
    redeem: (verifier = codeVerifier): Promise<OAuth2Tokens> =>
      client.validateAuthorizationCode(tokenEndpoint, code!, verifier),
  }
}

/** Signs in and redeems the code: the access token for the provider's API. */
export async function accessTokenForTest(idpUrl: string, options: SignInForTestParameters) {
  const { redeem } = await signInForTest(idpUrl, options)
  return (await redeem()).accessToken()
}

/** A GET to the IdP with a bearer token (or none), answering status and JSON. */
export async function getWithToken(url: string, accessToken: string | undefined) {
  const response = await fetch(url, {
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}
