import type { ApiErrorBody } from '@latch/core'
import { testAdminToken as adminToken, databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
import { createApp } from './app.js'
import { loadConfig } from './config/loadConfig.js'
import { createLogger } from './logger.js'
import { createProject } from './projects/createProject.js'
import type { RateLimitRules } from './rateLimit/rateLimitRules.js'

const origin = 'https://app.example.com'
const projectId = 'errors'

type Call = { path: string; init?: RequestInit | undefined }
type Answer = { status: number; headers: Headers; body: ApiErrorBody }

// The same kind of failure on each route family: one status, one code, one body shape.
const kinds: { kind: string; status: number; code: string; calls: Call[] }[] = [
  {
    kind: 'a malformed projectId',
    status: 400,
    code: 'invalid_request',
    calls: [
      { path: '/getWallets?projectId=bad%20id' },
      { path: '/projects/v1/origins?projectId=bad%20id' },
      { path: '/getAnalyticsConfig?projectId=bad%20id' },
      { path: '/auth/v1/session?projectId=bad%20id' },
    ],
  },
  {
    kind: 'an unknown project',
    status: 404,
    code: 'unknown_project',
    calls: [
      { path: '/projects/v1/origins?projectId=nope' },
      {
        path: '/analytics/v1/counts?projectId=nope&from=2026-01-01&to=2026-01-02',
        init: { headers: { Authorization: `Bearer ${adminToken}` } },
      },
      {
        path: '/analytics/v1/events?projectId=nope',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({
            projectId: 'nope',
            events: [{ event: 'MODAL_OPEN', timestamp: 1 }],
          }),
        },
      },
      {
        path: '/auth/v1/email/start?projectId=nope',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'a@example.com' }),
        },
      },
    ],
  },
  {
    kind: 'a body that is not JSON',
    status: 400,
    code: 'invalid_json',
    calls: [
      {
        path: `/analytics/v1/events?projectId=${projectId}`,
        init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
      },
      {
        path: `/auth/v1/email/start?projectId=${projectId}`,
        init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
      },
    ],
  },
  {
    kind: 'a body that is too large',
    status: 413,
    code: 'payload_too_large',
    calls: [
      {
        path: `/analytics/v1/events?projectId=${projectId}`,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: 'x'.repeat(100_000),
        },
      },
      {
        path: `/auth/v1/email/start?projectId=${projectId}`,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: 'x'.repeat(100_000),
        },
      },
    ],
  },
  {
    kind: 'no bearer token',
    status: 401,
    code: 'unauthorized',
    calls: [
      { path: `/analytics/v1/counts?projectId=${projectId}&from=2026-01-01&to=2026-01-02` },
      { path: `/auth/v1/session?projectId=${projectId}` },
    ],
  },
  {
    kind: 'an origin the project does not allow',
    status: 403,
    code: 'origin_not_allowed',
    calls: [
      {
        path: `/analytics/v1/events?projectId=${projectId}`,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
          body: JSON.stringify({ projectId, events: [{ event: 'MODAL_OPEN', timestamp: 1 }] }),
        },
      },
      {
        path: `/auth/v1/session?projectId=${projectId}`,
        init: { headers: { Origin: 'https://evil.example' } },
      },
    ],
  },
  {
    kind: 'a route that does not exist',
    status: 404,
    code: 'not_found',
    calls: [{ path: '/nope' }, { path: '/getWallets', init: { method: 'DELETE' } }],
  },
]

// Every quota at one request, so the second call of a family is refused.
const oneEach: Partial<RateLimitRules> = {
  wallets: { points: 1, durationSeconds: 60 },
  images: { points: 1, durationSeconds: 60 },
  analytics: { points: 1, durationSeconds: 60 },
  sessions: { points: 1, durationSeconds: 60 },
  keyShares: { points: 1, durationSeconds: 60 },
}

describe.each(databases)('one error dialect ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  const createErrorApp = (rateLimits?: Partial<RateLimitRules> | undefined) =>
    createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN: adminToken } }),
        authSecret: 'test-auth-secret-0123456789-abcdefghij',
      },
      logger: createLogger({ level: 'silent' }),
      rateLimits,
    })

  const ensureProject = async () => {
    const exists = await handle.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', projectId)
      .executeTakeFirst()
    if (!exists)
      await createProject(handle.db, { id: projectId, name: 'Errors', origins: [origin] })
  }

  const call = async (app: ReturnType<typeof createApp>, { path, init }: Call): Promise<Answer> => {
    const response = await app.request(path, init)
    return { status: response.status, headers: response.headers, body: await response.json() }
  }

  // The body is `{ error: { code, message } }` and nothing else (a `retryAfterSeconds` with 429).
  const expectShape = (answer: Answer) => {
    expect(Object.keys(answer.body)).toEqual(['error'])
    const { code, message, ...rest } = answer.body.error
    expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
    expect(typeof message).toBe('string')
    expect(message.length).toBeGreaterThan(0)
    expect(rest).toEqual(answer.status === 429 ? { retryAfterSeconds: expect.any(Number) } : {})
  }

  for (const { kind, status, code, calls } of kinds)
    test(`error: ${kind} is ${status} ${code} on every route`, async () => {
      await ensureProject()
      const app = createErrorApp()
      for (const each of calls) {
        const answer = await call(app, each)
        expect({ path: each.path, status: answer.status, code: answer.body.error?.code }).toEqual({
          path: each.path,
          status,
          code,
        })
        expectShape(answer)
        if (status === 401) expect(answer.headers.get('www-authenticate')).toBe('Bearer')
      }
    })

  test('error: a used-up quota is 429 throttled with retryAfterSeconds and Retry-After on every route', async () => {
    await ensureProject()
    const app = createErrorApp(oneEach)
    for (const path of [
      `/getWallets?projectId=${projectId}`,
      `/getAnalyticsConfig?projectId=${projectId}`,
      `/auth/v1/session?projectId=${projectId}`,
    ]) {
      await app.request(path)
      const answer = await call(app, { path })
      expect({ path, status: answer.status, code: answer.body.error?.code }).toEqual({
        path,
        status: 429,
        code: 'throttled',
      })
      expectShape(answer)
      const seconds = answer.body.error.retryAfterSeconds
      expect(answer.headers.get('retry-after')).toBe(String(seconds))
      // The spec's words (section 5, the email throttle), on every route.
      expect(answer.body.error.message).toBe(`Please try again after ${seconds} seconds`)
    }
  })
})
