import { databases, useTestDatabase } from '@latch/test/server'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFinished } from 'vitest'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import type { RateLimitRules } from '../rateLimit/rateLimitRules.js'
import { createAuthHashes } from './authHashes.js'
import { createMailer } from './createMailer.js'

const origin = 'https://app.example.com'
const frameOrigin = 'https://frame.example.net'
const start = Date.parse('2026-03-01T12:00:00Z')
const authSecret = 'test-auth-secret-0123456789-abcdefghij'

type RequestOptions = {
  token?: string | undefined
  headers?: Record<string, string> | undefined
  /** The socket's peer address, as @hono/node-server passes it. */
  address?: string | undefined
  projectId?: string | undefined
  /** Defaults to the suite's app. */
  app?: ReturnType<typeof createApp> | undefined
}

describe.each(databases)('auth ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const mailer = createMailer({
    config: { smtpUrl: undefined, mailFrom: 'Latch <login@latch.localhost>' },
  })
  let time = start
  // Mails of earlier tests are not this test's.
  let earlier = new Set<unknown>()
  const now = () => new Date(time)
  const advance = (seconds: number) => {
    time += seconds * 1000
  }

  const createAuthApp = (
    db: Kysely<Database>,
    config: Partial<Config> = {},
    logLines?: string[] | undefined,
    rateLimits?: Partial<RateLimitRules> | undefined,
  ) =>
    createApp({
      rateLimits,
      db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        authSecret,
        frameOrigin,
        ...config,
      },
      logger: createLogger({
        level: logLines ? 'debug' : 'silent',
        write: (line) => logLines?.push(line),
      }),
      now,
      mailer,
    })
  let app: ReturnType<typeof createAuthApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
    await createProject(handle.db, { id: 'other', name: 'Other', origins: [] })
    app = createAuthApp(handle.db)
  })

  afterAll(() => mailer.close())

  beforeEach(async () => {
    if (!database.url) return
    time = start
    earlier = new Set(mailer.mailbox?.list())
    for (const table of [
      'auth_email_changes',
      'auth_sessions',
      'auth_users',
      'auth_otps',
      'auth_send_events',
    ] as const)
      await handle.db.deleteFrom(table).execute()
  })

  const request = (method: string, path: string, body?: unknown, options: RequestOptions = {}) =>
    (options.app ?? app).request(
      `${path}?projectId=${options.projectId ?? 'demo'}`,
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
      options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined,
    )
  const post = (path: string, body?: unknown, options?: RequestOptions) =>
    request('POST', path, body, options)
  const mailsTo = (email: string) =>
    mailer.mailbox?.list().filter((mail) => mail.to === email && !earlier.has(mail)) ?? []
  const codeFor = (email: string) => {
    const code = /\b(\d{6})\b/.exec(mailsTo(email)[0]?.text ?? '')?.[1]
    if (!code) throw new Error(`no code mailed to ${email}`)
    return code
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const startLogin = (email: string, options?: RequestOptions) =>
    post('/auth/v1/email/start', { email }, options)
  const verify = (email: string, code: string, options?: RequestOptions) =>
    post('/auth/v1/email/verify', { email, code }, options)
  const login = async (email: string, options?: RequestOptions) => {
    expect((await startLogin(email, options)).status).toBe(200)
    const response = await verify(email, codeFor(email.trim().toLowerCase()), options)
    expect(response.status).toBe(200)
    return (await response.json()) as {
      token: string
      refreshAfterSeconds: number
      user: { id: string; email: string; isNewUser: boolean }
    }
  }
  const getSession = (token: string, options?: RequestOptions) =>
    request('GET', '/auth/v1/session', undefined, { ...options, token })
  const refresh = async (token: string, options?: RequestOptions) => {
    const response = await post('/auth/v1/session/refresh', undefined, { ...options, token })
    return {
      status: response.status,
      body: (await response.json()) as { token: string; refreshAfterSeconds: number },
    }
  }

  describe('POST /auth/v1/email/start', () => {
    test('default: 200 { ok: true } and a six-digit code by mail', async () => {
      const response = await startLogin('  Alice@Example.com ')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ ok: true })
      const [mail] = mailsTo('alice@example.com')
      expect(mail?.subject).toBe('Your Latch login code')
      expect(mail?.text).toMatch(
        /^Your Latch login code is \d{6}\.\nIt expires in 10 minutes\. If you did not ask for it, ignore this email\.$/,
      )
    })

    test('behavior: the same answer for known and unknown emails (no enumeration)', async () => {
      await login('known@example.com')
      advance(31)
      const answers = []
      for (const email of ['known@example.com', 'unknown@example.com']) {
        const response = await startLogin(email)
        answers.push({
          status: response.status,
          body: await response.text(),
          headers: [...response.headers.entries()],
        })
      }
      expect(answers[0]).toEqual(answers[1])
      expect(answers[0]?.status).toBe(200)
    })

    test('behavior: one send per email per 30 s, with the wait in the message and Retry-After', async () => {
      expect((await startLogin('alice@example.com')).status).toBe(200)
      const first = await startLogin('ALICE@example.com')
      expect(first.status).toBe(429)
      expect(first.headers.get('retry-after')).toBe('30')
      expect(await first.json()).toEqual({
        error: {
          code: 'throttled',
          message: 'Please try again after 30 seconds',
          retryAfterSeconds: 30,
        },
      })
      advance(12.5)
      const second = await startLogin('alice@example.com')
      expect(second.headers.get('retry-after')).toBe('18')
      expect((await second.json()).error.message).toBe('Please try again after 18 seconds')
      advance(17.4)
      expect((await (await startLogin('alice@example.com')).json()).error.retryAfterSeconds).toBe(1)
      expect(mailsTo('alice@example.com')).toHaveLength(1)
      // Per project: another project's login is its own.
      expect((await startLogin('alice@example.com', { projectId: 'other' })).status).toBe(200)
    })

    // Earlier sends are seeded as rows: the sink takes 0.1 s per mail (its early-talker pause).
    const seedSends = async (kind: 'email' | 'ip', value: string, count: number) => {
      const keyHash = createAuthHashes(authSecret).sendKey(kind, value)
      for (let index = count; index > 0; index--)
        await handle.db
          .insertInto('auth_send_events')
          .values({
            kind,
            key_hash: keyHash,
            created_at: new Date(time - index * 31_000).toISOString(),
          })
          .execute()
    }

    test('behavior: 10 sends per email per hour, over all projects', async () => {
      // Nine sends, 31 s apart, the first 279 s ago.
      await seedSends('email', 'bob@example.com', 9)
      expect((await startLogin('bob@example.com', { projectId: 'other' })).status).toBe(200)
      const response = await startLogin('bob@example.com')
      expect(response.status).toBe(429)
      // The first of the ten leaves the hour in 3600 - 279 s.
      expect(await response.json()).toEqual({
        error: {
          code: 'throttled',
          message: 'Please try again after 3321 seconds',
          retryAfterSeconds: 3321,
        },
      })
      advance(3321)
      expect((await startLogin('bob@example.com')).status).toBe(200)
    })

    test('behavior: 30 sends per client address per hour; X-Forwarded-For only with TRUST_PROXY', async () => {
      const address = '203.0.113.9'
      await seedSends('ip', address, 29)
      expect((await startLogin('user29@example.com', { address })).status).toBe(200)
      const refused = await startLogin('user30@example.com', {
        address,
        headers: { 'X-Forwarded-For': '198.51.100.1' },
      })
      expect(refused.status).toBe(429)
      expect((await refused.json()).error.retryAfterSeconds).toBe(3600 - 29 * 31)
      expect(mailsTo('user30@example.com')).toHaveLength(0)
      expect((await startLogin('user30@example.com', { address: '203.0.113.10' })).status).toBe(200)
      const proxied = createAuthApp(handle.db, { trustProxy: true })
      const response = await proxied.request(
        '/auth/v1/email/start?projectId=demo',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `1.1.1.1, ${address}` },
          body: JSON.stringify({ email: 'user31@example.com' }),
        },
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      )
      expect(response.status).toBe(429)
    })

    test('behavior: stores neither the code nor the email', async () => {
      await startLogin('carol@example.com')
      const code = codeFor('carol@example.com')
      const rows = JSON.stringify(await handle.db.selectFrom('auth_otps').selectAll().execute())
      expect(rows).not.toContain(code)
      expect(rows).not.toContain('carol')
      expect(
        JSON.stringify(await handle.db.selectFrom('auth_send_events').selectAll().execute()),
      ).not.toContain('carol')
    })

    test.each([
      ['not an address', { email: 'alice' }],
      ['two addresses', { email: 'a@example.com,b@example.com' }],
      ['too long', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }],
    ])('error: invalid_email (%s)', async (_, body) => {
      const response = await post('/auth/v1/email/start', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_email',
          message: 'Invalid email address.',
        },
      })
    })
  })

  describe('POST /auth/v1/email/verify', () => {
    test('default: a session for a new user, then the same user again', async () => {
      const first = await login('dave@example.com')
      expect(first).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshAfterSeconds: 900,
        user: { id: expect.any(String), email: 'dave@example.com', isNewUser: true },
      })
      advance(31)
      const second = await login('Dave@Example.com')
      expect(second.user).toEqual({
        id: first.user.id,
        email: 'dave@example.com',
        isNewUser: false,
      })
      expect(second.token).not.toBe(first.token)
      const stored = JSON.stringify(
        await handle.db.selectFrom('auth_sessions').selectAll().execute(),
      )
      expect(stored).not.toContain(first.token)
    })

    test('behavior: a second send retires the first code', async () => {
      await startLogin('erin@example.com')
      const old = codeFor('erin@example.com')
      advance(30)
      expect((await startLogin('erin@example.com')).status).toBe(200)
      const current = codeFor('erin@example.com')
      expect(mailsTo('erin@example.com')).toHaveLength(2)
      if (old !== current) expect((await verify('erin@example.com', old)).status).toBe(401)
      expect((await verify('erin@example.com', current)).status).toBe(200)
    })

    test('behavior: a code works once', async () => {
      await startLogin('frank@example.com')
      const code = codeFor('frank@example.com')
      expect((await verify('frank@example.com', code)).status).toBe(200)
      expect((await verify('frank@example.com', code)).status).toBe(401)
    })

    test('behavior: 4 wrong tries leave the code alive; the 5th burns it', async () => {
      await startLogin('gina@example.com')
      const code = codeFor('gina@example.com')
      for (let index = 0; index < 4; index++) {
        const response = await verify('gina@example.com', wrongCode(code))
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({
          error: { code: 'invalid_code', message: 'Invalid code.' },
        })
      }
      expect((await verify('gina@example.com', code)).status).toBe(200)

      advance(31)
      await startLogin('gina@example.com')
      const next = codeFor('gina@example.com')
      for (let index = 0; index < 5; index++)
        expect((await verify('gina@example.com', wrongCode(next))).status).toBe(401)
      const response = await verify('gina@example.com', next)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: 'invalid_code', message: 'Invalid code.' },
      })
    })

    test('behavior: the code expires after OTP_TTL_SECONDS', async () => {
      await startLogin('hank@example.com')
      advance(600)
      const response = await verify('hank@example.com', codeFor('hank@example.com'))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: 'invalid_code', message: 'Invalid code.' },
      })

      const short = createAuthApp(handle.db, { otpTtlSeconds: 60 })
      const call = (path: string, body: unknown) =>
        short.request(`${path}?projectId=demo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      await call('/auth/v1/email/start', { email: 'ivy@example.com' })
      expect(mailsTo('ivy@example.com')[0]?.text).toContain('It expires in 1 minute.')
      advance(59.9)
      const code = codeFor('ivy@example.com')
      expect((await call('/auth/v1/email/verify', { email: 'ivy@example.com', code })).status).toBe(
        200,
      )
    })

    test('behavior: 10 concurrent verifies of the right code make exactly one session', async () => {
      await startLogin('jay@example.com')
      const code = codeFor('jay@example.com')
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => verify('jay@example.com', code)),
      )
      expect(responses.map((response) => response.status).sort()).toEqual([
        200, 401, 401, 401, 401, 401, 401, 401, 401, 401,
      ])
      expect(await handle.db.selectFrom('auth_sessions').selectAll().execute()).toHaveLength(1)
    })

    test('behavior: 200 concurrent guesses at one code: 5 tries are counted and none succeeds after the 5th', async () => {
      // On Postgres over one connection, so the requests' queries run in the order they are sent,
      // as on SQLite: every guess reads the live code before any of them writes, the worst case.
      const db =
        database.name === 'postgres'
          ? new Kysely<Database>({
              dialect: new PostgresDialect({
                pool: new pg.Pool({ connectionString: handle.url, max: 1 }),
              }),
            })
          : handle.db
      onTestFinished(async () => {
        if (db !== handle.db) await db.destroy()
      })
      // Quotas high enough that only the code's own guard stands between the guesses and the code.
      const open = { points: 1000, durationSeconds: 3600 }
      const unthrottled = createAuthApp(db, {}, undefined, {
        codeChecksPerSource: open,
        codeChecksPerEmail: open,
      })
      const guess = (code: string) =>
        unthrottled.request('/auth/v1/email/verify?projectId=demo', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'lou@example.com', code }),
        })
      await startLogin('lou@example.com')
      const code = codeFor('lou@example.com')
      // 199 wrong guesses, then the right one, all at once: the right one is checked after the
      // code's fifth wrong try, so it must fail as if it came sixth.
      const guesses = Array.from({ length: 199 }, (_, index) =>
        String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
      )
      const responses = await Promise.all([...guesses, code].map(guess))
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(401))
      expect((await verify('lou@example.com', code)).status).toBe(401)
      // Burned after 5 counted tries.
      const rows = await handle.db
        .selectFrom('auth_otps')
        .select(['attempts', 'code_hash'])
        .execute()
      expect(rows).toEqual([{ attempts: 5, code_hash: null }])
      expect(await handle.db.selectFrom('auth_sessions').selectAll().execute()).toEqual([])
    })

    test('behavior: a code is bound to its project and email', async () => {
      await startLogin('kim@example.com')
      const code = codeFor('kim@example.com')
      expect((await verify('kim@example.com', code, { projectId: 'other' })).status).toBe(401)
      expect((await verify('kim2@example.com', code)).status).toBe(401)
      expect((await verify('kim@example.com', code)).status).toBe(200)
    })

    test.each([
      ['no code', { email: 'a@example.com' }, 'Invalid body field code: must be a string.'],
      [
        'five digits',
        { email: 'a@example.com', code: '12345' },
        'Invalid body field code: must be 6 digits.',
      ],
      [
        'a number',
        { email: 'a@example.com', code: 123456 },
        'Invalid body field code: must be a string.',
      ],
      [
        'an unknown field',
        { email: 'a@example.com', code: '123456', admin: true },
        'Invalid request body: Unrecognized key: "admin".',
      ],
    ])('error: invalid_request (%s)', async (_, body, message) => {
      const response = await post('/auth/v1/email/verify', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
    })
  })

  describe('sessions', () => {
    test('default: GET /auth/v1/session, then sign-out', async () => {
      const { token, user, refreshAfterSeconds } = await login('lee@example.com')
      expect(refreshAfterSeconds).toBe(900)
      advance(100)
      const session = await request('GET', '/auth/v1/session', undefined, { token })
      expect(session.status).toBe(200)
      expect(await session.json()).toEqual({
        user: { id: user.id, email: 'lee@example.com' },
        refreshAfterSeconds: 800,
      })
      const out = await post('/auth/v1/sign-out', undefined, { token })
      expect(out.status).toBe(204)
      const after = await request('GET', '/auth/v1/session', undefined, { token })
      expect(after.status).toBe(401)
      expect((await post('/auth/v1/sign-out', undefined, { token })).status).toBe(401)
    })

    test('behavior: a token unused for SESSION_IDLE_TTL_SECONDS (24 h) ends; a session belongs to its project', async () => {
      const { token } = await login('mo@example.com')
      expect((await getSession(token, { projectId: 'other' })).status).toBe(401)
      expect((await refresh(token, { projectId: 'other' })).status).toBe(401)
      // Using a token does not extend it: only a new token starts a new idle period.
      advance(24 * 3600 - 1)
      expect((await getSession(token)).status).toBe(200)
      advance(1)
      expect((await getSession(token)).status).toBe(401)
      expect((await refresh(token)).status).toBe(401)
    })

    test('default: POST /auth/v1/session/refresh rotates the token; the old one works for 60 s more', async () => {
      const { token: first, user } = await login('ned@example.com')
      advance(900)
      const due = await getSession(first)
      expect((await due.json()).refreshAfterSeconds).toBe(0)
      const rotated = await refresh(first)
      expect(rotated).toEqual({
        status: 200,
        body: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), refreshAfterSeconds: 900 },
      })
      const second = rotated.body.token
      expect(second).not.toBe(first)
      // Requests the frame sent with the old token before it stored the new one still succeed,
      // and are told to refresh (the frame then finds the new token in its storage).
      advance(59)
      const late = await getSession(first)
      expect(late.status).toBe(200)
      expect(await late.json()).toEqual({
        user: { id: user.id, email: 'ned@example.com' },
        refreshAfterSeconds: 0,
      })
      // A new token starts a new idle period.
      advance(24 * 3600 - 60)
      expect((await getSession(second)).status).toBe(200)
      const stored = JSON.stringify(
        await handle.db.selectFrom('auth_sessions').selectAll().execute(),
      )
      expect(stored).not.toContain(first)
      expect(stored).not.toContain(second)
    })

    test('behavior: a retired token used after the grace period revokes its whole family (SECURITY.md T25)', async () => {
      const { token: first } = await login('ola@example.com')
      advance(31)
      const { token: otherDevice } = await login('ola@example.com')
      const second = (await refresh(first)).body.token
      const third = (await refresh(second)).body.token
      advance(60)
      expect((await getSession(third)).status).toBe(200)
      // The thief (or a stale copy) shows the first token again: every token of that login dies.
      const reused = await getSession(first)
      expect(reused.status).toBe(401)
      expect((await reused.json()).error.code).toBe('unauthorized')
      expect((await getSession(third)).status).toBe(401)
      expect((await refresh(third)).status).toBe(401)
      // Another login of the same user is another family.
      expect((await getSession(otherDevice)).status).toBe(200)
      // A retired token used on a refresh after the grace period does the same.
      const fourth = (await refresh(otherDevice)).body.token
      advance(61)
      expect((await refresh(otherDevice)).status).toBe(401)
      expect((await getSession(fourth)).status).toBe(401)
    })

    test('behavior: a refresh with a token retired less than 60 s ago (a lost reply) gives another token of the family', async () => {
      const { token: first } = await login('pia@example.com')
      const lost = (await refresh(first)).body.token
      advance(30)
      const again = await refresh(first)
      expect(again.status).toBe(200)
      expect(again.body.token).not.toBe(lost)
      advance(31)
      expect((await getSession(again.body.token)).status).toBe(200)
      // Still one family: the first token, after its grace period, ends both.
      expect((await getSession(first)).status).toBe(401)
      expect((await getSession(again.body.token)).status).toBe(401)
      expect((await getSession(lost)).status).toBe(401)
    })

    test('behavior: a session ends SESSION_MAX_AGE_SECONDS after the login, however often it is rotated', async () => {
      const short = createAuthApp(handle.db, {
        sessionIdleTtlSeconds: 3600,
        sessionMaxAgeSeconds: 3 * 3600,
        sessionRotateAfterSeconds: 600,
      })
      const options = { app: short }
      let { token, refreshAfterSeconds } = await login('quy@example.com', options)
      expect(refreshAfterSeconds).toBe(600)
      for (let elapsed = 0; elapsed < 3 * 3600 - 3000; elapsed += 3000) {
        advance(3000)
        const rotated = await refresh(token, options)
        expect(rotated.status).toBe(200)
        token = rotated.body.token
      }
      // 9000 s after the login: the token would live until 12600 s, the session ends at 10800 s.
      advance(10_800 - 9000 - 1)
      expect((await getSession(token, options)).status).toBe(200)
      advance(1)
      expect((await getSession(token, options)).status).toBe(401)
      expect((await refresh(token, options)).status).toBe(401)
    })

    test('behavior: refreshes count against the session routes’ quota per source', async () => {
      const limited = createAuthApp(handle.db, {}, undefined, {
        sessions: { points: 2, durationSeconds: 60 },
      })
      const { token } = await login('sal@example.com')
      const first = await refresh(token, { app: limited })
      expect(first.status).toBe(200)
      expect((await refresh(first.body.token, { app: limited })).status).toBe(200)
      expect((await refresh(first.body.token, { app: limited })).status).toBe(429)
    })

    test('behavior: sign-out ends every token of that login, and only that login', async () => {
      const { token: first } = await login('rob@example.com')
      advance(31)
      const { token: otherDevice } = await login('rob@example.com')
      const second = (await refresh(first)).body.token
      expect((await post('/auth/v1/sign-out', undefined, { token: second })).status).toBe(204)
      expect((await getSession(first)).status).toBe(401)
      expect((await getSession(second)).status).toBe(401)
      expect((await getSession(otherDevice)).status).toBe(200)
      // The retired token of a login that signed out is just unknown.
      expect((await post('/auth/v1/sign-out', undefined, { token: first })).status).toBe(401)
    })

    test.each([
      ['none', undefined],
      ['Basic', 'Basic abc'],
      ['short', 'Bearer abc'],
      ['unknown', `Bearer ${'A'.repeat(43)}`],
    ])('error: 401 with WWW-Authenticate (%s)', async (_, authorization) => {
      const response = await request('GET', '/auth/v1/session', undefined, {
        headers: authorization ? { Authorization: authorization } : {},
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(await response.json()).toEqual({
        error: {
          code: 'unauthorized',
          message: 'Send Authorization: Bearer <token> with a live session.',
        },
      })
    })
  })

  describe('email update', () => {
    test('default: the current address confirms, then the new one; the old one is told', async () => {
      const { token, user } = await login('nina@example.com')
      advance(31)
      const started = await post(
        '/auth/v1/email/update/start',
        { newEmail: 'Nina@New.example' },
        { token },
      )
      expect(started.status).toBe(200)
      expect(await started.json()).toEqual({ ok: true })
      const [primaryMail] = mailsTo('nina@example.com')
      expect(primaryMail?.subject).toBe('Confirm your Latch email change')
      expect(mailsTo('nina@new.example')).toHaveLength(0)

      const primary = codeFor('nina@example.com')
      // A change code is not a login code.
      expect((await verify('nina@example.com', primary)).status).toBe(401)
      const wrong = await post(
        '/auth/v1/email/update/verify-primary',
        { otp: wrongCode(primary) },
        { token },
      )
      expect(wrong.status).toBe(401)
      const confirmed = await post(
        '/auth/v1/email/update/verify-primary',
        { otp: primary },
        { token },
      )
      expect(confirmed.status).toBe(200)
      expect(mailsTo('nina@new.example')[0]?.subject).toBe('Confirm your new Latch login email')

      const secondary = codeFor('nina@new.example')
      const done = await post(
        '/auth/v1/email/update/verify-secondary',
        { otp: secondary },
        { token },
      )
      expect(done.status).toBe(200)
      const changed = await done.json()
      expect(changed).toEqual({
        newEmail: 'nina@new.example',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshAfterSeconds: 900,
      })
      expect(mailsTo('nina@example.com')[0]).toMatchObject({
        subject: 'Your Latch login email was changed',
        text: expect.stringContaining('changed to n***@new.example.'),
      })
      // The session that made the change goes on with a new token; its old one is gone.
      expect((await getSession(token)).status).toBe(401)
      const session = await getSession(changed.token)
      expect(await session.json()).toEqual({
        user: { id: user.id, email: 'nina@new.example' },
        refreshAfterSeconds: 900,
      })
      advance(31)
      expect((await login('nina@new.example')).user).toEqual({
        id: user.id,
        email: 'nina@new.example',
        isNewUser: false,
      })
    })

    test('behavior: a change of the login email ends every other session of the user', async () => {
      const { token: here } = await login('uri@example.com')
      advance(31)
      const { token: elsewhere } = await login('uri@example.com')
      // A token retired less than 60 s before the change is no way back in either.
      const rotated = (await refresh(here)).body.token
      advance(31)
      await post('/auth/v1/email/update/start', { newEmail: 'uri@new.example' }, { token: rotated })
      await post(
        '/auth/v1/email/update/verify-primary',
        { otp: codeFor('uri@example.com') },
        { token: rotated },
      )
      const done = await post(
        '/auth/v1/email/update/verify-secondary',
        { otp: codeFor('uri@new.example') },
        { token: rotated },
      )
      expect(done.status).toBe(200)
      const { token: fresh } = await done.json()
      for (const token of [here, rotated, elsewhere])
        expect((await getSession(token)).status, token).toBe(401)
      expect((await getSession(fresh)).status).toBe(200)
      expect(
        await handle.db.selectFrom('auth_sessions').select('token_hash').execute(),
      ).toHaveLength(1)
    })

    test('error: skipping the primary step fails', async () => {
      const { token } = await login('omar@example.com')
      const early = await post('/auth/v1/email/update/verify-primary', { otp: '123456' }, { token })
      expect(early.status).toBe(409)
      expect(await early.json()).toEqual({
        error: {
          code: 'no_pending_change',
          message: 'Start the email change first.',
        },
      })
      advance(31)
      await post('/auth/v1/email/update/start', { newEmail: 'omar@new.example' }, { token })
      const primary = codeFor('omar@example.com')
      // Neither the primary code nor any other is accepted as the second step.
      for (const otp of [primary, '000000']) {
        const skipped = await post('/auth/v1/email/update/verify-secondary', { otp }, { token })
        expect(skipped.status).toBe(409)
        expect(await skipped.json()).toEqual({
          error: {
            code: 'no_pending_change',
            message: 'Confirm the code sent to the current email first.',
          },
        })
      }
      expect(mailsTo('omar@new.example')).toHaveLength(0)
      const session = await request('GET', '/auth/v1/session', undefined, { token })
      expect((await session.json()).user.email).toBe('omar@example.com')
    })

    test('error: the update routes need a session', async () => {
      for (const path of ['start', 'verify-primary', 'verify-secondary']) {
        const response = await post(`/auth/v1/email/update/${path}`, { otp: '123456' })
        expect(response.status).toBe(401)
      }
    })

    test('error: same_email, invalid_email, email_in_use', async () => {
      await login('pat@example.com')
      const { token } = await login('quinn@example.com')
      const same = await post(
        '/auth/v1/email/update/start',
        { newEmail: 'QUINN@example.com' },
        { token },
      )
      expect(same.status).toBe(400)
      expect((await same.json()).error.code).toBe('same_email')
      const invalid = await post('/auth/v1/email/update/start', { newEmail: 'nope' }, { token })
      expect(await invalid.json()).toEqual({
        error: {
          code: 'invalid_email',
          message: 'Invalid email address.',
        },
      })
      advance(31)
      await post('/auth/v1/email/update/start', { newEmail: 'pat@example.com' }, { token })
      await post(
        '/auth/v1/email/update/verify-primary',
        { otp: codeFor('quinn@example.com') },
        { token },
      )
      const taken = await post(
        '/auth/v1/email/update/verify-secondary',
        { otp: codeFor('pat@example.com') },
        { token },
      )
      expect(taken.status).toBe(409)
      expect((await taken.json()).error.code).toBe('email_in_use')
    })

    test('behavior: the new address is throttled like a login', async () => {
      const { token } = await login('rae@example.com')
      advance(31)
      await post('/auth/v1/email/update/start', { newEmail: 'rae@new.example' }, { token })
      await startLogin('rae@new.example')
      advance(10)
      const throttled = await post(
        '/auth/v1/email/update/verify-primary',
        { otp: codeFor('rae@example.com') },
        { token },
      )
      expect(throttled.status).toBe(429)
      expect((await throttled.json()).error.retryAfterSeconds).toBe(20)
      advance(20)
      // The refused try did not use the code up.
      const confirmed = await post(
        '/auth/v1/email/update/verify-primary',
        { otp: codeFor('rae@example.com') },
        { token },
      )
      expect(confirmed.status).toBe(200)
    })
  })

  describe('origins and bodies', () => {
    test('default: the project origin and FRAME_ORIGIN are allowed, with CORS headers', async () => {
      for (const allowed of [origin, frameOrigin]) {
        const response = await startLogin(`x${allowed.length}@example.com`, {
          headers: { Origin: allowed },
        })
        expect(response.status).toBe(200)
        expect(response.headers.get('access-control-allow-origin')).toBe(allowed)
        expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After')
        expect(response.headers.get('vary')).toBe('Origin')
        const preflight = await app.request('/auth/v1/session?projectId=demo', {
          method: 'OPTIONS',
          headers: { Origin: allowed, 'Access-Control-Request-Headers': 'authorization' },
        })
        expect(preflight.status).toBe(204)
        expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed)
        // The frame sends the site's answer to the login challenge as X-Latch-Challenge.
        expect(preflight.headers.get('access-control-allow-headers')).toBe(
          'Authorization, Content-Type, X-Latch-Challenge',
        )
      }
    })

    test('error: another origin is refused before anything is sent', async () => {
      for (const bad of [
        'https://evil.example',
        'null',
        `${origin}.evil.io`,
        'https://frame.example.net:444',
      ]) {
        const response = await startLogin('sam@example.com', { headers: { Origin: bad } })
        expect(response.status).toBe(403)
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
        expect(await response.json()).toEqual({
          error: {
            code: 'origin_not_allowed',
            message: 'This origin is not allowed for the project.',
          },
        })
        const preflight = await app.request('/auth/v1/email/start?projectId=demo', {
          method: 'OPTIONS',
          headers: { Origin: bad },
        })
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      }
      // The project's origin is not another project's.
      const response = await startLogin('sam@example.com', {
        projectId: 'other',
        headers: { Origin: origin },
      })
      expect(response.status).toBe(403)
      expect(mailsTo('sam@example.com')).toHaveLength(0)
    })

    test.each([
      ['malformed JSON', '{"email":', {}, 400, 'invalid_json', 'The body is not valid JSON.'],
      [
        'not JSON',
        'email=a@example.com',
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        415,
        'unsupported_media_type',
        'The body must be JSON sent as application/json.',
      ],
      [
        'over 4 KB',
        JSON.stringify({ email: `${'a'.repeat(5000)}@example.com` }),
        {},
        413,
        'payload_too_large',
        'The body must be at most 4096 bytes.',
      ],
      [
        'not an object',
        '[]',
        {},
        400,
        'invalid_request',
        'Invalid request body: Invalid input: expected object, received array.',
      ],
    ])('error: %s', async (_, body, headers, status, error, message) => {
      const response = await post('/auth/v1/email/start', body, { headers })
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: { code: error, message } })
    })

    test('error: projectId', async () => {
      const missing = await app.request('/auth/v1/email/start', { method: 'POST' })
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: 'Invalid query parameter projectId: is required.',
        },
      })
      const unknown = await startLogin('tom@example.com', { projectId: 'nope' })
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({
        error: {
          code: 'unknown_project',
          message: 'Project nope does not exist.',
        },
      })
    })
  })

  describe('dev mailbox', () => {
    let mailboxApp: ReturnType<typeof createAuthApp>
    beforeAll(() => {
      if (database.url) mailboxApp = createAuthApp(handle.db, { devMailbox: true, port: 8787 })
    })

    test('default: the sink received the mail over SMTP; the JSON and the page show it', async () => {
      await startLogin('uma@example.com')
      const [mail] = mailsTo('uma@example.com')
      const code = /Your Latch login code is (\d{6})\./.exec(mail?.raw ?? '')?.[1]
      expect(mail?.raw).toMatch(/^From: Latch <login@latch\.localhost>\r$/m)
      expect(code).toMatch(/^\d{6}$/)
      const json = await mailboxApp.request(
        'http://127.0.0.1:8787/dev/mailbox.json',
        {},
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      )
      expect(json.headers.get('cache-control')).toBe('no-store')
      const { mails } = await json.json()
      expect(mails[0]).toEqual({
        to: 'uma@example.com',
        subject: 'Your Latch login code',
        text: expect.stringContaining(`code is ${code}.`),
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect((await verify('uma@example.com', code ?? '')).status).toBe(200)
    })

    test('behavior: the page escapes what it shows', async () => {
      await mailer.send({
        to: 'victim@example.com',
        subject: '<script>alert(1)</script>',
        text: '<img src=x onerror=alert(1)> & "quotes"',
      })
      const page = await mailboxApp.request(
        'http://127.0.0.1:8787/dev/mailbox',
        {},
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      )
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      )
      const html = await page.text()
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;')
      expect(html).not.toContain('<script')
      expect(html).not.toContain('<img')
    })

    test('behavior: not served with SMTP_URL or DEV_MAILBOX=false', async () => {
      for (const config of [
        { smtpUrl: 'smtp://127.0.0.1:1', devMailbox: true },
        { devMailbox: false },
      ]) {
        const off = createAuthApp(handle.db, config)
        const peer = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
        expect((await off.request('http://127.0.0.1:8787/dev/mailbox', {}, peer)).status).toBe(404)
        expect((await off.request('http://127.0.0.1:8787/dev/mailbox.json', {}, peer)).status).toBe(
          404,
        )
      }
    })
  })
})
