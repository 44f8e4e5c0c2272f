import {
  createTestApp,
  databases,
  dumpDatabase,
  testAdminToken,
  useTestDatabase,
} from '@latch/test/server'
import { beforeAll, beforeEach, describe, expect } from 'vitest'
import { knownEventNames } from '../analytics/analyticsBatchSchema.js'
import { createProject } from '../projects/createProject.js'

const origin = 'https://app.example.com'

describe.each(databases)('analytics ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let today = new Date('2026-03-01T12:00:00Z')
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
    await createProject(handle.db, { id: 'other', name: 'Other' })
    app = createTestApp({ db: handle.db, now: () => today })
  })

  beforeEach(async () => {
    if (!database.url) return
    await handle.db.deleteFrom('analytics_events').execute()
    today = new Date('2026-03-01T12:00:00Z')
  })

  // From a page of the project, as browsers send it, unless `origin` says otherwise.
  const post = (
    body: unknown,
    init: {
      headers?: Record<string, string>
      query?: string
      origin?: string | null
      app?: ReturnType<typeof createTestApp>
    } = {},
  ) =>
    (init.app ?? app).request(`/analytics/v1/events${init.query ?? '?projectId=demo'}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        ...(init.origin === null ? {} : { Origin: init.origin ?? origin }),
        ...init.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const batch = (...events: string[]) => ({
    projectId: 'demo',
    events: events.map((event) => ({ event, timestamp: 1_772_366_400_000 })),
  })
  const counts = async (query = 'projectId=demo') => {
    const response = await app.request(`/analytics/v1/counts?${query}`, {
      headers: { Authorization: `Bearer ${testAdminToken}` },
    })
    return { status: response.status, body: await response.json() }
  }

  describe('GET /getAnalyticsConfig', () => {
    test('default', async () => {
      const response = await app.request('/getAnalyticsConfig?projectId=demo')
      expect(await response.json()).toEqual({ isAnalyticsEnabled: true })
    })

    test('parameters: ANALYTICS_ENABLED=false', async () => {
      const off = createTestApp({ db: handle.db, config: { analyticsEnabled: false } })
      const response = await off.request('/getAnalyticsConfig?projectId=demo')
      expect(await response.json()).toEqual({ isAnalyticsEnabled: false })
    })

    test('behavior: off for an unknown project', async () => {
      const response = await app.request('/getAnalyticsConfig?projectId=unknown')
      expect(await response.json()).toEqual({ isAnalyticsEnabled: false })
    })

    test('error: projectId', async () => {
      const response = await app.request('/getAnalyticsConfig')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: 'Invalid query parameter projectId: is required.',
        },
      })
    })
  })

  describe('POST /analytics/v1/events', () => {
    test('default: 202, counts per project, event and UTC day', async () => {
      const response = await post(batch('MODAL_OPEN', 'MODAL_OPEN', 'CONNECT_SUCCESS'), {
        headers: { Origin: origin },
      })
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ accepted: 3 })
      expect((await post(batch('MODAL_OPEN'))).status).toBe(202)
      today = new Date('2026-03-02T00:00:01Z')
      await post(batch('MODAL_OPEN'))
      expect((await counts()).body).toEqual({
        counts: [
          { day: '2026-03-01', event: 'CONNECT_SUCCESS', count: 1 },
          { day: '2026-03-01', event: 'MODAL_OPEN', count: 3 },
          { day: '2026-03-02', event: 'MODAL_OPEN', count: 1 },
        ],
      })
    })

    test('behavior: stores counts only, never properties', async () => {
      await post({
        projectId: 'demo',
        events: [
          {
            event: 'CONNECT_ERROR',
            timestamp: 1,
            properties: { wallet: 'secret-ish', ok: false, n: 1 },
          },
        ],
      })
      const dump = JSON.stringify(await dumpDatabase(handle.db))
      expect(dump).not.toContain('secret-ish')
      expect(dump).toContain('CONNECT_ERROR')
    })

    test('behavior: application/json is accepted', async () => {
      const response = await post(batch('INITIALIZE'), {
        headers: { 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(202)
    })

    test('error: no Origin (not a page of the project) is 403 and stores nothing', async () => {
      const before = await dumpDatabase(handle.db)
      const response = await post(batch('INITIALIZE'), { origin: null })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: {
          code: 'origin_not_allowed',
          message: 'Events are taken from the pages of the project only: send their Origin.',
        },
      })
      expect(await dumpDatabase(handle.db)).toEqual(before)
    })

    test('behavior: every event the SDK sends, and the spec names, is known', async () => {
      // The SDK's names are checked when the list compiles; these are the spec's (section 5).
      for (const name of [
        'INITIALIZE',
        'SOCIAL_LOGIN_SUCCESS',
        'INTERNAL_SDK_ERROR',
        'DISCONNECT_ERROR',
      ])
        expect(knownEventNames).toContain(name)
      const response = await post(batch(...knownEventNames))
      expect(await response.json()).toEqual({ accepted: knownEventNames.length })
    })

    test('behavior: ANALYTICS_EVENTS_PER_PROJECT_PER_DAY caps what a project counts in a UTC day', async () => {
      const capped = createTestApp({
        db: handle.db,
        now: () => today,
        config: { analyticsEventsPerProjectPerDay: 5 },
      })
      today = new Date('2026-03-01T23:59:00Z')
      const first = await post(batch('MODAL_OPEN', 'MODAL_OPEN', 'MODAL_OPEN'), { app: capped })
      expect(await first.json()).toEqual({ accepted: 3 })
      // What is left of the day's cap is counted, the rest dropped.
      const second = await post(batch('MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_CLOSE'), { app: capped })
      expect(second.status).toBe(202)
      expect(await second.json()).toEqual({ accepted: 2 })
      const refused = await post(batch('MODAL_OPEN'), { app: capped })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(await refused.json()).toEqual({
        error: {
          code: 'throttled',
          message:
            'This project has sent its 5 analytics events for today (UTC). Try again in 60 seconds.',
          retryAfterSeconds: 60,
        },
      })
      expect((await counts()).body.counts).toEqual([
        { day: '2026-03-01', event: 'MODAL_CLOSE', count: 1 },
        { day: '2026-03-01', event: 'MODAL_OPEN', count: 4 },
      ])
      // The next day counts again.
      today = new Date('2026-03-02T00:00:00Z')
      expect(await (await post(batch('MODAL_OPEN'), { app: capped })).json()).toEqual({
        accepted: 1,
      })
    })

    test('behavior: the query projectId may be left out (it is in the body)', async () => {
      expect((await post(batch('INITIALIZE'), { query: '' })).status).toBe(202)
    })

    test('parameters: ANALYTICS_ENABLED=false answers 202 and stores nothing', async () => {
      const off = createTestApp({ db: handle.db, config: { analyticsEnabled: false } })
      const before = await dumpDatabase(handle.db)
      const response = await post(batch('MODAL_OPEN'), { app: off })
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ accepted: 0 })
      expect(await dumpDatabase(handle.db)).toEqual(before)
    })

    const event = { event: 'MODAL_OPEN', timestamp: 1 }
    test.each([
      ['not JSON', '{"projectId":', 'The body is not valid JSON.'],
      ['not an object', [], 'Invalid request body: must be an object.'],
      [
        'no events',
        { projectId: 'demo', events: [] },
        'Invalid body field events: must hold at least one event.',
      ],
      [
        '51 events',
        { projectId: 'demo', events: Array(51).fill(event) },
        'Invalid body field events: must hold at most 50 events.',
      ],
      [
        'lower-case event',
        { projectId: 'demo', events: [{ ...event, event: 'modal_open' }] },
        'Invalid body field events[0].event: must be 1 to 40 of A-Z and _.',
      ],
      [
        'long event',
        { projectId: 'demo', events: [{ ...event, event: 'A'.repeat(41) }] },
        'Invalid body field events[0].event: must be 1 to 40 of A-Z and _.',
      ],
      [
        'event with SQL',
        { projectId: 'demo', events: [{ ...event, event: "X'; DROP TABLE x; --" }] },
        'Invalid body field events[0].event: must be 1 to 40 of A-Z and _.',
      ],
      [
        'unknown event',
        { projectId: 'demo', events: [{ ...event, event: 'BUY_NOW' }] },
        'Invalid body field events[0].event: must be one of INITIALIZE, MODAL_OPEN, MODAL_CLOSE, SELECT_WALLET, CONNECT_SUCCESS, CONNECT_ERROR, DISCONNECT_SUCCESS, DISCONNECT_ERROR, SWITCH_NETWORK, INTERNAL_SDK_ERROR, SOCIAL_LOGIN_SUCCESS.',
      ],
      [
        'timestamp missing',
        { projectId: 'demo', events: [{ event: 'MODAL_OPEN' }] },
        'Invalid body field events[0].timestamp: must be a number (milliseconds since 1970).',
      ],
      [
        'timestamp negative',
        { projectId: 'demo', events: [{ ...event, timestamp: -1 }] },
        'Invalid body field events[0].timestamp: must not be negative.',
      ],
      [
        'nested property',
        { projectId: 'demo', events: [{ ...event, properties: { a: { b: 1 } } }] },
        'Invalid body field events[0].properties.a: values must be strings of at most 512 characters, finite numbers or booleans.',
      ],
      [
        'null property',
        { projectId: 'demo', events: [{ ...event, properties: { a: null } }] },
        'Invalid body field events[0].properties.a: values must be strings of at most 512 characters, finite numbers or booleans.',
      ],
      [
        'property key',
        { projectId: 'demo', events: [{ ...event, properties: { 'a-b': 1 } }] },
        'Invalid body field events[0].properties.a-b: keys must be 1 to 40 of A-Z a-z 0-9 _.',
      ],
      [
        'unknown event field',
        { projectId: 'demo', events: [{ ...event, email: 'a@b.c' }] },
        'Invalid body field events[0]: has unknown fields email.',
      ],
      [
        'unknown top field',
        { projectId: 'demo', events: [event], scriptUrl: 'https://x' },
        'Invalid request body: has unknown fields scriptUrl.',
      ],
      [
        'projectId malformed',
        { projectId: 'a b', events: [event] },
        'Invalid body field projectId: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
      ],
    ])('error: %s', async (name, body, message) => {
      const before = await dumpDatabase(handle.db)
      const response = await post(body)
      expect(response.status).toBe(400)
      const code = name === 'not JSON' ? 'invalid_json' : 'invalid_request'
      expect(await response.json()).toEqual({ error: { code, message } })
      expect(await dumpDatabase(handle.db)).toEqual(before)
    })

    test('error: query and body projectId differ', async () => {
      const response = await post(batch('MODAL_OPEN'), { query: '?projectId=other' })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toBe(
        'The projectId of the query and of the body differ.',
      )
    })

    test('error: content type', async () => {
      const response = await post(batch('MODAL_OPEN'), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toBe(
        'The body must be JSON sent as application/json or text/plain.',
      )
    })

    test('error: a body over 16 KB is 413 and stores nothing', async () => {
      const before = await dumpDatabase(handle.db)
      const big = {
        projectId: 'demo',
        events: [{ event: 'A', timestamp: 1, properties: { a: 'x'.repeat(17_000) } }],
      }
      const response = await post(big)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: { code: 'payload_too_large', message: 'The body must be at most 16384 bytes.' },
      })
      expect(await dumpDatabase(handle.db)).toEqual(before)
    })

    test('error: unknown project', async () => {
      const response = await post(
        { ...batch('MODAL_OPEN'), projectId: 'nope' },
        { query: '?projectId=nope' },
      )
      expect(response.status).toBe(404)
    })

    test('error: a browser on an origin the project does not allow', async () => {
      const before = await dumpDatabase(handle.db)
      for (const bad of ['https://evil.example', 'null', 'https://app.example.com.evil.io']) {
        const response = await post(batch('MODAL_OPEN'), { headers: { Origin: bad } })
        expect(response.status).toBe(403)
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
      }
      expect(await dumpDatabase(handle.db)).toEqual(before)
    })
  })

  describe('GET /analytics/v1/counts', () => {
    test('parameters: from and to are inclusive', async () => {
      for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
        today = new Date(`${day}T10:00:00Z`)
        await post(batch('MODAL_OPEN'))
      }
      const days = async (query: string) =>
        (await counts(`projectId=demo&${query}`)).body.counts.map((row: { day: string }) => row.day)
      expect(await days('from=2026-03-02')).toEqual(['2026-03-02', '2026-03-03'])
      expect(await days('to=2026-03-02')).toEqual(['2026-03-01', '2026-03-02'])
      expect(await days('from=2026-03-02&to=2026-03-02')).toEqual(['2026-03-02'])
      expect((await counts('projectId=other')).body).toEqual({ counts: [] })
    })

    test('behavior: no-store', async () => {
      const response = await app.request('/analytics/v1/counts?projectId=demo', {
        headers: { Authorization: `Bearer ${testAdminToken}` },
      })
      expect(response.headers.get('cache-control')).toBe('no-store')
    })

    test('error: no Authorization is 401 with WWW-Authenticate', async () => {
      for (const authorization of [
        undefined,
        '',
        'Basic abc',
        'Bearer',
        `bearer ${testAdminToken}`,
      ]) {
        const response = await app.request('/analytics/v1/counts?projectId=demo', {
          headers: authorization === undefined ? {} : { Authorization: authorization },
        })
        expect(response.status).toBe(401)
        expect(response.headers.get('www-authenticate')).toBe('Bearer')
        expect(await response.json()).toEqual({
          error: {
            code: 'unauthorized',
            message: 'Send Authorization: Bearer <ADMIN_TOKEN>.',
          },
        })
      }
    })

    test('error: a wrong token is 403, before any validation', async () => {
      for (const query of ['projectId=demo', 'from=bad']) {
        const response = await app.request(`/analytics/v1/counts?${query}`, {
          headers: { Authorization: `Bearer ${testAdminToken}x` },
        })
        expect(response.status).toBe(403)
        expect(response.headers.get('www-authenticate')).toBeNull()
        expect((await response.json()).error.message).toBe(
          'The bearer token is not the admin token.',
        )
      }
    })

    test('error: without ADMIN_TOKEN, reading over HTTP is off', async () => {
      const locked = createTestApp({ db: handle.db, config: { adminToken: undefined } })
      const response = await locked.request('/analytics/v1/counts?projectId=demo', {
        headers: { Authorization: 'Bearer anything-at-all-here' },
      })
      expect(response.status).toBe(403)
      expect((await response.json()).error.message).toBe(
        'Reading analytics over HTTP is off: set ADMIN_TOKEN.',
      )
    })

    test.each([
      ['projectId missing', '', 404, 'Invalid query parameter projectId: is required.'],
      [
        'from malformed',
        'projectId=demo&from=2026-3-1',
        400,
        'Invalid query parameter from: must be a date as YYYY-MM-DD.',
      ],
      [
        'to impossible',
        'projectId=demo&to=2026-02-30',
        400,
        'Invalid query parameter to: must be a date as YYYY-MM-DD.',
      ],
      [
        'from after to',
        'projectId=demo&from=2026-03-02&to=2026-03-01',
        400,
        'Invalid query parameter from: must not be after to.',
      ],
      ['unknown project', 'projectId=nope', 404, 'Project nope does not exist.'],
    ])('error: %s', async (_, query, status, message) => {
      const { status: actual, body } = await counts(query)
      expect(body.error.message).toBe(message)
      expect(actual).toBe(message.startsWith('Invalid') ? 400 : status)
    })
  })
})
