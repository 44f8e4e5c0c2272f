import { randomBytes } from 'node:crypto'
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { databases, useTestDatabase } from '@latch/test/server'
import { beforeAll, beforeEach, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import type { Mailer } from '../auth/createMailer.js'
import { createSession, defaultSessionSettings, upsertUser } from '../auth/sessions.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { rotateKeyShares } from './keyShareStore.js'
import { authShareTransportAad, authShareTransportInfo } from './sealToRecipient.js'

const origin = 'https://app.example.com'
const frameOrigin = 'https://frame.example.net'
const kek = randomBytes(32).toString('base64')
const addresses = {
  eip155: `0x${'aB'.repeat(20)}`,
  solana: 'So11111111111111111111111111111111111111112',
}
const noMail: Mailer = { send: async () => {}, mailbox: undefined, close: async () => {} }

// The frame's side of the transport (packages/frame/src/keys/openSealedShare.ts), written out
// here with the library so the server's sealing is checked against RFC 9180 itself.
const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
})
const info = new TextEncoder().encode(authShareTransportInfo)
const createRecipient = async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])
  const raw = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey))
  return { pair, raw, text: raw.toString('base64url') }
}
type SealedBody = { enc: string; ciphertext: string; userId: string }
const openWith = async (pair: CryptoKeyPair, body: SealedBody, userId = body.userId) =>
  Buffer.from(
    await suite.open(
      { recipientKey: pair, enc: Buffer.from(body.enc, 'base64url'), info },
      Buffer.from(body.ciphertext, 'base64url'),
      authShareTransportAad(userId),
    ),
  )

type RequestOptions = {
  token?: string | undefined
  headers?: Record<string, string> | undefined
  projectId?: string | undefined
  query?: string | undefined
  /** The GET's `recipientKey`: the default recipient's unless given; `null` sends none. */
  recipientKey?: string | null | undefined
}

describe.each(databases)('key shares ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  const appWith = (config: Partial<Config> = {}, logLines?: string[] | undefined) =>
    createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        authSecret: 'test-auth-secret-0123456789-abcdefghij',
        frameOrigin,
        keyEncryptionKey: kek,
        ...config,
      },
      logger: createLogger({
        level: logLines ? 'debug' : 'silent',
        write: (line) => logLines?.push(line),
      }),
      mailer: noMail,
    })
  let app: ReturnType<typeof appWith>
  let recipient: Awaited<ReturnType<typeof createRecipient>>

  beforeAll(async () => {
    recipient = await createRecipient()
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
    await createProject(handle.db, { id: 'other', name: 'Other', origins: [] })
    app = appWith()
  })

  beforeEach(async () => {
    if (!database.url) return
    await handle.db.deleteFrom('auth_users').execute()
  })

  const signIn = async (email: string, projectId = 'demo') => {
    const now = new Date()
    const user = await upsertUser(handle.db, { projectId, email, now })
    return {
      userId: user.id,
      token: (
        await createSession(handle.db, {
          userId: user.id,
          projectId,
          now,
          settings: defaultSessionSettings,
        })
      ).token,
    }
  }

  const request = (
    target: typeof app,
    method: string,
    body?: unknown,
    options: RequestOptions = {},
  ) =>
    target.request(
      `/auth/v1/key-shares/auth?projectId=${options.projectId ?? 'demo'}${options.query ?? ''}`,
      {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      },
    )
  // Uploads a share as the frame does when it creates a wallet: PUT (pending), then, once that
  // succeeded, the confirmation the frame sends after the user saved the recovery code.
  const putPending = (body: unknown, options?: RequestOptions, target = app) =>
    request(target, 'PUT', body, options)
  const confirm = (addresses: unknown, options: RequestOptions = {}, target = app) =>
    target.request(`/auth/v1/key-shares/auth/confirm?projectId=${options.projectId ?? 'demo'}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ addresses }),
    })
  const put = async (body: unknown, options?: RequestOptions, target = app) => {
    const response = await putPending(body, options, target)
    if (response.status === 201) {
      const confirmed = await confirm((body as { addresses: unknown }).addresses, options, target)
      expect(confirmed.status).toBe(204)
    }
    return response
  }
  const get = (options: RequestOptions = {}, target = app) => {
    const key = options.recipientKey === undefined ? recipient.text : options.recipientKey
    const query = `${options.query ?? ''}${key === null ? '' : `&recipientKey=${key}`}`
    return request(target, 'GET', undefined, { ...options, query })
  }
  // The share a GET released, opened with the default recipient's private key, as base64.
  const releasedShare = async (response: Response) => {
    expect(response.status).toBe(200)
    return (await openWith(recipient.pair, await response.json())).toString('base64')
  }
  const shareOf = (seed: number, length = 64) =>
    Buffer.from(Array.from({ length }, (_, index) => (index * 31 + seed) & 0xff)).toString('base64')

  describe('PUT and GET /auth/v1/key-shares/auth', () => {
    test('default: the share and addresses round-trip to the frame', async () => {
      const { token, userId } = await signIn('ada@example.com')
      const share = shareOf(1)
      const stored = await put({ share, addresses }, { token, headers: { Origin: frameOrigin } })
      expect(stored.status).toBe(201)
      expect(stored.headers.get('cache-control')).toBe('no-store')
      expect(stored.headers.get('access-control-allow-origin')).toBe(frameOrigin)
      const response = await get({ token, headers: { Origin: frameOrigin } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('access-control-allow-origin')).toBe(frameOrigin)
      const body = await response.json()
      expect(body).toEqual({
        enc: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
        ciphertext: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        userId,
        addresses,
      })
      expect((await openWith(recipient.pair, body)).toString('base64')).toBe(share)
      // The session route is unchanged.
      const session = await app.request('/auth/v1/session?projectId=demo', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(await session.json()).toEqual({
        user: { id: expect.any(String), email: 'ada@example.com' },
        refreshAfterSeconds: expect.any(Number),
      })
    })

    test('behavior: the GET carries the share only sealed to the recipient key (transport.hpke)', async () => {
      const { token, userId } = await signIn('seal@example.com')
      const bytes = Buffer.from(Array.from({ length: 64 }, (_, index) => (index * 7 + 3) & 0xff))
      expect((await put({ share: bytes.toString('base64'), addresses }, { token })).status).toBe(
        201,
      )
      const first = await get({ token, headers: { Origin: frameOrigin } })
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('no-store')
      const text = await first.text()
      // The share appears in no encoding, not even a 16-byte piece of it.
      for (const part of [bytes, bytes.subarray(0, 16), bytes.subarray(48)])
        for (const form of [
          part.toString('base64'),
          part.toString('base64url'),
          part.toString('hex'),
          part.toString('hex').toUpperCase(),
          part.toString('latin1'),
        ])
          expect(text.includes(form)).toBe(false)
      const body = JSON.parse(text) as SealedBody
      expect((await openWith(recipient.pair, body)).equals(bytes)).toBe(true)
      // Another key, another user id in the associated data, or one flipped bit: nothing opens.
      const other = await createRecipient()
      await expect(openWith(other.pair, body)).rejects.toThrow()
      await expect(openWith(recipient.pair, body, `${userId}x`)).rejects.toThrow()
      const flipped = Buffer.from(body.ciphertext, 'base64url')
      flipped[0] = (flipped[0] ?? 0) ^ 1
      await expect(
        openWith(recipient.pair, { ...body, ciphertext: flipped.toString('base64url') }),
      ).rejects.toThrow()
      // A second GET to the same key is sealed afresh; one to the other key opens only with it.
      const second = (await (await get({ token })).json()) as SealedBody
      expect(second.enc).not.toBe(body.enc)
      expect(second.ciphertext).not.toBe(body.ciphertext)
      const toOther = (await (await get({ token, recipientKey: other.text })).json()) as SealedBody
      expect((await openWith(other.pair, toOther)).equals(bytes)).toBe(true)
      await expect(openWith(recipient.pair, toOther)).rejects.toThrow()
    })

    test('error: 400 invalid_request without a recipient key or with one that is not a P-256 point', async () => {
      const { token } = await signIn('key@example.com')
      expect((await put({ share: shareOf(50), addresses }, { token })).status).toBe(201)
      const offCurve = Buffer.from(recipient.raw)
      offCurve[64] = (offCurve[64] ?? 0) ^ 1
      const compressed = Buffer.concat([
        Buffer.from([2 + ((recipient.raw[64] ?? 0) & 1)]),
        recipient.raw.subarray(1, 33),
      ])
      // The same bytes, with one of the last character's two unused bits set.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      const nonCanonical = `${recipient.text.slice(0, -1)}${alphabet[alphabet.indexOf(recipient.text.at(-1) ?? 'A') ^ 1]}`
      expect(Buffer.from(nonCanonical, 'base64url').equals(recipient.raw)).toBe(true)
      const zero = Buffer.alloc(65)
      zero[0] = 4
      for (const recipientKey of [
        null,
        '',
        'not a key',
        recipient.raw.toString('base64'),
        `${recipient.text}=`,
        recipient.raw.subarray(0, 64).toString('base64url'),
        Buffer.concat([recipient.raw, Buffer.from([0])]).toString('base64url'),
        compressed.toString('base64url'),
        offCurve.toString('base64url'),
        nonCanonical,
        zero.toString('base64url'),
        Buffer.concat([Buffer.from([6]), recipient.raw.subarray(1)]).toString('base64url'),
      ]) {
        const response = await get({
          token,
          recipientKey: recipientKey === null ? null : encodeURIComponent(recipientKey),
        })
        expect(response.status).toBe(400)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(await response.json()).toEqual({
          error: {
            code: 'invalid_request',
            message:
              'Invalid query parameter recipientKey: must be base64url of an uncompressed P-256 point (65 bytes).',
          },
        })
      }
      // The session is checked first: no token is still a 401, whatever the key.
      expect((await get({ recipientKey: null })).status).toBe(401)
    })

    test('behavior: the row holds no plaintext, a 12-byte IV each and the KEK id', async () => {
      const { token, userId } = await signIn('row@example.com')
      const share = Buffer.alloc(256, 0x5a)
      expect((await put({ share: share.toString('base64'), addresses }, { token })).status).toBe(
        201,
      )
      const row = await handle.db
        .selectFrom('auth_key_shares')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        project_id: 'demo',
        kek_id: 'k1',
        eip155_address: addresses.eip155,
        solana_address: addresses.solana,
      })
      expect(Buffer.from(row.dek_iv)).toHaveLength(12)
      expect(Buffer.from(row.share_iv)).toHaveLength(12)
      expect(Buffer.from(row.wrapped_dek)).toHaveLength(48)
      expect(Buffer.from(row.share_ciphertext)).toHaveLength(256 + 16)
      expect(Buffer.from(row.share_ciphertext).includes(share.subarray(0, 16))).toBe(false)
    })

    test('error: 409 share_exists on a second PUT; the first share stays', async () => {
      const { token } = await signIn('bo@example.com')
      const first = shareOf(2)
      expect((await put({ share: first, addresses }, { token })).status).toBe(201)
      for (const query of ['', '&replace=true']) {
        const again = await put({ share: shareOf(3), addresses }, { token, query })
        expect(again.status).toBe(409)
        expect(await again.json()).toEqual({
          error: {
            code: 'share_exists',
            message: 'This user already has a key share; it is never replaced.',
          },
        })
      }
      // A new session (a new device) cannot replace it either.
      const second = await signIn('bo@example.com')
      expect((await put({ share: shareOf(4), addresses }, { token: second.token })).status).toBe(
        409,
      )
      expect(await releasedShare(await get({ token: second.token }))).toBe(first)
      expect((await request(app, 'DELETE', undefined, { token })).status).toBe(404)
    })

    test('behavior: a pending share is never released, and the next upload replaces it (creation.atomic)', async () => {
      const { token } = await signIn('pending@example.com')
      const otherAddresses = { eip155: `0x${'cD'.repeat(20)}`, solana: addresses.solana }
      // The first attempt's upload arrived, but its device never confirmed (a lost reply, a
      // failed device write, a closed tab): the wallet does not exist for any login.
      const first = await putPending({ share: shareOf(60), addresses }, { token })
      expect(first.status).toBe(201)
      expect(await first.json()).toEqual({ replaced: false })
      expect((await get({ token })).status).toBe(404)
      // A retry of the same upload succeeds again, and so does a fresh start with another wallet,
      // which says that a pending share was replaced (a code shown for it no longer works).
      const retried = await putPending({ share: shareOf(60), addresses }, { token })
      expect(retried.status).toBe(201)
      expect(await retried.json()).toEqual({ replaced: false })
      const fresh = await signIn('pending@example.com')
      const restart = await putPending({ share: shareOf(61), addresses: otherAddresses }, fresh)
      expect(restart.status).toBe(201)
      expect(await restart.json()).toEqual({ replaced: true })
      // The first attempt cannot confirm a wallet that was replaced under it.
      const late = await confirm(addresses, { token })
      expect(late.status).toBe(409)
      expect(await late.json()).toEqual({
        error: {
          code: 'share_replaced',
          message: 'A newer key share replaced this one before it was confirmed.',
        },
      })
      expect((await get({ token })).status).toBe(404)
      // The fresh start confirms, twice (the first reply lost): the share is final and released.
      expect((await confirm(otherAddresses, fresh)).status).toBe(204)
      expect((await confirm(otherAddresses, fresh)).status).toBe(204)
      expect(await releasedShare(await get({ token }))).toBe(shareOf(61))
      expect((await putPending({ share: shareOf(62), addresses }, { token })).status).toBe(409)
      expect((await confirm(addresses, { token })).status).toBe(409)
      expect(await releasedShare(await get({ token }))).toBe(shareOf(61))
    })

    test('error: confirming without a share, without a session, or with a malformed body', async () => {
      const { token } = await signIn('confirm@example.com')
      const none = await confirm(addresses, { token })
      expect(none.status).toBe(404)
      expect(await none.json()).toEqual({
        error: { code: 'no_share', message: 'This user has no key share.' },
      })
      expect((await confirm(addresses)).status).toBe(401)
      expect((await putPending({ share: shareOf(63), addresses }, { token })).status).toBe(201)
      for (const bad of [undefined, { eip155: 'nope', solana: addresses.solana }, 'x'])
        expect((await confirm(bad, { token })).status).toBe(400)
      // Another user's session confirms nothing of this user's.
      const mallory = await signIn('mallory-confirm@example.com')
      expect((await confirm(addresses, mallory)).status).toBe(404)
      expect((await get({ token })).status).toBe(404)
      expect((await confirm(addresses, { token })).status).toBe(204)
    })

    test('error: 404 no_share before any PUT', async () => {
      const { token } = await signIn('cy@example.com')
      const response = await get({ token })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'no_share', message: 'This user has no key share.' },
      })
    })

    test('error: 401 without a session, with a wrong token, or signed out', async () => {
      const { token } = await signIn('di@example.com')
      expect((await put({ share: shareOf(5), addresses }, { token })).status).toBe(201)
      const wrong = randomBytes(32).toString('base64url')
      for (const options of [{}, { token: wrong }, { headers: { Authorization: 'Basic x' } }]) {
        for (const response of [
          await get(options),
          await put({ share: shareOf(6), addresses }, options),
        ]) {
          expect(response.status).toBe(401)
          expect(response.headers.get('www-authenticate')).toBe('Bearer')
          expect(await response.json()).toEqual({
            error: {
              code: 'unauthorized',
              message: 'Send Authorization: Bearer <token> with a live session.',
            },
          })
        }
      }
      await app.request('/auth/v1/sign-out?projectId=demo', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      })
      expect((await get({ token })).status).toBe(401)
    })

    test('behavior: another user, or the same token for another project, never gets the share', async () => {
      const alice = await signIn('alice@example.com')
      const mallory = await signIn('mallory@example.com')
      const share = shareOf(7)
      expect((await put({ share, addresses }, { token: alice.token })).status).toBe(201)
      expect((await get({ token: mallory.token })).status).toBe(404)
      // Mallory's own share is hers; Alice's is unchanged.
      expect((await put({ share: shareOf(8), addresses }, { token: mallory.token })).status).toBe(
        201,
      )
      expect(await releasedShare(await get({ token: mallory.token }))).toBe(shareOf(8))
      expect(await releasedShare(await get({ token: alice.token }))).toBe(share)
      expect((await get({ token: alice.token, projectId: 'other' })).status).toBe(401)
    })

    test.each([
      [
        'a share over 256 bytes',
        { share: shareOf(9, 257), addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'an empty share',
        { share: '', addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'base64url',
        { share: Buffer.alloc(3, 0xfb).toString('base64url'), addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'missing padding',
        { share: 'AAE', addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'non-canonical base64',
        { share: 'AAF=', addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'spaces',
        { share: 'AAAA AAAA', addresses },
        'Invalid body field share: must be base64 of 1 to 256 bytes.',
      ],
      [
        'a share that is not a string',
        { share: [1, 2], addresses },
        'Invalid body field share: must be a string.',
      ],
      [
        'no addresses',
        { share: shareOf(9) },
        'Invalid body field addresses: must be { eip155, solana }.',
      ],
      [
        'a short EVM address',
        { share: shareOf(9), addresses: { ...addresses, eip155: '0x1234' } },
        'Invalid body field addresses.eip155: must be 0x and 40 hex digits.',
      ],
      [
        'a Solana address of 31 bytes',
        {
          share: shareOf(9),
          addresses: { ...addresses, solana: '1111111111111111111111111111111' },
        },
        'Invalid body field addresses.solana: must be base58 of 32 bytes.',
      ],
      [
        'a Solana address outside base58',
        { share: shareOf(9), addresses: { ...addresses, solana: `0${addresses.solana.slice(1)}` } },
        'Invalid body field addresses.solana: must be base58 of 32 bytes.',
      ],
      [
        'an unknown field',
        { share: shareOf(9), addresses, expectedAddress: '0x' },
        'Invalid request body: Unrecognized key: "expectedAddress".',
      ],
    ])('error: 400 for %s', async (_, body, message) => {
      const { token } = await signIn('ed@example.com')
      const response = await put(body, { token })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
      expect((await get({ token })).status).toBe(404)
    })

    test('error: malformed JSON, another content type, a body over 4096 bytes', async () => {
      const { token } = await signIn('flo@example.com')
      expect((await put('{"share":', { token })).status).toBe(400)
      const text = await app.request('/auth/v1/key-shares/auth?projectId=demo', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ share: shareOf(1), addresses }),
      })
      expect(text.status).toBe(415)
      expect((await put({ share: 'A'.repeat(5000), addresses }, { token })).status).toBe(413)
    })

    test('behavior: browsers may call from the frame origin only; preflights allow PUT', async () => {
      const { token } = await signIn('gil@example.com')
      for (const bad of [origin, 'https://evil.example']) {
        const response = await put(
          { share: shareOf(10), addresses },
          { token, headers: { Origin: bad } },
        )
        expect(response.status).toBe(403)
        expect((await response.json()).error.code).toBe('origin_not_allowed')
        expect((await get({ token, headers: { Origin: bad } })).status).toBe(403)
      }
      expect((await get({ token })).status).toBe(404)
      const preflight = await app.request('/auth/v1/key-shares/auth?projectId=demo', {
        method: 'OPTIONS',
        headers: { Origin: frameOrigin, 'Access-Control-Request-Method': 'PUT' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(frameOrigin)
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT')
      // Without FRAME_ORIGIN, the project's origins are allowed as on every login route.
      const open = appWith({ frameOrigin: undefined })
      expect(
        (await put({ share: shareOf(10), addresses }, { token, headers: { Origin: origin } }, open))
          .status,
      ).toBe(201)
    })

    test('error: 503 not_configured in production without KEY_ENCRYPTION_KEY', async () => {
      const { token } = await signIn('hal@example.com')
      const logLines: string[] = []
      const production = appWith(
        { keyEncryptionKey: undefined, randomKeyEncryptionKey: false },
        logLines,
      )
      for (const response of [
        await put({ share: shareOf(11), addresses }, { token }, production),
        await get({ token }, production),
      ]) {
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({
          error: { code: 'not_configured', message: 'Key storage is not configured.' },
        })
      }
      expect(
        logLines.filter((line) => line.includes('KEY_ENCRYPTION_KEY is not set')),
      ).toHaveLength(1)
      // The login routes still work.
      const session = await production.request('/auth/v1/session?projectId=demo', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(session.status).toBe(200)
    })

    test('behavior: without a KEK outside production, a random one with one warning', async () => {
      const { token } = await signIn('ivy@example.com')
      const logLines: string[] = []
      const dev = appWith({ keyEncryptionKey: undefined, randomKeyEncryptionKey: true }, logLines)
      const share = shareOf(12)
      expect((await put({ share, addresses }, { token }, dev)).status).toBe(201)
      expect(await releasedShare(await get({ token }, dev))).toBe(share)
      const warnings = logLines.filter(
        (line) => line.includes('"level":"warn"') && line.includes('KEY_ENCRYPTION_KEY'),
      )
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(
        'KEY_ENCRYPTION_KEY is not set: a random one is used, so stored key shares cannot be read after this process ends (development only)',
      )
      const row = await handle.db
        .selectFrom('auth_key_shares')
        .select('kek_id')
        .executeTakeFirstOrThrow()
      expect(row.kek_id).toMatch(/^ephemeral-[0-9a-f]{12}$/)
      // Under the configured KEK, nothing can ever open it: it counts as gone.
      expect((await get({ token })).status).toBe(404)
    })

    test('behavior: a share under an earlier process’s random KEK counts as gone', async () => {
      const { token, userId } = await signIn('jo@example.com')
      expect((await put({ share: shareOf(13), addresses }, { token })).status).toBe(201)
      await handle.db
        .updateTable('auth_key_shares')
        .set({ kek_id: 'ephemeral-000000000000' })
        .where('user_id', '=', userId)
        .execute()
      expect((await get({ token })).status).toBe(404)
      expect((await put({ share: shareOf(14), addresses }, { token })).status).toBe(201)
      expect(await releasedShare(await get({ token }))).toBe(shareOf(14))
      expect((await put({ share: shareOf(15), addresses }, { token })).status).toBe(409)
    })

    test('error: a tampered ciphertext or a row moved to another user does not decrypt (server.aadSwap)', async () => {
      const alice = await signIn('ann@example.com')
      const bob = await signIn('ben@example.com')
      const logLines: string[] = []
      const logged = appWith({}, logLines)
      expect((await put({ share: shareOf(16), addresses }, { token: alice.token })).status).toBe(
        201,
      )
      expect((await put({ share: shareOf(17), addresses }, { token: bob.token })).status).toBe(201)
      const rowOf = (userId: string) =>
        handle.db
          .selectFrom('auth_key_shares')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      const aliceRow = await rowOf(alice.userId)
      // Alice's sealed share written into Bob's row.
      const { user_id: _, created_at: __, updated_at: ___, ...sealed } = aliceRow
      await handle.db
        .updateTable('auth_key_shares')
        .set({
          ...sealed,
          wrapped_dek: Buffer.from(sealed.wrapped_dek),
          dek_iv: Buffer.from(sealed.dek_iv),
          share_ciphertext: Buffer.from(sealed.share_ciphertext),
          share_iv: Buffer.from(sealed.share_iv),
        })
        .where('user_id', '=', bob.userId)
        .execute()
      const swapped = await get({ token: bob.token }, logged)
      expect(swapped.status).toBe(500)
      expect(await swapped.json()).toEqual({
        error: {
          code: 'share_unreadable',
          message: 'The stored key share cannot be decrypted.',
        },
      })
      // One flipped bit of Alice's own ciphertext.
      const tampered = Buffer.from(aliceRow.share_ciphertext)
      tampered[3] = (tampered[3] ?? 0) ^ 0x80
      await handle.db
        .updateTable('auth_key_shares')
        .set({ share_ciphertext: tampered })
        .where('user_id', '=', alice.userId)
        .execute()
      expect((await get({ token: alice.token }, logged)).status).toBe(500)
      const errors = logLines
        .map((line) => JSON.parse(line))
        .filter((line) => line.msg === 'key share does not decrypt')
      expect(errors).toEqual([
        expect.objectContaining({
          level: 'error',
          projectId: 'demo',
          userId: bob.userId,
          kekId: 'k1',
        }),
        expect.objectContaining({
          level: 'error',
          projectId: 'demo',
          userId: alice.userId,
          kekId: 'k1',
        }),
      ])
    })

    test('behavior: rotateKeyShares rewraps every DEK; the old KEK no longer decrypts (server.kekRotation)', async () => {
      const users = await Promise.all(
        ['r1@example.com', 'r2@example.com', 'r3@example.com'].map((email) => signIn(email)),
      )
      for (const [index, user] of users.entries())
        expect(
          (await put({ share: shareOf(20 + index), addresses }, { token: user.token })).status,
        ).toBe(201)
      const before = await handle.db
        .selectFrom('auth_key_shares')
        .selectAll()
        .orderBy('user_id')
        .execute()
      const newKek = randomBytes(32)
      const moved = await rotateKeyShares(handle.db, {
        from: { id: 'k1', key: Buffer.from(kek, 'base64') },
        to: { id: 'k2', key: newKek },
        batchSize: 2,
      })
      expect(moved).toBe(3)
      const after = await handle.db
        .selectFrom('auth_key_shares')
        .selectAll()
        .orderBy('user_id')
        .execute()
      for (const [index, row] of after.entries()) {
        const old = before[index]!
        expect(row.kek_id).toBe('k2')
        expect(Buffer.from(row.wrapped_dek).equals(Buffer.from(old.wrapped_dek))).toBe(false)
        expect(Buffer.from(row.share_ciphertext).equals(Buffer.from(old.share_ciphertext))).toBe(
          true,
        )
      }
      const rotated = appWith({
        keyEncryptionKey: newKek.toString('base64'),
        keyEncryptionKeyId: 'k2',
      })
      for (const [index, user] of users.entries()) {
        expect(await releasedShare(await get({ token: user.token }, rotated))).toBe(
          shareOf(20 + index),
        )
        // The old KEK, under either id, opens nothing.
        expect((await get({ token: user.token })).status).toBe(500)
        const relabelled = appWith({ keyEncryptionKeyId: 'k2' })
        expect((await get({ token: user.token }, relabelled)).status).toBe(500)
      }
      // Nothing left under k1; a second run moves nothing.
      expect(
        await rotateKeyShares(handle.db, {
          from: { id: 'k1', key: Buffer.from(kek, 'base64') },
          to: { id: 'k2', key: newKek },
        }),
      ).toBe(0)
    })

    test('error: rotation with a wrong old KEK changes nothing', async () => {
      const users = await Promise.all(
        ['w1@example.com', 'w2@example.com'].map((email) => signIn(email)),
      )
      for (const user of users)
        expect((await put({ share: shareOf(30), addresses }, { token: user.token })).status).toBe(
          201,
        )
      await expect(
        rotateKeyShares(handle.db, {
          from: { id: 'k1', key: randomBytes(32) },
          to: { id: 'k2', key: randomBytes(32) },
        }),
      ).rejects.toThrow('The key share does not decrypt.')
      const ids = await handle.db.selectFrom('auth_key_shares').select('kek_id').execute()
      expect(ids.map((row) => row.kek_id)).toEqual(['k1', 'k1'])
      expect((await get({ token: users[0]!.token })).status).toBe(200)
      await expect(
        rotateKeyShares(handle.db, {
          from: { id: 'k1', key: randomBytes(32) },
          to: { id: 'k1', key: randomBytes(32) },
        }),
      ).rejects.toThrow('The new KEK needs an id of its own.')
    })

    test('behavior: deleting the user deletes the share', async () => {
      const { token, userId } = await signIn('kim@example.com')
      expect((await put({ share: shareOf(40), addresses }, { token })).status).toBe(201)
      await handle.db.deleteFrom('auth_users').where('id', '=', userId).execute()
      expect(await handle.db.selectFrom('auth_key_shares').selectAll().execute()).toEqual([])
    })
  })
})
