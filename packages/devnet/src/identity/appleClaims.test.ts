import { createHash } from 'node:crypto'
import { generateState } from 'arctic'
import { createRemoteJWKSet, generateKeyPair, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appleClientForTest, createAppleClientSecret } from './appleForTest'
import { devSocialProviderSettings } from './devSocialProviderSettings'
import { testCallbackUrl, testClientOrigin } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'
import {
  createTestUserAgent,
  expectPage,
  passThroughPages,
  readForms,
  readHeading,
} from './testUserAgent'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
})
afterAll(() => idp.close())

const settings = () => devSocialProviderSettings(idp.url).apple

/** arctic's Apple client, as the Latch server makes it from the settings. */
const appleClient = () => appleClientForTest(settings().clientId, testCallbackUrl('apple'))

/** Verifies an id_token against the IdP's keys as the Latch server would. */
async function verifyIdToken(idToken: string | undefined): Promise<JWTPayload> {
  const { endpoints, clientId } = settings()
  const keys = createRemoteJWKSet(new URL(endpoints?.jwks ?? ''))
  const { payload } = await jwtVerify(idToken ?? '', keys, {
    issuer: endpoints?.issuer ?? '',
    audience: clientId,
  })
  return payload
}

type AuthorizeOptions = {
  identityName: string
  state?: string
  responseType?: 'code' | 'code id_token'
  decision?: 'Allow' | 'Deny'
}

/** An Apple authorization through the IdP's pages; answers what the auto-submitting form posts. */
async function authorize({
  identityName,
  state = generateState(),
  responseType = 'code id_token',
  decision = 'Allow',
}: AuthorizeOptions) {
  const nonce = generateState()
  const built = appleClient().createAuthorizationURL(state, ['name', 'email'])
  const url = new URL(settings().endpoints?.authorization ?? '')
  url.search = built.search
  url.searchParams.set('response_type', responseType)
  url.searchParams.set('response_mode', 'form_post')
  url.searchParams.set('nonce', nonce)
  const agent = createTestUserAgent(testClientOrigin)
  const page = expectPage(await passThroughPages(agent, url.href, { identityName, decision }))
  const [form] = readForms(page.html)
  expect(form?.method).toBe('post')
  expect(form?.action).toBe(testCallbackUrl('apple'))
  expect(form?.fields.state).toBe(state)
  return { fields: form?.fields ?? {}, nonce, status: page.status, page }
}

/** Apple's token request: the code and an ES256 client secret in the POST body. */
async function redeem(code: string | undefined, clientSecret?: string) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: testCallbackUrl('apple'),
    client_id: settings().clientId,
  })
  const secret = clientSecret ?? (await createAppleClientSecret(appleClient()))
  if (secret !== '') body.set('client_secret', secret)
  const response = await fetch(settings().endpoints?.token ?? '', { method: 'POST', body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('apple', () => {
  it('default: form_post with code, id_token, state and (first time only) user', async () => {
    const first = await authorize({ identityName: 'Ada Lovelace' })
    expect(Object.keys(first.fields).sort()).toEqual(['code', 'id_token', 'state', 'user'])
    expect(JSON.parse(first.fields.user ?? '')).toEqual({
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      email: 'ada@example.test',
    })
    const claims = await verifyIdToken(first.fields.id_token)
    expect(claims).toMatchObject({
      iss: idp.url,
      aud: 'latch-dev-apple',
      sub: '001234.ada00000000000000000000000001815.0101',
      nonce: first.nonce,
      nonce_supported: true,
      email: 'ada@example.test',
      email_verified: 'true',
      is_private_email: 'false',
    })
    expect(claims.auth_time).toEqual(expect.any(Number))
    expect(claims).not.toHaveProperty('name')

    const tokens = await redeem(first.fields.code)
    expect(tokens.status).toBe(200)
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) })
    const fromToken = await verifyIdToken(tokens.body.id_token as string)
    expect(fromToken).toMatchObject({
      sub: '001234.ada00000000000000000000000001815.0101',
      nonce: first.nonce,
      email_verified: 'true',
      is_private_email: 'false',
    })

    const again = await authorize({ identityName: 'Ada Lovelace' })
    expect(Object.keys(again.fields).sort()).toEqual(['code', 'id_token', 'state'])
  })

  it('parameters: response_type=code posts no id_token; the token endpoint gives it', async () => {
    const { fields, nonce } = await authorize({ identityName: 'Bob Builder', responseType: 'code' })
    expect(Object.keys(fields).sort()).toEqual(['code', 'state', 'user'])
    const tokens = await redeem(fields.code)
    expect(await verifyIdToken(tokens.body.id_token as string)).toMatchObject({
      sub: '001234.b0b00000000000000000000000001998.0102',
      nonce,
      email: 'bob@example.test',
      email_verified: 'false',
    })
  })

  it('behavior: Carol has no email, and her user field holds her name only', async () => {
    const { fields } = await authorize({ identityName: 'Carol Shaw' })
    expect(JSON.parse(fields.user ?? '')).toEqual({
      name: { firstName: 'Carol', lastName: 'Shaw' },
    })
    const claims = await verifyIdToken(fields.id_token)
    expect(claims.sub).toBe('001234.ca401000000000000000000000001955.0103')
    expect(claims).not.toHaveProperty('email')
    expect(claims).not.toHaveProperty('email_verified')
  })

  it('error: a bad, expired or missing client secret is refused with invalid_client', async () => {
    const { fields } = await authorize({ identityName: 'Ada Lovelace' })
    const refused = { status: 400, body: { error: 'invalid_client' } }
    const [header, payload] = (await createAppleClientSecret(appleClient())).split('.')
    const { privateKey: foreignKey } = await generateKeyPair('ES256')
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: 'LATCHKEY01' })
      .setIssuer('LATCHDEV01')
      .setSubject('latch-dev-apple')
      .setAudience('https://appleid.apple.com')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(foreignKey)
    expect(await redeem(fields.code, foreign)).toEqual(refused)
    expect(await redeem(fields.code, `${header}.${payload}.c2lnbmF0dXJl`)).toEqual(refused)
    expect(await redeem(fields.code, 'not-a-jwt')).toEqual(refused)
    expect(await redeem(fields.code, '')).toEqual(refused)
    // The code was never redeemed by the refused requests.
    expect((await redeem(fields.code)).status).toBe(200)
  })

  it('error: deny posts access_denied back to the client', async () => {
    const { fields, status } = await authorize({ identityName: 'Ada Lovelace', decision: 'Deny' })
    expect(status).toBe(400)
    expect(fields).toMatchObject({ error: 'access_denied' })
    expect(fields).not.toHaveProperty('code')
  })

  it('behavior: the form escapes what it posts, and its CSP lets only its own script run', async () => {
    const state = '"><script>alert(1)</script>&'
    const { fields, page } = await authorize({ identityName: 'Ada Lovelace', state })
    expect(fields.state).toBe(state)
    expect(page.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"')
    expect(page.html).not.toContain('<script>alert(1)')
    const scripts = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    )
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`script-src 'sha256-${hash}'`)
    // The client's callback redirects on to its own pages: a form-action would block that.
    expect(policy).not.toContain('form-action')
  })

  it('error: scopes without form_post are refused, as Apple does', async () => {
    const built = appleClient().createAuthorizationURL(generateState(), ['name', 'email'])
    const url = new URL(settings().endpoints?.authorization ?? '')
    url.search = built.search
    const page = expectPage(await createTestUserAgent(testClientOrigin).open(url.href))
    expect(page.status).toBe(400)
    expect(readHeading(page.html)).toBe('Sign-in failed (Latch dev identity provider)')
    expect(page.html).toContain('Apple requires response_mode=form_post')
  })

  it('behavior: the Apple access token opens neither Google’s userinfo nor the other APIs', async () => {
    const { fields } = await authorize({ identityName: 'Ada Lovelace' })
    const { body } = await redeem(fields.code)
    for (const path of ['/me', '/github/user', '/discord/users/@me']) {
      const response = await fetch(`${idp.url}${path}`, {
        headers: { authorization: `Bearer ${body.access_token}` },
      })
      expect(response.status).toBe(401)
    }
  })
})
