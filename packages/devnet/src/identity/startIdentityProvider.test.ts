import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
} from 'arctic'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSocialProviderSettings } from './devSocialProviderSettings'
import { getWithToken, signInForTest, testCallbackUrl, testClientOrigin } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'
import {
  createTestUserAgent,
  expectPage,
  expectRedirect,
  passThroughPages,
  readForms,
  readHeading,
} from './testUserAgent'

let idp: IdentityProvider
const logged: string[] = []
beforeAll(async () => {
  idp = await startIdentityProvider({
    port: 0,
    callbackUrl: testCallbackUrl,
    log: (message) => logged.push(message),
  })
})
afterAll(() => idp.close())

/** A GitHub authorization URL as arctic builds it, with PKCE. */
function githubAuthorization(scopes = ['read:user', 'user:email']) {
  const settings = devSocialProviderSettings(idp.url).github
  const client = new OAuth2Client(
    settings.clientId,
    settings.clientSecret ?? null,
    testCallbackUrl('github'),
  )
  const state = generateState()
  const url = client.createAuthorizationURLWithPKCE(
    settings.endpoints?.authorization ?? '',
    state,
    CodeChallengeMethod.S256,
    generateCodeVerifier(),
    scopes,
  )
  return { url, state }
}

/** The OAuth error code a failed token request was refused with. */
async function refusal(request: Promise<unknown>): Promise<string> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(OAuth2RequestError)
  return (error as OAuth2RequestError).code
}

describe('startIdentityProvider', () => {
  it('default: serves OpenID discovery with the endpoints the server relies on', async () => {
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const discovery = (await (
      await fetch(`${idp.url}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: idp.url,
      authorization_endpoint: `${idp.url}/auth`,
      token_endpoint: `${idp.url}/token`,
      jwks_uri: `${idp.url}/jwks`,
      userinfo_endpoint: `${idp.url}/me`,
      code_challenge_methods_supported: ['S256'],
    })
    const { keys } = (await (await fetch(`${idp.url}/jwks`)).json()) as {
      keys: { kty: string; alg: string; d?: string }[]
    }
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })])
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('default: the sign-in page offers every test identity', async () => {
    const agent = createTestUserAgent(testClientOrigin)
    const page = expectPage(await agent.open(githubAuthorization().url.href))
    expect(page.status).toBe(200)
    expect(readHeading(page.html)).toBe('Sign in to GitHub (Latch dev identity provider)')
    expect(page.html).toContain('<title>Sign in to GitHub (Latch dev identity provider)</title>')
    expect(readForms(page.html)[0]?.buttons.map((button) => button.label)).toEqual([
      'Continue as Ada Lovelace',
      'Continue as Bob Builder',
      'Continue as Carol Shaw',
    ])
  })

  it('behavior: every authorization shows the picker, also in a browser already signed in', async () => {
    const agent = createTestUserAgent(testClientOrigin)
    const first = await passThroughPages(agent, githubAuthorization().url.href, {
      identityName: 'Ada Lovelace',
      decision: 'Allow',
    })
    expect(expectRedirect(first).searchParams.get('code')).toEqual(expect.any(String))
    // Same cookies, another identity: the picker shows again and Bob signs in, not Ada.
    const { url, state } = githubAuthorization()
    const picker = expectPage(await agent.open(url.href))
    expect(readHeading(picker.html)).toBe('Sign in to GitHub (Latch dev identity provider)')
    const consent = expectPage(await agent.press(picker, 'Continue as Bob Builder'))
    expect(consent.html).toContain('Signed in as <strong>Bob Builder</strong>')
    const callback = expectRedirect(await agent.press(consent, 'Allow'))
    expect(callback.searchParams.get('state')).toBe(state)
    expect(logged).toContain('dev identity provider: Bob Builder signs in with github')
  })

  it('error: a finished sign-in page cannot be submitted again', async () => {
    const agent = createTestUserAgent(testClientOrigin)
    const picker = expectPage(await agent.open(githubAuthorization().url.href))
    const consent = expectPage(await agent.press(picker, 'Continue as Ada Lovelace'))
    expectRedirect(await agent.press(consent, 'Allow'))
    const again = expectPage(await agent.press(consent, 'Allow'))
    expect(again.status).toBe(400)
    expect(again.html).toContain('This sign-in has expired or already finished.')
  })

  it('parameters: login_hint picks the identity, and consent is still asked', async () => {
    const { url } = githubAuthorization()
    url.searchParams.set('login_hint', 'carol')
    const consent = expectPage(await createTestUserAgent(testClientOrigin).open(url.href))
    expect(readHeading(consent.html)).toBe(
      'Allow Latch (dev) to use your GitHub account? (Latch dev identity provider)',
    )
    expect(consent.html).toContain('Signed in as <strong>Carol Shaw</strong>')
    expect(consent.html).toContain('<code>read:user</code>')
    expect(consent.html).toContain('<code>user:email</code>')
    expect(readForms(consent.html)[0]?.buttons.map((button) => button.label)).toEqual([
      'Allow',
      'Deny',
    ])
  })

  it('error: Deny sends access_denied to the redirect URI', async () => {
    const { url, state } = githubAuthorization()
    const callback = expectRedirect(
      await passThroughPages(createTestUserAgent(testClientOrigin), url.href, {
        identityName: 'Ada Lovelace',
        decision: 'Deny',
      }),
    )
    expect(callback.origin + callback.pathname).toBe(testCallbackUrl('github'))
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.has('code')).toBe(false)
  })

  it('error: a wrong PKCE verifier is invalid_grant', async () => {
    const { redeem } = await signInForTest(idp.url, {
      provider: 'discord',
      scopes: ['identify'],
      identityName: 'Ada Lovelace',
    })
    expect(await refusal(redeem(generateCodeVerifier()))).toBe('invalid_grant')
  })

  it('error: a reused code is invalid_grant and revokes the token it gave', async () => {
    const { redeem } = await signInForTest(idp.url, {
      provider: 'github',
      scopes: ['read:user'],
      identityName: 'Ada Lovelace',
    })
    const token = (await redeem()).accessToken()
    expect((await getWithToken(`${idp.url}/github/user`, token)).status).toBe(200)
    expect(await refusal(redeem())).toBe('invalid_grant')
    expect((await getWithToken(`${idp.url}/github/user`, token)).status).toBe(401)
  })

  it('error: a wrong client secret is invalid_client', async () => {
    const { code, codeVerifier, settings } = await signInForTest(idp.url, {
      provider: 'facebook',
      scopes: ['public_profile'],
      identityName: 'Ada Lovelace',
    })
    const impostor = new OAuth2Client(settings.clientId, 'wrong', testCallbackUrl('facebook'))
    const tokenEndpoint = settings.endpoints?.token ?? ''
    expect(
      await refusal(impostor.validateAuthorizationCode(tokenEndpoint, code, codeVerifier)),
    ).toBe('invalid_client')
  })

  it('error: PKCE is required for every client but Apple', async () => {
    const { url, state } = githubAuthorization()
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const callback = expectRedirect(await createTestUserAgent(testClientOrigin).open(url.href))
    expect(callback.searchParams.get('error')).toBe('invalid_request')
    expect(callback.searchParams.get('state')).toBe(state)
  })

  it('error: an unregistered redirect_uri gets an error page, not a redirect', async () => {
    const { url } = githubAuthorization()
    url.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere')
    const page = expectPage(await createTestUserAgent(testClientOrigin).open(url.href))
    expect(page.status).toBe(400)
    expect(readHeading(page.html)).toBe('Sign-in failed (Latch dev identity provider)')
    expect(page.html).toContain('<code>invalid_redirect_uri</code>')
  })

  it('behavior: scopes the IdP does not know do not break the flow', async () => {
    const { url } = githubAuthorization(['read:user', 'user:email', 'repo'])
    const callback = expectRedirect(
      await passThroughPages(createTestUserAgent(testClientOrigin), url.href, {
        identityName: 'Ada Lovelace',
        decision: 'Allow',
      }),
    )
    expect(callback.searchParams.get('code')).toEqual(expect.any(String))
  })
})

describe('startIdentityProvider: close', () => {
  it('behavior: close() stops the server', async () => {
    const started = performance.now()
    const other = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect((await fetch(`${other.url}/jwks`)).status).toBe(200)
    await other.close()
    await expect(fetch(`${other.url}/jwks`)).rejects.toThrow()
  })
})
