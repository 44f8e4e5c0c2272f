import { createTestApp, databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'

describe.each(databases)('health ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  test('default: /health and /ready', async () => {
    const app = createTestApp({ db: handle.db })
    const health = await app.request('/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await app.request('/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  test('error: /ready is 503 when the database does not answer; /health stays 200', async () => {
    const db = createDatabase({ url: handle.url })
    await migrateToLatest(db)
    const logLines: string[] = []
    const app = createTestApp({ db, logLines })
    await db.destroy()
    const ready = await app.request('/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    })
    expect((await app.request('/health')).status).toBe(200)
    expect(logLines.some((line) => line.includes('database not ready'))).toBe(true)
  })
})
