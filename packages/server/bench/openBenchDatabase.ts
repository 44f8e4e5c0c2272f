import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/**
 * An empty database for one bench run and how to remove it: a temporary SQLite file (WAL), or a
 * fresh database on the Postgres server named by LATCH_TEST_POSTGRES_URL (see
 * scripts/withPostgres.sh), dropped by `cleanup`.
 */
export async function openBenchDatabase(
  kind: 'sqlite' | 'postgres',
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
    return {
      url: `sqlite:${join(dir, 'latch.sqlite')}`,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const admin = process.env.LATCH_TEST_POSTGRES_URL
  if (!admin)
    throw new Error('Postgres needs LATCH_TEST_POSTGRES_URL (run under scripts/withPostgres.sh).')
  const name = `latch_bench_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const target = new URL(admin)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    cleanup: async () => {
      const drop = new pg.Client({ connectionString: admin })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}
