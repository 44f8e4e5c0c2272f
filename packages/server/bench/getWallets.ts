/**
 * In-process benchmark of `GET /getWallets` (no sockets): the seed, the real WalletConnect v1
 * export and 5,000 generated wallets, then 1,000 requests mixing paging, searches (accented,
 * adversarial, 64 characters), chain and badge filters. Prints p50/p95/p99/max per kind and
 * overall. SQLite (a temporary WAL file) by default; `--postgres` uses a fresh database on the
 * server named by LATCH_TEST_POSTGRES_URL (see scripts/withPostgres.sh) and drops it afterwards.
 *
 *   npx tsx packages/server/bench/getWallets.ts [--postgres] [--registry <dir>]
 */
import { parseArgs } from 'node:util'
import { createApp } from '../src/app.js'
import { loadConfig } from '../src/config/loadConfig.js'
import { createDatabase } from '../src/db/createDatabase.js'
import { migrateToLatest } from '../src/db/migrateToLatest.js'
import { createLogger } from '../src/logger.js'
import { importRegistry } from '../src/registry/importRegistry.js'
import { seedRegistry } from '../src/registry/seedRegistry.js'
import { generateWallets } from './generateWallets.js'
import { openBenchDatabase } from './openBenchDatabase.js'

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    registry: {
      type: 'string',
      default: new URL('../../../../shared/data/walletconnect-registry-v1', import.meta.url)
        .pathname,
    },
    requests: { type: 'string', default: '1000' },
  },
})
const print = (line: string) => process.stdout.write(`${line}\n`)

const { url, cleanup } = await openBenchDatabase(values.postgres ? 'postgres' : 'sqlite')

const db = createDatabase({ url })
try {
  await migrateToLatest(db)
  const seeded = await seedRegistry(db)
  const imported = await importRegistry(db, values.registry)
  await generateWallets(db, 5_000)
  const total = seeded + imported.imported + 5_000
  const config = loadConfig({ env: { DATABASE_URL: url } })
  // The bench measures the query, so its one client is not held to the per-source quota.
  const app = createApp({
    db,
    config,
    logger: createLogger({ level: 'silent' }),
    rateLimits: { wallets: { points: Number.MAX_SAFE_INTEGER, durationSeconds: 1 } },
  })

  const kinds: Record<string, (index: number) => string> = {
    page: (i) => `page=${1 + (i % 130)}&entries=40`,
    search: (i) =>
      `search=${['rain', 'meta', 'wallet', 'lok', 'trust', 'ledger', 'zu', 'x'][i % 8]}&entries=100`,
    accented: (i) =>
      `search=${encodeURIComponent(['bé', 'Çi', 'dö', 'LÉDGER'][i % 4] ?? '')}&entries=100`,
    adversarial: (i) =>
      `search=${encodeURIComponent(['%_%_%_%_%_%_%_%_%_%_%_%_', "' OR 1=1 --", '\\\\\\\\', 'a'.repeat(64)][i % 4] ?? '')}&entries=100`,
    filtered: (i) =>
      `chains=eip155:10,eip155:137&badge_type=certified&page=${1 + (i % 3)}&entries=100`,
  }
  const names = Object.keys(kinds)
  const count = Number(values.requests)
  const request = (index: number) => {
    const kind = names[index % names.length] as string
    return { kind, path: `/getWallets?projectId=bench&${kinds[kind]?.(index)}` }
  }

  for (let i = 0; i < 50; i++) await app.request(request(i).path)

  const durations: Record<string, number[]> = { all: [] }
  let errors = 0
  for (let i = 0; i < count; i++) {
    const { kind, path } = request(i)
    const start = performance.now()
    const response = await app.request(path)
    await response.arrayBuffer()
    const ms = performance.now() - start
    if (response.status !== 200) errors++
    durations.all?.push(ms)
    durations[kind] = [...(durations[kind] ?? []), ms]
  }

  const quantile = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  print(
    `getWallets in-process on ${values.postgres ? 'postgres' : 'sqlite'}: ${total} wallets, ${count} requests, ${errors} errors`,
  )
  print('kind          n     p50 ms   p95 ms   p99 ms   max ms')
  for (const [kind, list] of Object.entries(durations)) {
    const sorted = [...list].sort((a, b) => a - b)
    const cells = [0.5, 0.95, 0.99, 1].map((q) => quantile(sorted, q).toFixed(2).padStart(8))
    print(`${kind.padEnd(12)}${String(list.length).padStart(5)} ${cells.join(' ')}`)
  }
} finally {
  await db.destroy()
  await cleanup()
}
