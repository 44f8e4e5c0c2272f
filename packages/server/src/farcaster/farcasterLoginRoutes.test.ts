// Sign In With Farcaster into the embedded wallet, on SQLite and Postgres: the frame's start and
// finish against the relay's channels, with a Farcaster client that signs with the dev accounts'
// custody keys (Farcaster's own message builder) and fids checked against the devnet's
// LatchIdRegistry on a real anvil.
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { AnvilProcess, DevnetIdRegistry } from '@latch/devnet'
import { compile, deployContracts, devAccounts } from '@latch/devnet'
import { databases, startAnvil, useTestDatabase } from '@latch/test/server'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import type { RateLimitRules } from '../rateLimit/rateLimitRules.js'

const siteOrigin = 'http://127.0.0.1:5173'
const frameOrigin = 'http://127.0.0.1:8788'
const signInUrl = 'http://127.0.0.1:5173/wallet.html'
const relayKey = 'test-relay-key-0123456789'

let anvil: AnvilProcess
let registry: DevnetIdRegistry
const accounts = devAccounts(5)

beforeAll(async () => {
  anvil = await startAnvil('farcaster login tests')
  const compiled = await compile()
  const chain = { chainId: 31337, name: 'Farcaster login tests', rpcUrl: anvil.rpcUrl }
  registry = (await deployContracts({ ...chain, compiled, accounts })).idRegistry
})
afterAll(async () => {
  await anvil?.stop()
})

type Started = { url: string; channelToken: string; readToken: string; expiresAt: string }

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

describe.each(databases)('farcaster login ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)

  const makeApp = (config: Partial<Config> = {}, rateLimits?: Partial<RateLimitRules>) =>
    createApp({
      rateLimits,
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        frameOrigin,
        farcasterIdRegistry: { chainId: 31337, address: registry.address, rpcUrl: anvil.rpcUrl },
        farcasterRelayKey: relayKey,
        farcasterSignInUrl: signInUrl,
        ...config,
      },
      logger: createLogger({ level: 'silent' }),
      now,
    })
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [siteOrigin] })
    await createProject(handle.db, {
      id: 'other',
      name: 'Other',
      origins: ['https://other.example'],
    })
    app = makeApp()
  })

  const post = (path: string, body: unknown, projectId = 'demo', target = app) =>
    target.request(`${path}?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameOrigin },
      body: JSON.stringify(body),
    })

  const start = async (siweUri = siteOrigin): Promise<Started> => {
    const response = await post('/auth/v1/farcaster/start', { siweUri })
    expect(response.status).toBe(200)
    return (await response.json()) as Started
  }

  const finish = async (
    started: Pick<Started, 'channelToken' | 'readToken'>,
    projectId?: string,
  ) => {
    const response = await post(
      '/auth/v1/farcaster/finish',
      { channelToken: started.channelToken, readToken: started.readToken },
      projectId,
    )
    return { status: response.status, body: (await response.json()) as FinishBody }
  }

  /** The Farcaster client: reads the channel, signs as dev account `index`, hands it in. */
  const approve = async (channelToken: string, index: number) => {
    const status = await app.request('/farcaster/v1/channel/status', {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(status.status).toBe(202)
    const { signatureParams } = (await status.json()) as {
      signatureParams: { domain: string; siweUri: string; nonce: string }
    }
    const custody = privateKeyToAccount(accounts[index]!.privateKey)
    const profile = registry.accounts[index]!
    const built = createWalletClient({
      ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }),
    }).buildSignInMessage({
      domain: signatureParams.domain,
      uri: signatureParams.siweUri,
      nonce: signatureParams.nonce,
      address: custody.address,
      fid: profile.fid,
    })
    if (built.isError) throw built.error
    const response = await app.request('/farcaster/v1/channel/authenticate', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channelToken}`,
        'x-farcaster-auth-relay-key': relayKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        message: built.message,
        signature: await custody.signMessage({ message: built.message }),
        fid: profile.fid,
        username: profile.username,
        displayName: profile.displayName,
      }),
    })
    expect(response.status).toBe(201)
    return profile
  }

  const reject = (channelToken: string) =>
    app.request('/farcaster/v1/channel/reject', {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': relayKey },
    })

  test('default: a channel for the site, pending until approved, then a session of the fid, once', async () => {
    const started = await start()
    expect(started.url).toBe(`${signInUrl}?channelToken=${started.channelToken}`)
    expect(started.readToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(started.readToken).not.toBe(started.channelToken)
    expect(Date.parse(started.expiresAt) - now().getTime()).toBeGreaterThan(599_000)
    expect(Date.parse(started.expiresAt) - now().getTime()).toBeLessThanOrEqual(600_000)
    // The Farcaster client signs for the site, not for the frame that asked.
    const status = await app.request('/farcaster/v1/channel/status', {
      headers: { authorization: `Bearer ${started.channelToken}` },
    })
    expect(await status.json()).toMatchObject({
      state: 'pending',
      signatureParams: { siweUri: siteOrigin, domain: '127.0.0.1:5173' },
    })

    expect(await finish(started)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'farcaster_pending',
          message: 'The sign-in is not approved in Farcaster yet.',
        },
      },
    })
    const alice = await approve(started.channelToken, 0)
    expect(alice.username).toBe('alice')
    const finished = await finish(started)
    expect(finished).toEqual({
      status: 200,
      body: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshAfterSeconds: expect.any(Number),
        user: {
          id: expect.any(String),
          email: null,
          isNewUser: true,
          authProvider: 'farcaster',
          username: 'alice',
        },
      },
    })
    // The session is a login like any other.
    const session = await app.request('/auth/v1/session?projectId=demo', {
      headers: { authorization: `Bearer ${finished.body.token}`, origin: frameOrigin },
    })
    expect(await session.json()).toMatchObject({ user: { id: finished.body.user.id, email: null } })
    const identity = await handle.db
      .selectFrom('auth_identities')
      .selectAll()
      .where('user_id', '=', finished.body.user.id)
      .executeTakeFirstOrThrow()
    expect(identity).toMatchObject({ provider: 'farcaster', subject: '1000', username: 'alice' })

    // Taken once: the same tokens again are unknown.
    expect((await finish(started)).body.error.code).toBe('social_unknown')

    // The same fid again is the same user; another fid is a user of its own.
    const again = await start()
    await approve(again.channelToken, 0)
    expect((await finish(again)).body.user).toMatchObject({
      id: finished.body.user.id,
      isNewUser: false,
    })
    const other = await start()
    await approve(other.channelToken, 1)
    const bob = (await finish(other)).body.user
    expect(bob).toMatchObject({ isNewUser: true, username: 'bob' })
    expect(bob.id).not.toBe(finished.body.user.id)
  })

  test('error: declined in the Farcaster client, said once', async () => {
    const started = await start()
    expect((await reject(started.channelToken)).status).toBe(200)
    expect(await finish(started)).toEqual({
      status: 401,
      body: { error: { code: 'social_denied', message: 'The sign-in was declined in Farcaster.' } },
    })
    expect((await finish(started)).body.error.code).toBe('social_unknown')
  })

  test('security: only the read token of the channel’s creator, of its project, finishes it', async () => {
    const started = await start()
    await approve(started.channelToken, 2)
    // The channel token alone travels in the QR code: it is not enough.
    expect(
      (await finish({ channelToken: started.channelToken, readToken: started.channelToken })).body
        .error.code,
    ).toBe('social_unknown')
    // The frame serves every project: another project's call does not find the channel.
    expect((await finish(started, 'other')).body.error.code).toBe('social_unknown')
    expect((await finish(started)).body.user.username).toBe('carol')
  })

  test('error: an expired channel is unknown, approved or not', async () => {
    const started = await start()
    const approved = await start()
    await approve(approved.channelToken, 3)
    offsetMs = 601_000
    try {
      expect(await finish(started)).toEqual({
        status: 401,
        body: {
          error: {
            code: 'social_unknown',
            message: 'This sign-in has expired or was used already.',
          },
        },
      })
      expect((await finish(approved)).body.error.code).toBe('social_unknown')
    } finally {
      offsetMs = 0
    }
  })

  test('error: a site URI off the project’s origins, or not a URL', async () => {
    for (const siweUri of [
      'https://evil.example',
      'http://127.0.0.1:5174',
      'javascript:alert(1)',
    ]) {
      const response = await post('/auth/v1/farcaster/start', { siweUri })
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_return_url',
          message: 'The site’s URI must be on one of the project’s allowed origins.',
        },
      })
    }
    const notUrl = await post('/auth/v1/farcaster/start', { siweUri: 'not a url' })
    expect((await notUrl.json()).error.code).toBe('invalid_return_url')
    const extra = await post('/auth/v1/farcaster/start', { siweUri: siteOrigin, domain: 'x' })
    expect(extra.status).toBe(400)
    const malformed = await post('/auth/v1/farcaster/finish', {
      channelToken: 'short',
      readToken: 'A'.repeat(43),
    })
    expect((await malformed.json()).error).toEqual({
      code: 'invalid_request',
      message: 'Invalid body field channelToken: is malformed.',
    })
  })

  test('error: a server without an ID registry starts no Farcaster login', async () => {
    const bare = makeApp({ farcasterIdRegistry: undefined })
    const response = await post('/auth/v1/farcaster/start', { siweUri: siteOrigin }, 'demo', bare)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'social_not_configured',
        message: 'Sign-in with Farcaster is not set up on this server.',
      },
    })
  })

  test('behavior: starts take from the channel quota and finishes from the relay’s, per source', async () => {
    const limited = makeApp(
      {},
      {
        farcasterChannels: { points: 1, durationSeconds: 60 },
        farcasterRelay: { points: 2, durationSeconds: 60 },
      },
    )
    const first = await post('/auth/v1/farcaster/start', { siweUri: siteOrigin }, 'demo', limited)
    const started = (await first.json()) as Started
    const second = await post('/auth/v1/farcaster/start', { siweUri: siteOrigin }, 'demo', limited)
    expect(second.status).toBe(429)
    const poll = () =>
      post(
        '/auth/v1/farcaster/finish',
        { channelToken: started.channelToken, readToken: started.readToken },
        'demo',
        limited,
      )
    expect((await poll()).status).toBe(409)
    expect((await poll()).status).toBe(409)
    expect((await poll()).status).toBe(429)
  })
})
