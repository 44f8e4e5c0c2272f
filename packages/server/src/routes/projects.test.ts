import { createTestApp, databases, useTestDatabase } from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { createProject } from '../projects/createProject.js'

describe.each(databases)('GET /projects/v1/origins ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, {
      id: 'demo',
      name: 'Demo',
      origins: ['https://b.example.com', 'http://localhost:5173', 'https://*.app.com'],
    })
    await createProject(handle.db, { id: 'empty', name: 'No origins' })
    app = createTestApp({ db: handle.db })
  })

  test('default', async () => {
    const response = await app.request('/projects/v1/origins?projectId=demo')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      allowedOrigins: ['http://localhost:5173', 'https://*.app.com', 'https://b.example.com'],
    })
  })

  test('behavior: a project without origins', async () => {
    const response = await app.request('/projects/v1/origins?projectId=empty')
    expect(await response.json()).toEqual({ allowedOrigins: [] })
  })

  test('error: unknown project', async () => {
    const response = await app.request('/projects/v1/origins?projectId=nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'unknown_project', message: 'Project nope does not exist.' },
    })
  })

  test.each([
    ['missing', '', 'Invalid query parameter projectId: is required.'],
    [
      'malformed',
      "?projectId='%20OR%201=1",
      'Invalid query parameter projectId: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      'given twice',
      '?projectId=a&projectId=b',
      'Invalid query parameter projectId: must be given once.',
    ],
  ])('error: projectId %s', async (_, query, message) => {
    const response = await app.request(`/projects/v1/origins${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
  })
})
