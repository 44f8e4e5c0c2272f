// @vitest-environment node
// The frame's half of a social login, against a real Latch server app and the dev identity
// provider (a real OpenID Connect server on loopback): the frame starts the login, the provider
// answers a person's choice, and the frame finishes it into the embedded wallet.
import { devSocialProviderSettings, startIdentityProvider, testIdentities } from '@latch/devnet'
import { createTestUserAgent, passThroughPages } from '@latch/devnet/identityTesting'
import { databases } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { confirmRecoveryCodeSaved } from './device/confirmRecoveryCodeSaved.js'
import type { FrameAppContext } from './frameAppContext.js'
import { sessionStorageKey, socialLoginStorageKey } from './frameSession.js'
import { createTestContext } from './testing/createTestContext.js'
import { callHandler, testAppOrigin } from './testing/handlerCalls.js'
import { replyRefusal } from './testing/replyError.js'
import { useFrameTestServer } from './testing/useFrameTestServer.js'

/** The server's public URL: the provider sends the browser there; the test agent stops at it. */
const serverOrigin = 'http://127.0.0.1:9'
const carol = testIdentities.find((identity) => identity.key === 'carol')!

describe.each(databases)('the frame’s social login against a Latch server ($name)', (database) => {
  let idp: Awaited<ReturnType<typeof startIdentityProvider>> | undefined
  // Before the server's own setup, which reads the provider's URL.
  beforeAll(async () => {
    idp = await startIdentityProvider({
      port: 0,
      callbackUrl: (provider) => `${serverOrigin}/auth/social/${provider}/callback`,
    })
  })
  afterAll(() => idp?.close())
  const server = useFrameTestServer(database, {
    config: {
      publicUrl: serverOrigin,
      get socialProviders() {
        return idp ? devSocialProviderSettings(idp.url) : {}
      },
    },
  })
  const { test } = server

  const setup = () => {
    const { storage, context } = createTestContext({
      apiFetch: server.serverFetch,
      indexedDB: new IDBFactory(),
      chainId: 1,
      now: server.now,
    })
    return { storage, context, handlers: createFrameHandlers(context) }
  }

  /** A person at the provider: picks the identity and allows; the server's callback answers. */
  const answerAtProvider = async (uri: string, identityName: string) => {
    const navigation = await passThroughPages(createTestUserAgent(serverOrigin), uri, {
      identityName,
      decision: 'Allow',
    })
    if (navigation.kind !== 'redirect') throw new Error('expected the provider to redirect')
    const callback = await server.app.request(
      navigation.location.pathname + navigation.location.search,
    )
    expect(callback.status).toBe(303)
    return callback.headers.get('location')!
  }

  const confirmNewWallet = async (context: FrameAppContext) => {
    const wallet = context.session.getWallet()
    if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
    expect(await confirmRecoveryCodeSaved(context, wallet)).toBe('confirmed')
  }

  test('default: the provider’s URL, then CONNECT_SOCIAL: a new wallet of the GitHub account', async () => {
    const { handlers, storage, context } = setup()
    const { uri } = await callHandler(handlers, 'GET_SOCIAL_REDIRECT_URI', {
      provider: 'github',
      returnUrl: `${testAppOrigin}/page`,
    })
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(
      `${serverOrigin}/auth/social/github/callback`,
    )
    // The login's secret is the frame's: in its storage, never in the reply.
    const pending = JSON.parse(storage.items.get(socialLoginStorageKey) ?? 'null')
    expect(pending).toMatchObject({ provider: 'github', secret: expect.any(String) })
    expect(uri).not.toContain(pending.secret)

    const back = await answerAtProvider(uri, carol.name)
    expect(back).toContain(`${testAppOrigin}/page?latch_social_result=${pending.resultId}`)
    expect(await callHandler(handlers, 'CONNECT_SOCIAL', { uri: back })).toEqual({
      action: 'VERIFY_DEVICE',
      authProvider: 'github',
      userName: carol.github.login,
    })
    expect(storage.items.has(socialLoginStorageKey)).toBe(false)
    expect(JSON.parse(storage.items.get(sessionStorageKey) ?? 'null')).toMatchObject({
      email: null,
      authProvider: 'github',
      username: carol.github.login,
    })
    await confirmNewWallet(context)
    expect(await callHandler(handlers, 'GET_USER', {})).toMatchObject({
      email: null,
      authProvider: 'github',
      username: carol.github.login,
      userName: carol.github.login,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
  })

  test('security: CONNECT_SOCIAL finishes only the login this frame started, once', async () => {
    const { handlers } = setup()
    expect(
      await replyRefusal(
        callHandler(handlers, 'CONNECT_SOCIAL', {
          uri: `${testAppOrigin}/?latch_social_result=${'A'.repeat(43)}`,
        }),
      ),
    ).toEqual({ message: 'Start the sign-in again.', code: 'social_unknown' })

    const { uri } = await callHandler(handlers, 'GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    const back = await answerAtProvider(uri, carol.name)
    // Another result's id (a stale URL, another tab's login): refused, and this login stays.
    const other = new URL(back)
    other.searchParams.set('latch_social_result', 'B'.repeat(43))
    expect(
      await replyRefusal(callHandler(handlers, 'CONNECT_SOCIAL', { uri: other.href })),
    ).toEqual({
      message: 'This sign-in was not started here. Start it again.',
      code: 'social_unknown',
    })
    expect((await callHandler(handlers, 'CONNECT_SOCIAL', { uri: back })).action).toBe(
      'VERIFY_DEVICE',
    )
    // The same URL again: the login was used.
    expect((await replyRefusal(callHandler(handlers, 'CONNECT_SOCIAL', { uri: back }))).code).toBe(
      'social_unknown',
    )
  })

  test('error: a return page off the site’s origin is refused before the server is asked', async () => {
    const { handlers, storage } = setup()
    expect(
      await replyRefusal(
        callHandler(handlers, 'GET_SOCIAL_REDIRECT_URI', {
          provider: 'google',
          returnUrl: 'https://evil.example/',
        }),
      ),
    ).toEqual({
      message: 'The return page must be on the site’s own origin.',
      code: 'invalid_return_url',
    })
    expect(storage.items.has(socialLoginStorageKey)).toBe(false)
  })
})
