import {
  createRecordingMailer,
  databases,
  tinyPng as png,
  useTestDatabase,
} from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { loadConfig } from '../config/loadConfig.js'
import { prepareImage } from '../images/prepareImage.js'
import { putImage } from '../images/putImage.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import type { RateLimitRules } from './rateLimitRules.js'

// Issue 11 item 5, SECURITY.md T17: every route family has a quota per client source (IPv4
// address, IPv6 /64), so a forged Origin or a script cannot use the server without bound.

const origin = 'https://app.example.com'
const authSecret = 'test-auth-secret-0123456789-abcdefghij'
describe.each(databases)('route limits ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const mailer = createRecordingMailer()
  const { sent } = mailer
  let imageId: string

  const limitedApp = (rateLimits: Partial<RateLimitRules>) =>
    createApp({
      db: handle.db,
      config: { ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }), authSecret },
      logger: createLogger({ level: 'silent' }),
      mailer,
      rateLimits,
    })
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
    const prepared = prepareImage(png)
    if ('error' in prepared) throw new Error('fixture image refused')
    imageId = await putImage(handle.db, prepared)
  })

  // Every route family refuses in the one dialect: 429 `throttled`, the wait in three places.
  const expectLimited = async (response: Response) => {
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(await response.json()).toEqual({
      error: {
        code: 'throttled',
        message: `Please try again after ${retryAfter} seconds`,
        retryAfterSeconds: retryAfter,
      },
    })
  }

  test('behavior: GET /getWallets, per source; an IPv6 /64 is one source', async () => {
    const app = limitedApp({ wallets: { points: 3, durationSeconds: 60 } })
    const get = (address: string) => app.request('/getWallets?projectId=demo', {}, from(address))
    for (let index = 1; index <= 3; index++)
      expect((await get(`2001:db8:5::${index}`)).status).toBe(200)
    await expectLimited(await get('2001:db8:5::ffff'))
    expect((await get('2001:db8:6::1')).status).toBe(200)
  })

  test('behavior: the image routes, per source, with their own budget', async () => {
    const app = limitedApp({ images: { points: 4, durationSeconds: 60 } })
    const get = (address: string) => app.request(`/getWalletImage/${imageId}`, {}, from(address))
    for (let index = 0; index < 4; index++) expect((await get('192.0.2.1')).status).toBe(200)
    await expectLimited(await get('192.0.2.1'))
    // A 304 counts too, and the list itself has its own budget.
    expect((await app.request('/getWallets?projectId=demo', {}, from('192.0.2.1'))).status).toBe(
      200,
    )
    expect((await get('192.0.2.2')).status).toBe(200)
  })

  test('behavior: analytics, per source, a forged Origin does not help', async () => {
    const app = limitedApp({ analytics: { points: 2, durationSeconds: 60 } })
    const post = () =>
      app.request(
        '/analytics/v1/events?projectId=demo',
        {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', Origin: origin },
          body: JSON.stringify({
            projectId: 'demo',
            events: [{ event: 'MODAL_OPEN', timestamp: 1 }],
          }),
        },
        from('198.51.100.3'),
      )
    expect((await post()).status).toBe(202)
    expect((await post()).status).toBe(202)
    await expectLimited(await post())
  })

  const authRequest = (
    app: ReturnType<typeof limitedApp>,
    method: string,
    path: string,
    address: string,
    body?: unknown,
    token?: string,
  ) =>
    app.request(
      `${path}?projectId=demo`,
      {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      from(address),
    )
  const codeFor = (email: string) =>
    /\b(\d{6})\b/.exec(sent.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1] ?? ''

  test('behavior: code checks per email, whatever the source, even with the right code', async () => {
    const app = limitedApp({ codeChecksPerEmail: { points: 3, durationSeconds: 3600 } })
    const email = 'target@example.com'
    expect(
      (await authRequest(app, 'POST', '/auth/v1/email/start', '192.0.2.9', { email })).status,
    ).toBe(200)
    const code = codeFor(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (const address of ['192.0.2.30', '192.0.2.31', '2001:db8:9::1'])
      expect(
        (await authRequest(app, 'POST', '/auth/v1/email/verify', address, { email, code: wrong }))
          .status,
      ).toBe(401)
    await expectLimited(
      await authRequest(app, 'POST', '/auth/v1/email/verify', '192.0.2.32', { email, code }),
    )
    // Another email is checked as usual.
    const other = 'other@example.com'
    await authRequest(app, 'POST', '/auth/v1/email/start', '192.0.2.9', { email: other })
    expect(
      (
        await authRequest(app, 'POST', '/auth/v1/email/verify', '192.0.2.32', {
          email: other,
          code: codeFor(other),
        })
      ).status,
    ).toBe(200)
  })

  test('behavior: code checks per source, over many emails', async () => {
    const app = limitedApp({ codeChecksPerSource: { points: 3, durationSeconds: 3600 } })
    for (let index = 0; index < 3; index++)
      expect(
        (
          await authRequest(app, 'POST', '/auth/v1/email/verify', '2001:db8:7:7::1', {
            email: `guess-${index}@example.com`,
            code: '123456',
          })
        ).status,
      ).toBe(401)
    await expectLimited(
      await authRequest(app, 'POST', '/auth/v1/email/verify', '2001:db8:7:7::2', {
        email: 'guess-9@example.com',
        code: '123456',
      }),
    )
  })

  test('behavior: sessions and key shares, per source', async () => {
    const app = limitedApp({
      sessions: { points: 2, durationSeconds: 60 },
      keyShares: { points: 2, durationSeconds: 60 },
    })
    const address = '203.0.113.40'
    const email = 'keys@example.com'
    await authRequest(app, 'POST', '/auth/v1/email/start', address, { email })
    const verified = await authRequest(app, 'POST', '/auth/v1/email/verify', address, {
      email,
      code: codeFor(email),
    })
    const { token } = (await verified.json()) as { token: string }
    for (let index = 0; index < 2; index++)
      expect(
        (await authRequest(app, 'GET', '/auth/v1/session', address, undefined, token)).status,
      ).toBe(200)
    await expectLimited(
      await authRequest(app, 'GET', '/auth/v1/session', address, undefined, token),
    )
    await expectLimited(
      await authRequest(app, 'POST', '/auth/v1/sign-out', address, undefined, token),
    )
    for (let index = 0; index < 2; index++)
      expect(
        (await authRequest(app, 'GET', '/auth/v1/key-shares/auth', address, undefined, token))
          .status,
      ).not.toBe(429)
    await expectLimited(
      await authRequest(app, 'GET', '/auth/v1/key-shares/auth', address, undefined, token),
    )
    // Another source is not affected.
    expect(
      (await authRequest(app, 'GET', '/auth/v1/session', '203.0.113.41', undefined, token)).status,
    ).toBe(200)
  })

  test('default: generous enough for a page of wallets with its images, from one address', async () => {
    const app = limitedApp({})
    for (let index = 0; index < 20; index++)
      expect((await app.request('/getWallets?projectId=demo', {}, from('192.0.2.77'))).status).toBe(
        200,
      )
    for (let index = 0; index < 400; index++)
      expect((await app.request(`/getWalletImage/${imageId}`, {}, from('192.0.2.77'))).status).toBe(
        200,
      )
  })
})
