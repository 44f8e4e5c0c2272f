import { createHash } from 'node:crypto'
import { createRecordingMailer, databases, useTestDatabase } from '@latch/test/server'
import { beforeAll, beforeEach, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { createAuthHashes } from './authHashes.js'

// SECURITY.md T17 and T19, issue 11 item 3: one source (an IPv6 /64, or a few addresses) must not
// be able to lock a whole project out of email login.

const start = Date.parse('2026-03-01T12:00:00Z')
const authSecret = 'test-auth-secret-0123456789-abcdefghij'

/**
 * A real proof of work, as an operator could plug in: the `X-Pow` header holds a nonce whose
 * SHA-256 together with the project id and the hour starts with `difficulty` zero hex digits.
 */
const powDifficulty = 3
const powPrefix = (projectId: string, at: number) =>
  `latch-pow:${projectId}:${Math.floor(at / 3_600_000)}:`
const verifyPow = async (request: Request) => {
  const projectId = new URL(request.url).searchParams.get('projectId') ?? ''
  const nonce = request.headers.get('x-pow') ?? ''
  if (!/^\d{1,12}$/.test(nonce)) return false
  const digest = createHash('sha256')
    .update(`${powPrefix(projectId, start)}${nonce}`)
    .digest('hex')
  return digest.startsWith('0'.repeat(powDifficulty))
}
const solvePow = (projectId: string) => {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256')
      .update(`${powPrefix(projectId, start)}${nonce}`)
      .digest('hex')
    if (digest.startsWith('0'.repeat(powDifficulty))) return String(nonce)
  }
}

describe.each(databases)('login floods ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const mailer = createRecordingMailer()
  const { sent } = mailer
  let time = start
  const now = () => new Date(time)

  const createFloodApp = (
    config: Partial<Config> = {},
    extra: { verifyChallenge?: (request: Request) => Promise<boolean>; logLines?: string[] } = {},
  ) =>
    createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        authSecret,
        ...config,
      },
      logger: createLogger({
        level: extra.logLines ? 'debug' : 'silent',
        write: (line) => extra.logLines?.push(line),
      }),
      now,
      mailer,
      verifyChallenge: extra.verifyChallenge,
    })

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [] })
    await createProject(handle.db, { id: 'other', name: 'Other', origins: [] })
  })

  beforeEach(async () => {
    if (!database.url) return
    time = start
    sent.length = 0
    for (const table of ['auth_sessions', 'auth_users', 'auth_otps', 'auth_send_events'] as const)
      await handle.db.deleteFrom(table).execute()
  })

  let counter = 0
  const startLogin = (
    app: ReturnType<typeof createFloodApp>,
    address: string,
    options: { projectId?: string; headers?: Record<string, string>; email?: string } = {},
  ) =>
    app.request(
      `/auth/v1/email/start?projectId=${options.projectId ?? 'demo'}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...options.headers },
        body: JSON.stringify({ email: options.email ?? `victim-${counter++}@example.com` }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    )

  test('behavior: 200 concurrent requests for one email, again and again for 60 s, mail it at most twice (T19)', async () => {
    const app = createFloodApp()
    const statuses: number[] = []
    for (const second of [0, 10, 20, 29, 30, 45, 59]) {
      time = start + second * 1000
      const round = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          startLogin(app, `198.51.100.${index + 1}`, { email: 'target@example.com' }),
        ),
      )
      statuses.push(...round.map((response) => response.status))
    }
    // One mail at 0 s, one at 30 s: the 30 s throttle holds under concurrency; the rest are 429.
    expect(sent.map((mail) => mail.to)).toEqual(['target@example.com', 'target@example.com'])
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true)
  })

  test('behavior: an IPv6 /64 is one source; IPv4-mapped IPv6 counts as its IPv4 address', async () => {
    const app = createFloodApp()
    // 30 sends per source per hour: a new address of the same /64 for each try does not help.
    for (let index = 1; index <= 30; index++)
      expect((await startLogin(app, `2001:db8:aa:bb::${index.toString(16)}`)).status).toBe(200)
    const refused = await startLogin(app, '2001:db8:aa:bb:ffff:ffff:ffff:ffff')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    // The neighbouring /64 is another subscriber.
    expect((await startLogin(app, '2001:db8:aa:bc::1')).status).toBe(200)

    for (let index = 0; index < 30; index++)
      expect((await startLogin(app, '198.51.100.7')).status).toBe(200)
    expect((await startLogin(app, '::ffff:198.51.100.7')).status).toBe(429)
    expect(sent).toHaveLength(61)
  })

  test('behavior: X-Forwarded-For addresses are bucketed the same way with TRUST_PROXY', async () => {
    const app = createFloodApp({ trustProxy: true })
    const viaProxy = (client: string) =>
      startLogin(app, '127.0.0.1', { headers: { 'X-Forwarded-For': `203.0.113.1, ${client}` } })
    for (let index = 1; index <= 30; index++)
      expect((await viaProxy(`[2001:db8:cc:dd::${index}]:4711`)).status).toBe(200)
    expect((await viaProxy('2001:db8:cc:dd::abcd')).status).toBe(429)
    expect((await viaProxy('2001:db8:cc:de::1')).status).toBe(200)
  })

  test('behavior: a project over its hourly budget still serves sources that sent little', async () => {
    const app = createFloodApp({ loginSendsPerProjectPerHour: 20 })
    const attackers = ['192.0.2.1', '192.0.2.2', '2001:db8:1::1', '2001:db8:2::1', '192.0.2.5']
    // The flood goes round the sources until every one of them is refused.
    const refusedBy = new Set<string>()
    let accepted = 0
    for (let round = 0; refusedBy.size < attackers.length && round < 40; round++)
      for (const address of attackers) {
        const response = await startLogin(app, address)
        if (response.status === 200) accepted++
        else {
          expect(response.status).toBe(429)
          refusedBy.add(address)
        }
      }
    // The budget (20), then at most 3 per source in the hour: 5 sources × 4 rounds.
    expect(accepted).toBe(20)
    // A visitor from anywhere else still gets a code: no project-wide "try again in an hour".
    const visitor = await startLogin(app, '203.0.113.50', { email: 'visitor@example.com' })
    expect(visitor.status).toBe(200)
    expect(sent.at(-1)?.to).toBe('visitor@example.com')
    // The visitor's own resend after 30 s, and a typo fixed, are served too (3 in the hour).
    time += 31_000
    expect((await startLogin(app, '203.0.113.50', { email: 'visitor@example.com' })).status).toBe(
      200,
    )
    expect((await startLogin(app, '203.0.113.50')).status).toBe(200)
    expect((await startLogin(app, '203.0.113.50')).status).toBe(429)
    // Another project is not affected at all.
    expect((await startLogin(app, '192.0.2.1', { projectId: 'other' })).status).toBe(200)
    // An hour later the budget is back.
    time += 3600_000
    expect((await startLogin(app, '192.0.2.1')).status).toBe(200)
  })

  test('behavior: the probe of the issue (1,000 sends in the hour) no longer locks visitors out', async () => {
    const projectKey = createAuthHashes(authSecret).sendKey('project', 'demo')
    await handle.db
      .insertInto('auth_send_events')
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          kind: 'project' as const,
          key_hash: projectKey,
          created_at: new Date(start - 3_600_000 + 7_000 + index * 100).toISOString(),
        })),
      )
      .execute()
    const response = await startLogin(createFloodApp(), '203.0.113.77')
    expect(response.status).toBe(200)
  })

  test('behavior: above LOGIN_CHALLENGE_THRESHOLD a project asks for the operator’s challenge', async () => {
    const app = createFloodApp({ loginChallengeThreshold: 3 }, { verifyChallenge: verifyPow })
    const addresses = ['192.0.2.10', '192.0.2.11', '192.0.2.12']
    for (const address of addresses) expect((await startLogin(app, address)).status).toBe(200)
    const asked = await startLogin(app, '192.0.2.13')
    expect(asked.status).toBe(403)
    expect(await asked.json()).toEqual({
      error: {
        code: 'challenge_required',
        message: 'This project asks for a challenge before it sends a login code.',
      },
    })
    const wrong = await startLogin(app, '192.0.2.13', { headers: { 'X-Pow': '0' } })
    expect(wrong.status === 403 && (await wrong.json()).error.code).toBe('challenge_required')
    expect(sent).toHaveLength(3)
    const solved = await startLogin(app, '192.0.2.13', { headers: { 'X-Pow': solvePow('demo') } })
    expect(solved.status).toBe(200)
    expect(sent).toHaveLength(4)
    // Other projects stay below their threshold.
    expect((await startLogin(app, '192.0.2.14', { projectId: 'other' })).status).toBe(200)
    // Without a hook the threshold changes nothing.
    const plain = createFloodApp({ loginChallengeThreshold: 3 })
    expect((await startLogin(plain, '192.0.2.15')).status).toBe(200)
  })

  test('behavior: a hook that throws counts as a failed challenge, and is logged', async () => {
    const logLines: string[] = []
    const app = createFloodApp(
      { loginChallengeThreshold: 0 },
      {
        verifyChallenge: async () => {
          throw new Error('captcha service down')
        },
        logLines,
      },
    )
    const response = await startLogin(app, '192.0.2.20')
    expect(response.status).toBe(403)
    expect(logLines.some((line) => line.includes('challenge check failed'))).toBe(true)
  })

  test('behavior: without TRUST_PROXY, the first proxied request logs a warning, once', async () => {
    const logLines: string[] = []
    const app = createFloodApp({}, { logLines })
    const warnings = () =>
      logLines
        .map((line) => JSON.parse(line))
        .filter((line) => line.level === 'warn' && /TRUST_PROXY/.test(line.msg))
    await startLogin(app, '127.0.0.1')
    expect(warnings()).toEqual([])
    await startLogin(app, '127.0.0.1', { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    await startLogin(app, '127.0.0.1', { headers: { Forwarded: 'for=203.0.113.9' } })
    expect(warnings().map((line) => line.msg)).toEqual([
      'A request came through a proxy (X-Forwarded-For or Forwarded) but TRUST_PROXY is off: the server sees only the proxy address, so every visitor shares its rate limits. Set TRUST_PROXY=true behind a proxy that sets X-Forwarded-For.',
    ])
    const trusting: string[] = []
    const proxied = createFloodApp({ trustProxy: true }, { logLines: trusting })
    await startLogin(proxied, '127.0.0.1', { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    expect(trusting.some((line) => line.includes('TRUST_PROXY is off'))).toBe(false)
  })
})
