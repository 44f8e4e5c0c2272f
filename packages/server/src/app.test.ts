import { createTestApp, databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'

describe.each(databases)('createApp ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  test('behavior: one log line per request, without query or body', async () => {
    const logLines: string[] = []
    const app = createTestApp({ db: handle.db, logLines })
    await app.request('/getWallets?projectId=demo&search=secret-search')
    await app.request('/analytics/v1/events?projectId=demo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer top-secret' },
      body: JSON.stringify({
        projectId: 'demo',
        events: [{ event: 'SECRET_EVENT', timestamp: 1 }],
      }),
    })
    expect(logLines).toHaveLength(2)
    const [first, second] = logLines.map((line) => JSON.parse(line))
    expect(first).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/getWallets',
      status: 200,
    })
    expect(typeof first.ms).toBe('number')
    // An unknown event name: 400, and the log does not say which.
    expect(second).toMatchObject({ method: 'POST', path: '/analytics/v1/events', status: 400 })
    expect(logLines.join('\n')).not.toMatch(/secret/i)
  })

  test('behavior: nosniff on every answer', async () => {
    const app = createTestApp({ db: handle.db })
    for (const path of ['/health', '/nope', '/getWallets'])
      expect((await app.request(path)).headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('error: an unknown route is a JSON 404', async () => {
    const app = createTestApp({ db: handle.db })
    for (const [method, path] of [
      ['GET', '/nope'],
      ['POST', '/getWallets'],
      ['DELETE', '/health'],
    ] as const) {
      const response = await app.request(path, { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no such route.' },
      })
    }
  })

  test('error: an unexpected failure is a 500 internal_error without details; the log has them', async () => {
    const logLines: string[] = []
    const app = createTestApp({ db: handle.db, logLines })
    // A table that is gone makes every query fail the way a broken database would.
    await handle.db.schema.alterTable('wallets').renameTo('wallets_moved').execute()
    try {
      const response = await app.request('/getWallets?projectId=demo')
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal_error', message: 'An internal error occurred.' },
      })
      expect(text).not.toMatch(/wallets|sql|stack/i)
      const logged = logLines
        .map((line) => JSON.parse(line))
        .find((line) => line.msg === 'unhandled error')
      expect(logged).toMatchObject({ level: 'error', method: 'GET', path: '/getWallets' })
      expect(JSON.stringify(logged.error)).toMatch(/wallets/)
    } finally {
      await handle.db.schema.alterTable('wallets_moved').renameTo('wallets').execute()
    }
  })
})
