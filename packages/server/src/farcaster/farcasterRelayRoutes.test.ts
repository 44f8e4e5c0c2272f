import type { AddressInfo } from 'node:net'
import {
  type CreateChannelArgs,
  createAppClient,
  createWalletClient,
  viemConnector,
} from '@farcaster/auth-client'
import { serve } from '@hono/node-server'
import type { AnvilProcess, DevnetAccount, DevnetIdRegistry } from '@latch/devnet'
import { compile, deployContracts, devAccounts } from '@latch/devnet'
import { databases, startAnvil, useTestDatabase } from '@latch/test/server'
import { Hono } from 'hono'
import { createPublicClient, http, parseAbi } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { AppEnv } from '../http/appEnv.js'
import { createErrorHandlers } from '../http/errorHandlers.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { createRateLimits } from '../rateLimit/createRateLimits.js'
import type { RateLimitRules } from '../rateLimit/rateLimitRules.js'
import { hashChannelToken } from './channelTokens.js'
import { farcasterRelayCors } from './farcasterRelayCors.js'
import {
  defaultChannelTtlSeconds,
  type FarcasterRelayConfig,
  farcasterRelayRoutes,
  maximumRelayBodyBytes,
} from './farcasterRelayRoutes.js'
import { type FarcasterSignIn, readCompletedChannel } from './readCompletedChannel.js'

// Sign In With Farcaster served by the Latch server (SECURITY.md T24, test 28): the official
// `@farcaster/auth-client` talks to the relay over a real socket; the fids are checked against
// the devnet's LatchIdRegistry on a real anvil.

const appOrigin = 'https://app.example'
const frameOrigin = 'https://frame.example.net'
const siweUri = `${appOrigin}/login`
const domain = 'app.example'
const relayKey = 'test-relay-key-0123456789'
const idOfAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

let anvil: AnvilProcess
let registry: DevnetIdRegistry
const accounts = devAccounts(5)

beforeAll(async () => {
  anvil = await startAnvil('farcaster relay tests')
  const compiled = await compile()
  const chain = { chainId: 31337, name: 'Farcaster relay tests', rpcUrl: anvil.rpcUrl }
  registry = (await deployContracts({ ...chain, compiled, accounts })).idRegistry
})
afterAll(async () => {
  await anvil?.stop()
})

describe.each(databases)('farcaster relay ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  // The relay's clock; the Farcaster client stamps its messages with the real one.
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  let relay: string
  let close: (() => Promise<void>) | undefined

  const createRelayApp = (
    config: Partial<FarcasterRelayConfig> = {},
    rules: Partial<RateLimitRules> = { farcasterChannels: { points: 1000, durationSeconds: 60 } },
  ) => {
    const logger = createLogger({ level: 'silent' })
    const app = new Hono<AppEnv>()
    // As the app mounts them: the relay's CORS first, the one error dialect last.
    app.use('/farcaster/*', farcasterRelayCors())
    app.route(
      '/',
      farcasterRelayRoutes({
        db: handle.db,
        config: {
          idRegistry: { chainId: 31337, address: registry.address, rpcUrl: anvil.rpcUrl },
          relayKey,
          trustProxy: false,
          frameOrigin,
          ...config,
        },
        logger,
        now,
        limits: createRateLimits({ rules }),
      }),
    )
    const { onError, notFound } = createErrorHandlers(logger)
    app.onError(onError)
    app.notFound(notFound)
    return app
  }

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [appOrigin] })
    await createProject(handle.db, {
      id: 'other',
      name: 'Other',
      origins: ['https://other.example'],
    })
    const server = serve({ fetch: createRelayApp().fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', resolve))
    relay = `http://127.0.0.1:${(server.address() as AddressInfo).port}/farcaster`
    close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
      })
  })
  afterAll(async () => {
    await close?.()
  })

  const appClient = () =>
    createAppClient({ relay, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
  const walletClient = () =>
    createWalletClient({ relay, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
  const profileOf = (account: DevnetAccount) =>
    registry.accounts.find((entry) => entry.custody === account.address)!

  /** Opens a channel of project `demo` through the official client (the project in the body). */
  const openChannel = async (extra: Partial<CreateChannelArgs> = {}) => {
    const created = await appClient().createChannel({
      siweUri,
      domain,
      projectId: 'demo',
      ...extra,
    } as CreateChannelArgs)
    if (created.isError) throw created.error
    expect(created.response.status).toBe(201)
    return created.data as typeof created.data & { readToken: string }
  }

  type SignParameters = {
    channelToken: string
    signer: PrivateKeyAccount
    fid: number
    /** The message's address; the signer's by default. */
    address?: `0x${string}` | undefined
    domain?: string | undefined
    uri?: string | undefined
    nonce?: string | undefined
    expirationTime?: Date | undefined
    authKey?: string | undefined
  }

  /** The Farcaster client's side: read the channel, build the message, sign it, hand it in. */
  const signIn = async (parameters: SignParameters) => {
    const client = walletClient()
    const pending = await appClient().status({ channelToken: parameters.channelToken })
    if (pending.isError) throw pending.error
    const params = pending.data.signatureParams
    const built = client.buildSignInMessage({
      domain: parameters.domain ?? params.domain,
      uri: parameters.uri ?? params.siweUri,
      nonce: parameters.nonce ?? params.nonce ?? '',
      address: parameters.address ?? parameters.signer.address,
      fid: parameters.fid,
      ...(parameters.expirationTime ? { expirationTime: parameters.expirationTime } : {}),
    })
    if (built.isError) throw built.error
    const signature = await parameters.signer.signMessage({ message: built.message })
    const profile = registry.accounts.find((entry) => entry.fid === parameters.fid)
    const authenticated = await client.authenticate({
      channelToken: parameters.channelToken,
      authKey: parameters.authKey ?? relayKey,
      message: built.message,
      signature,
      fid: parameters.fid,
      ...(profile ? { username: profile.username, displayName: profile.displayName } : {}),
    })
    if (authenticated.isError) throw authenticated.error
    return { ...authenticated, message: built.message, signature }
  }

  const errorOf = (data: unknown) => (data as { error: { code: string; message: string } }).error
  const statusCode = async (channelToken: string) =>
    (await appClient().status({ channelToken })).response?.status

  test('default: the official client opens a channel, the custody signs in, the app sees it completed', async () => {
    const custody = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid, username, displayName } = profileOf(accounts[1]!)
    const channel = await openChannel()
    expect(channel.channelToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(channel.readToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(channel.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channel.channelToken}`)
    expect(channel).toMatchObject({ connectUri: channel.url, nonce: expect.any(String) })

    const pending = await appClient().status({ channelToken: channel.channelToken })
    expect(pending.response?.status).toBe(202)
    expect(pending.data).toEqual({
      state: 'pending',
      nonce: channel.nonce,
      url: channel.url,
      acceptAuthAddress: false,
      signatureParams: { siweUri, domain, nonce: channel.nonce },
      metadata: { ip: 'unknown', userAgent: expect.any(String) },
    })
    // The Farcaster client finds the channel in the deep link it opened.
    const parsed = walletClient().parseSignInURI({ uri: channel.url })
    expect(parsed.isError ? undefined : parsed.channelToken).toBe(channel.channelToken)

    const signed = await signIn({ channelToken: channel.channelToken, signer: custody, fid })
    expect(signed.response.status).toBe(201)
    expect(signed.data).toMatchObject({ state: 'completed', fid, url: channel.url })

    const watched = await appClient().watchStatus({
      channelToken: channel.channelToken,
      interval: 50,
      timeout: 5000,
    })
    if (watched.isError) throw watched.error
    expect(watched.response.status).toBe(200)
    expect(watched.data).toMatchObject({
      state: 'completed',
      nonce: channel.nonce,
      message: signed.message,
      signature: signed.signature,
      authMethod: 'custody',
      fid,
      username,
      displayName,
      custody: custody.address,
      verifications: [],
    })
    // Farcaster's own verifier, reading the devnet's registry (`idOf`), takes the message too.
    const publicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
    const verifier = createAppClient({
      relay,
      ethereum: {
        publicClient,
        getFid: (address) =>
          publicClient.readContract({
            address: registry.address,
            abi: idOfAbi,
            functionName: 'idOf',
            args: [address],
          }),
        isValidAuthAddress: async () => false,
      },
    })
    const verified = await verifier.verifySignInMessage({
      nonce: channel.nonce,
      domain,
      message: signed.message,
      signature: signed.signature,
      acceptAuthAddress: false,
    })
    expect(verified.isError ? verified.error : verified).toMatchObject({ fid, success: true })

    // The server side of a login takes the result once, with the creator's read token only.
    const read = (overrides: Partial<Parameters<typeof readCompletedChannel>[1]> = {}) =>
      readCompletedChannel(handle.db, {
        channelToken: channel.channelToken,
        readToken: channel.readToken,
        projectId: 'demo',
        now: now(),
        ...overrides,
      })
    expect(await read({ readToken: channel.channelToken })).toEqual({ status: 'unknown' })
    expect(await read({ projectId: 'other' })).toEqual({ status: 'unknown' })
    const expected: FarcasterSignIn = {
      fid,
      custody: custody.address,
      username,
      displayName,
      message: signed.message,
      signature: signed.signature,
      nonce: channel.nonce,
      domain,
      siweUri,
    }
    expect(await read()).toEqual({ status: 'completed', signIn: expected })
    expect(await read()).toEqual({ status: 'unknown' })
    expect(await statusCode(channel.channelToken)).toBe(401)
  })

  test('behavior: a channel no one signed is pending for the server side too', async () => {
    const channel = await openChannel()
    const read = await readCompletedChannel(handle.db, {
      channelToken: channel.channelToken,
      readToken: channel.readToken,
      projectId: 'demo',
      now: now(),
    })
    expect(read).toEqual({ status: 'pending' })
    expect(await statusCode(channel.channelToken)).toBe(202)
  })

  test('behavior: a declined channel stops the app’s polling, takes no message, and is read once', async () => {
    const signer = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid } = profileOf(accounts[1]!)
    const channel = await openChannel()
    const built = walletClient().buildSignInMessage({
      domain,
      uri: siweUri,
      nonce: channel.nonce,
      address: signer.address,
      fid,
    })
    if (built.isError) throw built.error
    const signedEarlier = {
      message: built.message,
      signature: await signer.signMessage({ message: built.message }),
    }
    const reject = (authKey: string | null = relayKey, channelToken = channel.channelToken) =>
      fetch(`${relay}/v1/channel/reject`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelToken}`,
          ...(authKey ? { 'x-farcaster-auth-relay-key': authKey } : {}),
        },
      })
    // Only a Farcaster client the relay trusts may decline, and only a live channel.
    expect((await reject(null)).status).toBe(401)
    expect((await reject('another-key')).status).toBe(401)
    expect((await reject(relayKey, 'A'.repeat(43))).status).toBe(401)
    expect(await statusCode(channel.channelToken)).toBe(202)

    const declined = await reject()
    expect(declined.status).toBe(200)
    expect(await declined.json()).toEqual({ state: 'rejected' })
    // Said twice, the same answer.
    expect((await reject()).status).toBe(200)
    // The official client's polling ends with the refusal, not at its timeout.
    const watched = await appClient().watchStatus({
      channelToken: channel.channelToken,
      interval: 50,
      timeout: 5000,
    })
    expect(watched.isError).toBe(true)
    expect(await statusCode(channel.channelToken)).toBe(409)
    // A message signed before the refusal is refused too.
    const refused = await walletClient().authenticate({
      channelToken: channel.channelToken,
      authKey: relayKey,
      ...signedEarlier,
      fid,
    })
    expect(refused.response?.status).toBe(409)
    expect(errorOf((refused as { data?: unknown }).data).code).toBe('farcaster_channel_rejected')
    const late = await fetch(`${relay}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channel.channelToken}` },
    })
    expect(errorOf(await late.json())).toEqual({
      code: 'farcaster_channel_rejected',
      message: 'The Farcaster client declined this sign-in.',
    })

    const read = () =>
      readCompletedChannel(handle.db, {
        channelToken: channel.channelToken,
        readToken: channel.readToken,
        projectId: 'demo',
        now: now(),
      })
    expect(await read()).toEqual({ status: 'rejected' })
    expect(await read()).toEqual({ status: 'unknown' })
    expect(await statusCode(channel.channelToken)).toBe(401)
  })

  test('error: a completed channel cannot be declined', async () => {
    const signer = privateKeyToAccount(accounts[2]!.privateKey)
    const { fid } = profileOf(accounts[2]!)
    const channel = await openChannel()
    await signIn({ channelToken: channel.channelToken, signer, fid })
    const declined = await fetch(`${relay}/v1/channel/reject`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channel.channelToken}`,
        'x-farcaster-auth-relay-key': relayKey,
      },
    })
    expect(declined.status).toBe(409)
    expect(errorOf(await declined.json()).code).toBe('farcaster_channel_completed')
    expect(await statusCode(channel.channelToken)).toBe(200)
  })

  test('error: a message for another domain or URI', async () => {
    const signer = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid } = profileOf(accounts[1]!)
    const channel = await openChannel()
    for (const other of [{ domain: 'evil.example' }, { uri: 'https://app.example/elsewhere' }]) {
      const refused = await signIn({ channelToken: channel.channelToken, signer, fid, ...other })
      expect(refused.response.status).toBe(401)
      expect(errorOf(refused.data)).toEqual({
        code: 'farcaster_wrong_domain',
        message:
          "The message's domain or URI is not the channel's: it was signed for another site.",
      })
    }
    // Refused messages leave the channel open for the right one.
    expect(await statusCode(channel.channelToken)).toBe(202)
    const signed = await signIn({ channelToken: channel.channelToken, signer, fid })
    expect(signed.response.status).toBe(201)
  })

  test('error: a wrong nonce, and a replayed message', async () => {
    const signer = privateKeyToAccount(accounts[2]!.privateKey)
    const { fid } = profileOf(accounts[2]!)
    const first = await openChannel()
    const second = await openChannel()
    expect(second.nonce).not.toBe(first.nonce)
    const wrong = await signIn({
      channelToken: second.channelToken,
      signer,
      fid,
      nonce: first.nonce,
    })
    expect(wrong.response.status).toBe(401)
    expect(errorOf(wrong.data).code).toBe('farcaster_wrong_nonce')

    const signed = await signIn({ channelToken: first.channelToken, signer, fid })
    expect(signed.response.status).toBe(201)
    const replay = (channelToken: string) =>
      walletClient().authenticate({
        channelToken,
        authKey: relayKey,
        message: signed.message,
        signature: signed.signature,
        fid,
      })
    // Into the same channel: it took its one message.
    const again = await replay(first.channelToken)
    expect(again.response?.status).toBe(409)
    expect(errorOf(again.data)).toEqual({
      code: 'farcaster_channel_completed',
      message: 'This channel is already completed.',
    })
    // A completed channel says so before it checks any message (no registry reads).
    const late = await signIn({
      channelToken: first.channelToken,
      signer,
      fid,
      nonce: second.nonce,
    })
    expect(late.response.status).toBe(409)
    // Into another channel: the nonce is the first channel's.
    const elsewhere = await replay(second.channelToken)
    expect(elsewhere.response?.status).toBe(401)
    expect(errorOf(elsewhere.data).code).toBe('farcaster_wrong_nonce')
    expect(await statusCode(second.channelToken)).toBe(202)
  })

  test('behavior: of messages handed in at once, one completes the channel', async () => {
    const signer = privateKeyToAccount(accounts[2]!.privateKey)
    const { fid } = profileOf(accounts[2]!)
    const channel = await openChannel()
    const built = walletClient().buildSignInMessage({
      domain,
      uri: siweUri,
      nonce: channel.nonce,
      address: signer.address,
      fid,
    })
    if (built.isError) throw built.error
    const signature = await signer.signMessage({ message: built.message })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        walletClient().authenticate({
          channelToken: channel.channelToken,
          authKey: relayKey,
          message: built.message,
          signature,
          fid,
        }),
      ),
    )
    expect(answers.map((answer) => answer.response?.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ])
  })

  test('error: an fid the registry does not have', async () => {
    const channel = await openChannel()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const refused = await signIn({
      channelToken: channel.channelToken,
      signer: stranger,
      fid: 424242,
    })
    expect(refused.response.status).toBe(401)
    expect(errorOf(refused.data)).toEqual({
      code: 'farcaster_unknown_fid',
      message: 'The ID registry has no fid 424242.',
    })
  })

  test('error: a signer that is not the custody address', async () => {
    const other = privateKeyToAccount(accounts[3]!.privateKey)
    const { fid, custody } = profileOf(accounts[1]!)
    const channel = await openChannel()
    // Signed by account #3 for account #1's fid, under its own address.
    const ownAddress = await signIn({ channelToken: channel.channelToken, signer: other, fid })
    expect(ownAddress.response.status).toBe(401)
    expect(errorOf(ownAddress.data)).toEqual({
      code: 'farcaster_not_custody',
      message: `The message's address is not the custody address of fid ${fid}.`,
    })
    // Signed by account #3 under the custody's address.
    const forged = await signIn({
      channelToken: channel.channelToken,
      signer: other,
      fid,
      address: custody,
    })
    expect(forged.response.status).toBe(401)
    expect(errorOf(forged.data).code).toBe('farcaster_invalid_signature')
    expect(await statusCode(channel.channelToken)).toBe(202)
  })

  test('error: an expired channel is gone, and swept', async () => {
    const signer = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid } = profileOf(accounts[1]!)
    const channel = await openChannel()
    offsetMs = (defaultChannelTtlSeconds - 1) * 1000
    try {
      expect(await statusCode(channel.channelToken)).toBe(202)
      offsetMs = defaultChannelTtlSeconds * 1000
      const status = await appClient().status({ channelToken: channel.channelToken })
      expect(status.response?.status).toBe(401)
      expect(errorOf(status.data).code).toBe('unauthorized')
      // The official client waits for a 200 that never comes.
      const watched = await appClient().watchStatus({
        channelToken: channel.channelToken,
        interval: 50,
        timeout: 300,
      })
      expect(watched.isError && watched.error?.errCode).toBe('unavailable')
      // The Farcaster client cannot complete it either: the pending state it read is gone.
      offsetMs = 0
      const pending = await appClient().status({ channelToken: channel.channelToken })
      offsetMs = defaultChannelTtlSeconds * 1000
      const built = walletClient().buildSignInMessage({
        domain,
        uri: siweUri,
        nonce: pending.data?.nonce ?? '',
        address: signer.address,
        fid,
      })
      if (built.isError) throw built.error
      const refused = await walletClient().authenticate({
        channelToken: channel.channelToken,
        authKey: relayKey,
        message: built.message,
        signature: await signer.signMessage({ message: built.message }),
        fid,
      })
      expect(refused.response?.status).toBe(401)
      expect(errorOf(refused.data).code).toBe('unauthorized')
      // Opening a channel sweeps the expired ones.
      const stored = () =>
        handle.db
          .selectFrom('farcaster_channels')
          .select('state')
          .where('token_hash', '=', hashChannelToken(channel.channelToken))
          .execute()
      expect(await stored()).toHaveLength(1)
      await openChannel()
      expect(await stored()).toHaveLength(0)
    } finally {
      offsetMs = 0
    }
  })

  test('error: a message past its expiration time', async () => {
    const signer = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid } = profileOf(accounts[1]!)
    const channel = await openChannel()
    // The client refuses to build an expired message: it expires in 30 s, handed in a minute
    // later (by the relay's clock), while the channel still lives.
    offsetMs = 60_000
    try {
      const refused = await signIn({
        channelToken: channel.channelToken,
        signer,
        fid,
        expirationTime: new Date(Date.now() + 30_000),
      })
      expect(refused.response.status).toBe(401)
      expect(errorOf(refused.data)).toEqual({
        code: 'farcaster_message_expired',
        message: 'The message has expired.',
      })
      expect(await statusCode(channel.channelToken)).toBe(202)
    } finally {
      offsetMs = 0
    }
  })

  test('error: a channel for an unknown project, or for a site that is not the project', async () => {
    const create = async (body: Record<string, unknown>, query = '', headers = {}) => {
      const response = await fetch(`${relay}/v1/channel${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
      return { status: response.status, error: errorOf(await response.json()) }
    }
    expect(await create({ siweUri, domain, projectId: 'nope' })).toEqual({
      status: 404,
      error: { code: 'unknown_project', message: 'Project nope does not exist.' },
    })
    expect(await create({ siweUri, domain }, '?projectId=nope')).toMatchObject({ status: 404 })
    expect(await create({ siweUri, domain })).toEqual({
      status: 400,
      error: {
        code: 'invalid_request',
        message: 'Send the project as ?projectId= or as the body field projectId.',
      },
    })
    expect(await create({ siweUri, domain, projectId: 'other' }, '?projectId=demo')).toMatchObject({
      status: 400,
    })
    expect(
      await create(
        { siweUri: 'https://evil.example/login', domain: 'evil.example' },
        '?projectId=demo',
      ),
    ).toEqual({
      status: 403,
      error: {
        code: 'origin_not_allowed',
        message: "The siweUri https://evil.example is not one of the project's allowed origins.",
      },
    })
    expect(await create({ siweUri, domain: 'evil.example', projectId: 'demo' })).toEqual({
      status: 400,
      error: {
        code: 'invalid_request',
        message: 'Invalid body field domain: must be the host of siweUri (app.example).',
      },
    })
    expect(
      await create({ siweUri, domain, projectId: 'demo', redirectUrl: 'https://evil.example/' }),
    ).toMatchObject({ status: 403, error: { code: 'origin_not_allowed' } })
    expect(await create({ siweUri, domain, projectId: 'demo', nonce: 'abcdefgh1234' })).toEqual({
      status: 400,
      error: {
        code: 'invalid_request',
        message: 'Invalid body field nonce: is chosen by the relay: leave it out.',
      },
    })
    expect(
      await create({ siweUri, domain, projectId: 'demo' }, '', { origin: 'https://evil.example' }),
    ).toMatchObject({ status: 403, error: { code: 'origin_not_allowed' } })
    // The secure frame may open channels for the project's site.
    const fromFrame = await fetch(`${relay}/v1/channel?projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameOrigin },
      body: JSON.stringify({ siweUri, domain }),
    })
    expect(fromFrame.status).toBe(201)
  })

  test('error: an oversize body', async () => {
    const channel = await openChannel()
    const big = 'x'.repeat(maximumRelayBodyBytes)
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${relay}/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    for (const response of [
      await post('channel?projectId=demo', { siweUri, domain, requestId: big }),
      await post(
        'channel/authenticate',
        { message: big, signature: `0x${'1'.repeat(130)}`, fid: 1001 },
        {
          authorization: `Bearer ${channel.channelToken}`,
          'x-farcaster-auth-relay-key': relayKey,
        },
      ),
    ]) {
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: {
          code: 'payload_too_large',
          message: `The body must be at most ${maximumRelayBodyBytes} bytes.`,
        },
      })
    }
    expect(await statusCode(channel.channelToken)).toBe(202)
  })

  test('error: authenticate without the relay key, or with another', async () => {
    const signer = privateKeyToAccount(accounts[1]!.privateKey)
    const { fid } = profileOf(accounts[1]!)
    const channel = await openChannel()
    for (const authKey of ['', 'another-relay-key-0123456789']) {
      const refused = await signIn({ channelToken: channel.channelToken, signer, fid, authKey })
      expect(refused.response.status).toBe(401)
      expect(errorOf(refused.data)).toEqual({
        code: 'unauthorized',
        message:
          'Send X-Farcaster-Auth-Relay-Key: the key of a Farcaster client this relay trusts.',
      })
    }
    expect(await statusCode(channel.channelToken)).toBe(202)
  })

  test('error: a status or authentication without a live channel token', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${'A'.repeat(43)}`]) {
      const response = await fetch(`${relay}/v1/channel/status`, {
        headers: authorization ? { authorization } : {},
      })
      expect(response.status).toBe(401)
      expect(errorOf(await response.json()).code).toBe('unauthorized')
    }
  })

  test('behavior: CORS answers any origin, without credentials', async () => {
    const preflight = await fetch(`${relay}/v1/channel/authenticate`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://farcaster-client.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-farcaster-auth-relay-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Farcaster-Auth-Relay-Key',
    )
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const status = await fetch(`${relay}/v1/channel/status`, {
      headers: { origin: 'https://farcaster-client.example' },
    })
    expect(status.headers.get('access-control-allow-origin')).toBe('*')
    expect(status.headers.get('cache-control')).toBe('no-store')
  })

  test('behavior: channel creations are limited per client source', async () => {
    const app = createRelayApp({}, { farcasterChannels: { points: 2, durationSeconds: 60 } })
    const create = (address: string) =>
      app.request(
        '/farcaster/v1/channel?projectId=demo',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ siweUri, domain }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      )
    expect((await create('192.0.2.7')).status).toBe(201)
    expect((await create('192.0.2.7')).status).toBe(201)
    const limited = await create('192.0.2.7')
    expect(limited.status).toBe(429)
    expect(errorOf(await limited.json()).code).toBe('throttled')
    expect((await create('192.0.2.8')).status).toBe(201)
  })

  test('error: a server without an ID registry', async () => {
    const app = createRelayApp({ idRegistry: undefined })
    const response = await app.request('/farcaster/v1/channel?projectId=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri, domain }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: {
        code: 'not_configured',
        message: 'Farcaster sign-in is not configured on this server.',
      },
    })
  })

  test('behavior: without a relay key, any client completes a channel, still verified', async () => {
    const app = createRelayApp({ relayKey: undefined })
    const signer = privateKeyToAccount(accounts[4]!.privateKey)
    const { fid } = profileOf(accounts[4]!)
    const created = await app.request('/farcaster/v1/channel?projectId=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri, domain }),
    })
    const { channelToken, nonce } = (await created.json()) as {
      channelToken: string
      nonce: string
    }
    const authenticate = async (signerAccount: PrivateKeyAccount) => {
      const built = walletClient().buildSignInMessage({
        domain,
        uri: siweUri,
        nonce,
        address: signerAccount.address,
        fid,
      })
      if (built.isError) throw built.error
      return app.request('/farcaster/v1/channel/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
        body: JSON.stringify({
          message: built.message,
          signature: await signerAccount.signMessage({ message: built.message }),
          fid,
        }),
      })
    }
    const stranger = await authenticate(privateKeyToAccount(accounts[0]!.privateKey))
    expect(errorOf(await stranger.json()).code).toBe('farcaster_not_custody')
    expect((await authenticate(signer)).status).toBe(201)
  })
})
