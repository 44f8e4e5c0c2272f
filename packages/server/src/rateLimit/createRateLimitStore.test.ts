import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databases } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config/loadConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'
import { createRateLimitStore, type RateLimitStore } from './createRateLimitStore.js'
import { createRateLimits } from './createRateLimits.js'

// The quotas are shared by every instance that uses the same store: two stores opened on one
// backend stand for two server instances.

const rules = { wallets: { points: 3, durationSeconds: 60 } }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
if (!hasRedis)
  console.warn('createRateLimitStore: redis-server is not installed, so the Redis store is skipped')

/** A throwaway redis-server on a loopback port, without persistence. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

type Backend = {
  name: string
  available: boolean
  /** Opens one store on the shared backend. */
  open: () => Promise<RateLimitStore>
  setUp?: () => Promise<void>
  tearDown?: () => Promise<void>
}

const sqliteDir = mkdtempSync(join(tmpdir(), 'latch-limits-'))
const postgresUrl = databases.find((database) => database.name === 'postgres')?.url
let redis: Awaited<ReturnType<typeof startRedis>> | undefined

const backends: Backend[] = [
  {
    name: 'database (sqlite file)',
    available: true,
    open: () =>
      createRateLimitStore({
        config: loadConfig({
          env: {
            RATE_LIMIT_STORE: 'database',
            DATABASE_URL: `sqlite:${join(sqliteDir, 'latch.sqlite')}`,
          },
        }),
      }),
    setUp: async () => {
      const db = createDatabase({ url: `sqlite:${join(sqliteDir, 'latch.sqlite')}` })
      await migrateToLatest(db)
      await db.destroy()
    },
    tearDown: async () => rmSync(sqliteDir, { recursive: true, force: true }),
  },
  {
    name: 'database (postgres)',
    available: postgresUrl !== undefined,
    open: () =>
      createRateLimitStore({
        config: loadConfig({ env: { RATE_LIMIT_STORE: 'database', DATABASE_URL: postgresUrl } }),
      }),
    setUp: async () => {
      const db = createDatabase({ url: postgresUrl ?? '' })
      await migrateToLatest(db)
      await db.deleteFrom('rate_limits' as never).execute()
      await db.destroy()
    },
  },
  {
    name: 'redis',
    available: hasRedis,
    open: () =>
      createRateLimitStore({
        config: loadConfig({ env: { RATE_LIMIT_STORE: 'redis', REDIS_URL: redis?.url } }),
      }),
    setUp: async () => {
      redis = await startRedis()
    },
    tearDown: async () => {
      await redis?.stop()
    },
  },
]

describe.each(backends)('rate-limit store: $name', (backend) => {
  const run = backend.available ? test : test.skip
  const stores: RateLimitStore[] = []
  beforeAll(async () => {
    if (backend.available) await backend.setUp?.()
  })
  afterAll(async () => {
    for (const store of stores) await store.close()
    if (backend.available) await backend.tearDown?.()
  })
  const open = async () => {
    const store = await backend.open()
    stores.push(store)
    return store
  }

  run('behavior: two instances share one quota', async () => {
    const first = createRateLimits({ store: await open(), rules, keySecret: 'shared' })
    const second = createRateLimits({ store: await open(), rules, keySecret: 'shared' })
    expect(await first.take('wallets', '192.0.2.1')).toBeUndefined()
    expect(await second.take('wallets', '192.0.2.1')).toBeUndefined()
    expect(await first.take('wallets', '192.0.2.1')).toBeUndefined()
    const wait = await second.take('wallets', '192.0.2.1')
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await first.take('wallets', '192.0.2.1')).toBeGreaterThanOrEqual(1)
    // Other keys and other families are counted apart.
    expect(await second.take('wallets', '192.0.2.2')).toBeUndefined()
    expect(await second.take('images', '192.0.2.1')).toBeUndefined()
  })
})

describe('rate-limit store: memory', () => {
  test('default: per process', async () => {
    const store = await createRateLimitStore({ config: loadConfig({ env: {} }) })
    expect(store.kind).toBe('memory')
    const first = createRateLimits({ store, rules })
    for (let index = 0; index < 3; index++) expect(await first.take('wallets', 'a')).toBeUndefined()
    expect(await first.take('wallets', 'a')).toBeGreaterThanOrEqual(1)
    // Another process (another memory store) counts on its own.
    const other = createRateLimits({
      store: await createRateLimitStore({ config: loadConfig({ env: {} }) }),
      rules,
    })
    expect(await other.take('wallets', 'a')).toBeUndefined()
  })
})

describe.runIf(hasRedis)('rate-limit store: redis outage', () => {
  test('behavior: while Redis is away, each instance limits on its own instead of failing', async () => {
    const server = await startRedis()
    const store = await createRateLimitStore({
      config: loadConfig({ env: { RATE_LIMIT_STORE: 'redis', REDIS_URL: server.url } }),
    })
    try {
      const limits = createRateLimits({ store, rules })
      expect(await limits.take('wallets', 'b')).toBeUndefined()
      await server.stop()
      for (let index = 0; index < 3; index++)
        expect(await limits.take('wallets', 'b')).toBeUndefined()
      expect(await limits.take('wallets', 'b')).toBeGreaterThanOrEqual(1)
    } finally {
      await store.close()
    }
  })
})
