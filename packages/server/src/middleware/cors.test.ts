import { createTestApp, databases, useTestDatabase } from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { createProject } from '../projects/createProject.js'
import { preflightMaxAge } from './cors.js'

const allowed = 'https://app.example.com'

describe.each(databases)('cors ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, {
      id: 'demo',
      name: 'Demo',
      origins: [allowed, 'https://*.preview.example.com'],
    })
    await createProject(handle.db, {
      id: 'other',
      name: 'Other',
      origins: ['https://other.example'],
    })
    app = createTestApp({ db: handle.db })
  })

  const paths = [
    '/getWallets?projectId=demo',
    '/projects/v1/origins?projectId=demo',
    '/getAnalyticsConfig?projectId=demo',
    '/getWalletImage/missing?projectId=demo',
    // Errors carry CORS headers too, so the page can read what went wrong.
    '/getWallets?projectId=demo&entries=0',
  ]

  test.each(paths)('default: an allowed origin is echoed (%s)', async (path) => {
    const response = await app.request(path, { headers: { Origin: allowed } })
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed)
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('behavior: a wildcard entry allows its subdomains', async () => {
    const origin = 'https://pr-12.preview.example.com'
    const response = await app.request('/getWallets?projectId=demo', {
      headers: { Origin: origin },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
  })

  test.each([
    'https://evil.example',
    'https://app.example.com.evil.io',
    'http://app.example.com',
    'https://app.example.com:8443',
    'null',
    'https://other.example',
    'https://preview.example.com',
  ])('error: a disallowed origin gets no CORS header (%s)', async (origin) => {
    const response = await app.request('/getWallets?projectId=demo', {
      headers: { Origin: origin },
    })
    // The request is still answered: CORS is the browser's control, not an access check.
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
  })

  test('behavior: unknown project, no projectId, no Origin', async () => {
    const unknown = await app.request('/getWallets?projectId=nope', {
      headers: { Origin: allowed },
    })
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
    const noProject = await app.request('/health', { headers: { Origin: allowed } })
    expect(noProject.headers.get('access-control-allow-origin')).toBeNull()
    expect(noProject.headers.get('vary')).toBeNull()
    const noOrigin = await app.request('/getWallets?projectId=demo')
    expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull()
    expect(noOrigin.headers.get('vary')).toBe('Origin')
  })

  test('behavior: never *', async () => {
    for (const origin of ['*', allowed, 'null'])
      for (const method of ['GET', 'OPTIONS']) {
        const response = await app.request('/getWallets?projectId=demo', {
          method,
          headers: { Origin: origin },
        })
        expect(response.headers.get('access-control-allow-origin')).not.toBe('*')
      }
  })

  test('default: preflight from an allowed origin', async () => {
    const response = await app.request('/analytics/v1/events?projectId=demo', {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': allowed,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': String(preflightMaxAge),
      vary: 'Origin',
    })
  })

  test.each([
    ['a disallowed origin', '/getWallets?projectId=demo', 'https://evil.example'],
    ['no projectId', '/analytics/v1/events', allowed],
    ['an unknown project', '/getWallets?projectId=nope', allowed],
    ['a malformed projectId', "/getWallets?projectId='", allowed],
  ])('error: preflight with %s gets no CORS headers', async (_, path, origin) => {
    const response = await app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('behavior: a POST whose projectId is only in the body', async () => {
    const response = await app.request('/analytics/v1/events', {
      method: 'POST',
      headers: { Origin: allowed, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ projectId: 'demo', events: [{ event: 'MODAL_OPEN', timestamp: 1 }] }),
    })
    expect(response.status).toBe(202)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed)
  })
})
