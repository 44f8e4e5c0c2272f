import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { databases, useTestDatabase } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { createApp } from '../app.js'
import { loadConfig } from '../config/loadConfig.js'
import { toSqlitePath } from '../db/createDatabase.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { createMailer, type Mailer } from './createMailer.js'

// A fixed code, so the scan looks for a known value (SECURITY.md section 4, test 32).
vi.mock('./generateCode.js', () => ({ generateCode: () => '917364' }))

const canaryCode = '917364'
const canaryEmail = 'canary.7f3a9c@example.test'
const sqlite = databases.find((database) => database.name === 'sqlite')

describe('logs.canary (email login)', () => {
  const handle = useTestDatabase(sqlite ?? { name: 'sqlite', url: 'sqlite:' })
  const { test } = handle
  const mailer = createMailer({ config: { smtpUrl: undefined, mailFrom: 'login@latch.localhost' } })
  const logLines: string[] = []

  const appWith = (target: Mailer) =>
    createApp({
      db: handle.db,
      // No AUTH_SECRET: the random per-process key and its warning are part of what is scanned.
      config: loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
      logger: createLogger({ level: 'debug', write: (line) => logLines.push(line) }),
      mailer: target,
    })

  beforeAll(async () => {
    await createProject(handle.db, {
      id: 'demo',
      name: 'Demo',
      origins: ['https://app.example.com'],
    })
  })
  afterAll(() => mailer.close())

  const call = (
    app: ReturnType<typeof appWith>,
    method: string,
    path: string,
    init: { body?: unknown; token?: string } = {},
  ) =>
    app.request(`${path}?projectId=demo`, {
      method,
      headers: {
        Origin: 'https://app.example.com',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })

  test('default: no code, token or email in the logs; no code or token in the database files', async () => {
    const app = appWith(mailer)
    const typed = ` ${canaryEmail.toUpperCase()} `
    expect(
      (await call(app, 'POST', '/auth/v1/email/start', { body: { email: typed } })).status,
    ).toBe(200)
    expect(mailer.mailbox?.list()[0]?.text).toContain(canaryCode)
    const wrong = await call(app, 'POST', '/auth/v1/email/verify', {
      body: { email: typed, code: '000000' },
    })
    expect(wrong.status).toBe(401)
    const verified = await call(app, 'POST', '/auth/v1/email/verify', {
      body: { email: typed, code: canaryCode },
    })
    expect(verified.status).toBe(200)
    const { token } = await verified.json()
    expect((await call(app, 'GET', '/auth/v1/session', { token })).status).toBe(200)
    expect((await call(app, 'POST', '/auth/v1/sign-out', { token })).status).toBe(204)

    const logs = logLines.join('\n')
    expect(logs).toContain('"msg":"signed in"')
    expect(logs).toContain('AUTH_SECRET is not set')
    for (const secret of [canaryCode, token, canaryEmail, canaryEmail.toUpperCase(), 'canary'])
      expect(logs).not.toContain(secret)

    const directory = dirname(toSqlitePath(handle.url))
    const files = readdirSync(directory).map((name) => readFileSync(join(directory, name)))
    const bytes = Buffer.concat(files)
    expect(files.length).toBeGreaterThan(0)
    // The users table holds the email by design: the scan does see the files' contents.
    expect(bytes.includes(canaryEmail)).toBe(true)
    for (const secret of [canaryCode, token]) expect(bytes.includes(secret)).toBe(false)
  })

  test('behavior: a failed send is logged by its codes only, and the answer is the same', async () => {
    const failing: Mailer = {
      send: async (mail) => {
        throw Object.assign(new Error(`Recipient <${mail.to}> rejected: code in ${mail.text}`), {
          code: 'EENVELOPE',
          responseCode: 550,
          command: 'RCPT TO',
        })
      },
      mailbox: undefined,
      close: async () => {},
    }
    logLines.length = 0
    const response = await call(appWith(failing), 'POST', '/auth/v1/email/start', {
      body: { email: 'canary.other@example.test' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const failure = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'mail not sent')
    expect(failure).toMatchObject({
      level: 'error',
      projectId: 'demo',
      reason: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    })
    expect(logLines.join('\n')).not.toMatch(/canary|917364/)
  })
})
