import { afterAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'
import { createLogger } from '../logger.js'
import { createMailer } from './createMailer.js'

const db = createDatabase({ url: 'sqlite::memory:' })
await migrateToLatest(db)
const mailer = createMailer({ config: { smtpUrl: undefined, mailFrom: 'Latch <a@b.test>' } })
afterAll(async () => {
  await mailer.close()
  await db.destroy()
})

const mailboxApp = (config: Partial<Config> = {}, logLines?: string[]) =>
  createApp({
    db,
    config: {
      ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:', PORT: '8787' } }),
      devMailbox: true,
      ...config,
    },
    logger: createLogger({ level: 'debug', write: (line) => logLines?.push(line) }),
    mailer,
  })

// As @hono/node-server passes the socket to the app.
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
const get = (
  app: ReturnType<typeof mailboxApp>,
  path: string,
  options: { host?: string; peer?: string; headers?: Record<string, string> } = {},
) =>
  app.request(
    `http://${options.host ?? '127.0.0.1:8787'}${path}`,
    { headers: { Host: options.host ?? '127.0.0.1:8787', ...options.headers } },
    fromPeer(options.peer ?? '127.0.0.1'),
  )

describe('dev mailbox', () => {
  test('default: off unless DEV_MAILBOX is set (npm start sets it)', async () => {
    expect(loadConfig({ env: {} }).devMailbox).toBe(false)
    expect(loadConfig({ env: { DEV_MAILBOX: 'true' } }).devMailbox).toBe(true)
    const app = createApp({
      db,
      config: loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
      logger: createLogger({ level: 'silent' }),
      mailer,
    })
    expect((await get(app, '/dev/mailbox.json')).status).toBe(404)
  })

  test('behavior: served to loopback peers at 127.0.0.1, localhost or [::1] with the port', async () => {
    const app = mailboxApp()
    for (const [host, peer] of [
      ['127.0.0.1:8787', '127.0.0.1'],
      ['localhost:8787', '::1'],
      ['[::1]:8787', '::ffff:127.0.0.1'],
    ] as const) {
      const response = await get(app, '/dev/mailbox.json', { host, peer })
      expect(response.status, host).toBe(200)
      expect(await response.json()).toEqual({ mails: expect.any(Array) })
      expect((await get(app, '/dev/mailbox', { host, peer })).status, host).toBe(200)
    }
  })

  test('behavior: refused to other peers, other Host headers and proxied requests', async () => {
    const app = mailboxApp()
    const refused = [
      { peer: '203.0.113.7' },
      { peer: '2001:db8::1' },
      { peer: '10.0.0.1' },
      // DNS rebinding: a page on attacker.example resolved to 127.0.0.1.
      { host: 'attacker.example:8787' },
      { host: 'attacker.example' },
      { host: '127.0.0.1:9999' },
      { host: '127.0.0.1' },
      { host: 'localhost.attacker.example:8787' },
      // A reverse proxy on the same machine forwards outside visitors from 127.0.0.1.
      { headers: { 'X-Forwarded-For': '203.0.113.7' } },
      { headers: { Forwarded: 'for=203.0.113.7' } },
    ]
    for (const options of refused)
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await get(app, path, options)
        expect(response.status, JSON.stringify(options)).toBe(403)
        expect(await response.json()).toEqual({
          error: {
            code: 'forbidden',
            message:
              'The dev mailbox answers only loopback requests to 127.0.0.1, localhost or [::1] on the server port.',
          },
        })
      }
    // Without a socket there is no peer to check: refused too.
    expect((await app.request('http://127.0.0.1:8787/dev/mailbox.json')).status).toBe(403)
  })

  test('behavior: a warning in the log when it is on', () => {
    const lines: string[] = []
    mailboxApp({}, lines)
    const warning = lines.map((line) => JSON.parse(line)).find((line) => line.level === 'warn')
    expect(warning?.msg).toBe(
      'DEV_MAILBOX is on: /dev/mailbox shows every login code to loopback clients (development only)',
    )
  })

  test('error: DEV_MAILBOX with a HOST that is not loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.1', 'example.com'])
      expect(() => loadConfig({ env: { DEV_MAILBOX: 'true', HOST: host } }), host).toThrow(
        'Invalid setting DEV_MAILBOX: expected false when HOST is not a loopback address (the mailbox shows every login code).',
      )
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadConfig({ env: { DEV_MAILBOX: 'true', HOST: host } }).devMailbox).toBe(true)
  })
})
