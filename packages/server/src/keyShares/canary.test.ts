import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { databases, useTestDatabase } from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { createSession, defaultSessionSettings, upsertUser } from '../auth/sessions.js'
import { loadConfig } from '../config/loadConfig.js'
import { toSqlitePath } from '../db/createDatabase.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { authShareTransportAad, authShareTransportInfo } from './sealToRecipient.js'

// A known 64-byte share (SECURITY.md T39, server.noPlaintext): its bytes must appear nowhere.
const canary = Buffer.concat([
  createHash('sha256').update('latch-auth-share-canary-1').digest(),
  createHash('sha256').update('latch-auth-share-canary-2').digest(),
])
const kek = randomBytes(32)
const frameOrigin = 'https://frame.example.net'
const addresses = {
  eip155: `0x${'1f'.repeat(20)}`,
  solana: 'So11111111111111111111111111111111111111112',
}
const sqlite = databases.find((database) => database.name === 'sqlite')

// Every form the share (or a 16-byte piece of it) and the KEK could take in a file or a log.
const forms = (bytes: Buffer) =>
  [bytes, bytes.subarray(0, 16), bytes.subarray(bytes.length - 16)].flatMap((part) => [
    part,
    part.toString('base64'),
    part.toString('base64url'),
    part.toString('hex'),
    part.toString('hex').toUpperCase(),
  ])
// Base64 of a part that does not start on a 3-byte boundary differs; these cover the share's
// own base64 at any offset of a longer text.
const base64Pieces = (bytes: Buffer) => {
  const text = bytes.toString('base64')
  return [text.slice(0, 24), text.slice(24, 48), text.slice(48, 72)]
}

describe('keyShares.canary (server.noPlaintext)', () => {
  const handle = useTestDatabase(sqlite ?? { name: 'sqlite', url: 'sqlite:' })
  const { test } = handle
  const logLines: string[] = []

  beforeAll(async () => {
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [] })
  })

  test('default: the share is in no database file (WAL included) and no log line', async () => {
    const app = createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        frameOrigin,
        keyEncryptionKey: kek.toString('base64'),
      },
      logger: createLogger({ level: 'debug', write: (line) => logLines.push(line) }),
      mailer: { send: async () => {}, mailbox: undefined, close: async () => {} },
    })
    const now = new Date()
    const user = await upsertUser(handle.db, { projectId: 'demo', email: 'c@example.test', now })
    const { token } = await createSession(handle.db, {
      userId: user.id,
      projectId: 'demo',
      now,
      settings: defaultSessionSettings,
    })
    const recipient = await crypto.subtle.generateKey(
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      ['deriveBits'],
    )
    const recipientKey = Buffer.from(
      await crypto.subtle.exportKey('raw', recipient.publicKey),
    ).toString('base64url')
    const call = (method: string, body?: unknown, path = '') =>
      app.request(`/auth/v1/key-shares/auth${path}?projectId=demo&recipientKey=${recipientKey}`, {
        method,
        headers: {
          Origin: frameOrigin,
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const share = canary.toString('base64')

    expect((await call('PUT', { share, addresses })).status).toBe(201)
    // A retried upload (its reply lost) is stored again; once confirmed, the share is final.
    expect((await call('PUT', { share, addresses })).status).toBe(201)
    expect((await call('POST', { addresses }, '/confirm')).status).toBe(204)
    expect((await call('PUT', { share, addresses })).status).toBe(409)
    // Refused bodies that carry the share are not echoed or logged either.
    expect((await call('PUT', { share: `${share}!`, addresses })).status).toBe(400)
    expect((await call('PUT', { share, addresses, extra: share })).status).toBe(400)
    const released = await call('GET')
    expect(released.status).toBe(200)
    // The reply itself carries the share only sealed to the frame's key (transport.hpke).
    const replyText = Buffer.from(await released.text())
    for (const secret of [...forms(canary), ...base64Pieces(canary)])
      expect(replyText.includes(secret)).toBe(false)
    const { enc, ciphertext } = JSON.parse(replyText.toString())
    const suite = new CipherSuite({
      kem: new DhkemP256HkdfSha256(),
      kdf: new HkdfSha256(),
      aead: new Aes256Gcm(),
    })
    const opened = await suite.open(
      {
        recipientKey: recipient,
        enc: Buffer.from(enc, 'base64url'),
        info: new TextEncoder().encode(authShareTransportInfo),
      },
      Buffer.from(ciphertext, 'base64url'),
      authShareTransportAad(user.id),
    )
    expect(Buffer.from(opened).equals(canary)).toBe(true)

    const logs = Buffer.from(logLines.join('\n'))
    expect(logs.includes('"msg":"key share stored"')).toBe(true)
    expect(logs.includes('"msg":"key share confirmed"')).toBe(true)
    expect(logs.includes('"msg":"key share released"')).toBe(true)
    for (const secret of [...forms(canary), ...base64Pieces(canary), ...forms(kek)])
      expect(logs.includes(secret)).toBe(false)

    const directory = dirname(toSqlitePath(handle.url))
    const names = readdirSync(directory)
    expect(names).toContain('latch.sqlite')
    const files = Buffer.concat(names.map((name) => readFileSync(join(directory, name))))
    // The scan does see the rows: the public addresses are stored in plain.
    expect(files.includes(addresses.solana)).toBe(true)
    for (const secret of [...forms(canary), ...base64Pieces(canary), ...forms(kek)])
      expect(files.includes(secret)).toBe(false)
  })
})
