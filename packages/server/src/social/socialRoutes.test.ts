// The social login against the dev identity provider: a real OAuth 2.0 / OpenID Connect server
// (oidc-provider) on loopback that answers each provider's user-info shape. Nothing is mocked:
// the server redeems real codes, checks real id tokens, and reads real user-info endpoints.
import { devSocialProviderSettings, startIdentityProvider, testIdentities } from '@latch/devnet'
import {
  createTestUserAgent,
  passThroughPages,
  readForms,
  type TestNavigation,
} from '@latch/devnet/identityTesting'
import { databases, useTestDatabase } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { upsertUser } from '../auth/sessions.js'
import { loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import type { SocialProviderId } from './socialProviders.js'

/** The server's public URL: the IdP sends the browser there; the test agent stops at it. */
const serverOrigin = 'http://127.0.0.1:9'
const siteOrigin = 'http://127.0.0.1:5173'
const frameOrigin = 'http://127.0.0.1:8788'
const returnUrl = `${siteOrigin}/shop?item=7#top`

const ada = testIdentities.find((identity) => identity.key === 'ada')!
const bob = testIdentities.find((identity) => identity.key === 'bob')!
const carol = testIdentities.find((identity) => identity.key === 'carol')!

type Started = { uri: string; resultId: string; secret: string; expiresAt: string }

/** What `/finish` answers: a session with its user, or an error. */
type FinishBody = {
  token: string
  refreshAfterSeconds: number
  user: {
    id: string
    email: string | null
    isNewUser: boolean
    authProvider: string
    username: string | null
  }
  error: { code: string; message: string }
}

describe.each(databases)('social login ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    idp = await startIdentityProvider({
      port: 0,
      callbackUrl: (provider) => `${serverOrigin}/auth/social/${provider}/callback`,
    })
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [siteOrigin] })
    app = createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        publicUrl: serverOrigin,
        frameOrigin,
        socialProviders: devSocialProviderSettings(idp.url),
      },
      logger: createLogger({ level: 'silent' }),
    })
  })
  afterAll(() => idp?.close())

  const post = (path: string, body: unknown) =>
    app.request(`${path}?projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameOrigin },
      body: JSON.stringify(body),
    })

  const start = async (provider: SocialProviderId, target = returnUrl): Promise<Started> => {
    const response = await post('/auth/v1/social/start', { provider, returnUrl: target })
    expect(response.status).toBe(200)
    return (await response.json()) as Started
  }

  /** Delivers what the IdP sent the browser to the server: a redirect, or Apple's form POST. */
  const deliver = async (navigation: TestNavigation) => {
    if (navigation.kind === 'redirect') {
      expect(navigation.location.origin).toBe(serverOrigin)
      return app.request(navigation.location.pathname + navigation.location.search)
    }
    const [form] = readForms(navigation.page.html)
    if (!form) throw new Error(`The IdP stopped on ${navigation.page.url}`)
    const action = new URL(form.action)
    expect(action.origin).toBe(serverOrigin)
    return app.request(action.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
    })
  }

  const signIn = async (
    provider: SocialProviderId,
    identityName: string,
    options: { decision?: 'Allow' | 'Deny'; tamper?: (uri: URL) => void } = {},
  ) => {
    const started = await start(provider)
    const uri = new URL(started.uri)
    options.tamper?.(uri)
    const agent = createTestUserAgent(serverOrigin)
    const navigation = await passThroughPages(agent, uri.href, {
      identityName,
      decision: options.decision ?? 'Allow',
    })
    const callback = await deliver(navigation)
    return { started, callback, agent, navigation }
  }

  const finish = async (started: Pick<Started, 'resultId' | 'secret'>) => {
    const response = await post('/auth/v1/social/finish', {
      resultId: started.resultId,
      secret: started.secret,
    })
    return { status: response.status, body: (await response.json()) as FinishBody }
  }

  // What each provider says about Ada, in its own shape, as the server reads it.
  const adaAt: Record<SocialProviderId, { username: string; email: string | null }> = {
    google: { username: ada.name, email: ada.email! },
    github: { username: ada.github.login, email: ada.email! },
    discord: { username: ada.discord.username, email: ada.email! },
    x: { username: ada.x.username, email: null },
    // Facebook's email carries no verified flag: it is never the login email.
    facebook: { username: ada.name, email: null },
    apple: { username: ada.name, email: ada.email! },
  }

  test.each(Object.keys(adaAt) as SocialProviderId[])(
    'default: %s, from the popup to a session, the result named in the return URL only',
    async (provider) => {
      const { started, callback } = await signIn(provider, ada.name)
      expect(callback.status).toBe(303)
      const back = new URL(callback.headers.get('location')!)
      expect(back.origin + back.pathname).toBe(`${siteOrigin}/shop`)
      expect(back.searchParams.get('item')).toBe('7')
      expect(back.searchParams.get('latch_social_result')).toBe(started.resultId)
      expect(back.searchParams.get('latch_social_provider')).toBe(provider)
      // The return URL carries no code, token or secret.
      expect(back.href).not.toContain(started.secret)
      expect([...back.searchParams.keys()].sort()).toEqual([
        'item',
        'latch_social_provider',
        'latch_social_result',
      ])

      const { status, body } = await finish(started)
      expect(status).toBe(200)
      expect(body.user).toEqual({
        id: expect.any(String),
        email: adaAt[provider].email,
        isNewUser: expect.any(Boolean),
        authProvider: provider,
        username: adaAt[provider].username,
      })
      const session = await app.request('/auth/v1/session?projectId=demo', {
        headers: { authorization: `Bearer ${body.token}`, origin: frameOrigin },
      })
      expect(session.status).toBe(200)
      expect(((await session.json()) as { user: { id: string } }).user.id).toBe(body.user.id)
    },
  )

  test('behavior: the same account signs in to the same user; a verified email links providers', async () => {
    const first = await finish((await signIn('github', carol.name)).started)
    expect(first.body.user.isNewUser).toBe(true)
    const again = await finish((await signIn('github', carol.name)).started)
    expect(again.body.user).toMatchObject({ id: first.body.user.id, isNewUser: false })
    // Carol has no email: another provider's account of hers is another user.
    const elsewhere = await finish((await signIn('discord', carol.name)).started)
    expect(elsewhere.body.user.id).not.toBe(first.body.user.id)

    // Ada's verified email: Google, GitHub and an email login are one user, one wallet.
    const emailUser = await upsertUser(handle.db, {
      projectId: 'demo',
      email: 'ada@example.test',
      now: new Date(),
    })
    const google = await finish((await signIn('google', ada.name)).started)
    const github = await finish((await signIn('github', ada.name)).started)
    expect(google.body.user.id).toBe(emailUser.id)
    expect(github.body.user.id).toBe(emailUser.id)
  })

  test('security: an unverified email never links to the user who owns it (SECURITY.md T22)', async () => {
    const owner = await upsertUser(handle.db, {
      projectId: 'demo',
      email: 'bob@example.test',
      now: new Date(),
    })
    for (const provider of ['google', 'github', 'discord', 'apple'] as const) {
      const { body } = await finish((await signIn(provider, bob.name)).started)
      expect(body.user.id).not.toBe(owner.id)
      // Nor does it become the new user's login email, for an email login to open later.
      expect(body.user.email).toBeNull()
    }
    // Facebook reports Ada's address without a verified flag: no link either.
    const adaOwner = await upsertUser(handle.db, {
      projectId: 'demo',
      email: 'ada@example.test',
      now: new Date(),
    })
    const { body } = await finish((await signIn('facebook', ada.name)).started)
    expect(body.user.id).not.toBe(adaOwner.id)
  })

  test('security: a callback with a state Latch never issued, or one used already, is refused (T21)', async () => {
    const forged = await app.request('/auth/social/github/callback?state=forged-state&code=abc')
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('This sign-in link is not valid or has expired.')
    const missing = await app.request('/auth/social/github/callback?code=abc')
    expect(missing.status).toBe(400)

    const { navigation, started } = await signIn('github', ada.name)
    // The same callback again (a replay, a double submit): the state works once.
    const replay = await deliver(navigation)
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain('This sign-in link was used already.')
    // The first one still signs in.
    expect((await finish(started)).status).toBe(200)

    // A state of one provider at another provider's callback is unknown there.
    const google = await start('google')
    const state = new URL(google.uri).searchParams.get('state')!
    const crossed = await app.request(`/auth/social/github/callback?state=${state}&code=abc`)
    expect(crossed.status).toBe(400)
  })

  test('security: a code bound to another PKCE challenge is refused by the token endpoint', async () => {
    const { started, callback } = await signIn('google', ada.name, {
      // Another challenge than the verifier the server holds: the code is bound to it.
      tamper: (uri) => uri.searchParams.set('code_challenge', 'A'.repeat(43)),
    })
    expect(callback.status).toBe(303)
    expect(await finish(started)).toEqual({
      status: 401,
      body: { error: { code: 'social_failed', message: 'Google did not confirm the sign-in.' } },
    })
  })

  test('security: an id token for another nonce, or a callback from another issuer, is refused', async () => {
    const tampered = await start('google')
    // The login's nonce, changed after the provider saw it.
    await handle.db
      .updateTable('auth_social_attempts')
      .set({ nonce: 'another-nonce' })
      .where('result_id', '=', tampered.resultId)
      .execute()
    const agent = createTestUserAgent(serverOrigin)
    await deliver(
      await passThroughPages(agent, tampered.uri, { identityName: ada.name, decision: 'Allow' }),
    )
    expect((await finish(tampered)).body.error.code).toBe('social_failed')

    // RFC 9207: the callback names another authorization server.
    const started = await start('google')
    const navigation = await passThroughPages(createTestUserAgent(serverOrigin), started.uri, {
      identityName: ada.name,
      decision: 'Allow',
    })
    if (navigation.kind !== 'redirect') throw new Error('expected a redirect')
    navigation.location.searchParams.set('iss', 'https://evil.example')
    expect((await deliver(navigation)).status).toBe(303)
    expect((await finish(started)).body.error.code).toBe('social_failed')
  })

  test('error: consent denied at the provider', async () => {
    const { started, callback } = await signIn('discord', ada.name, { decision: 'Deny' })
    expect(callback.status).toBe(303)
    expect(new URL(callback.headers.get('location')!).searchParams.get('latch_social_result')).toBe(
      started.resultId,
    )
    expect(await finish(started)).toEqual({
      status: 401,
      body: { error: { code: 'social_denied', message: 'The sign-in was cancelled at Discord.' } },
    })
  })

  test('security: only the frame’s secret opens the result, once; before the callback it waits', async () => {
    const started = await start('x')
    expect((await finish(started)).body.error.code).toBe('social_pending')
    const agent = createTestUserAgent(serverOrigin)
    await deliver(
      await passThroughPages(agent, started.uri, { identityName: ada.name, decision: 'Allow' }),
    )
    const wrong = await finish({ resultId: started.resultId, secret: 'B'.repeat(43) })
    expect(wrong).toEqual({
      status: 401,
      body: {
        error: { code: 'social_unknown', message: 'This sign-in has expired or was used already.' },
      },
    })
    expect((await finish(started)).status).toBe(200)
    expect((await finish(started)).body.error.code).toBe('social_unknown')
  })

  test('security: the return URL must be on the project’s origins (no open redirect)', async () => {
    for (const target of [
      'https://evil.example/',
      'http://127.0.0.1:5174/',
      'javascript:alert(1)',
      'http://user:pass@127.0.0.1:5173/',
      'not a url',
    ]) {
      const response = await post('/auth/v1/social/start', {
        provider: 'github',
        returnUrl: target,
      })
      expect(response.status, target).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_return_url',
      )
    }
  })

  test('error: a provider the server has no OAuth app for, and an unknown one', async () => {
    const bare = createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        frameOrigin,
        socialProviders: {},
      },
      logger: createLogger({ level: 'silent' }),
    })
    const response = await bare.request('/auth/v1/social/start?projectId=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameOrigin },
      body: JSON.stringify({ provider: 'apple', returnUrl }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'social_not_configured',
        message: 'Sign-in with Apple is not set up on this server.',
      },
    })
    const unknown = await post('/auth/v1/social/start', { provider: 'myspace', returnUrl })
    expect(unknown.status).toBe(400)
  })
})
