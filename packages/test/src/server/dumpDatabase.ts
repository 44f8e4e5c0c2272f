import type { Database } from '@latch/server'
import type { Kysely } from 'kysely'

/** Every row of every table, in a stable order, with bytes as base64: compare two dumps. */
export async function dumpDatabase(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const toPlain = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
      ]),
    )
  return {
    projects: (await db.selectFrom('projects').selectAll().orderBy('id').execute()).map(toPlain),
    project_origins: (
      await db
        .selectFrom('project_origins')
        .selectAll()
        .orderBy('project_id')
        .orderBy('origin')
        .execute()
    ).map(toPlain),
    wallets: (await db.selectFrom('wallets').selectAll().orderBy('id').execute()).map(toPlain),
    images: (await db.selectFrom('images').selectAll().orderBy('id').execute()).map(toPlain),
    analytics_events: (
      await db
        .selectFrom('analytics_events')
        .select(['project_id', 'event', 'day', 'count'])
        .orderBy('project_id')
        .orderBy('event')
        .orderBy('day')
        .execute()
    ).map(toPlain),
  }
}
