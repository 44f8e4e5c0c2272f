import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** How many times an event happened on a day. */
export type EventCount = { day: string; event: string; count: number }

/** Parameters of `readCounts`. */
export type ReadCountsParameters = {
  projectId: string
  /** First day, `YYYY-MM-DD`, inclusive. */
  from?: string | undefined
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to?: string | undefined
}

/** A project's event counts per day and event, oldest day first. */
export async function readCounts(
  db: Kysely<Database>,
  parameters: ReadCountsParameters,
): Promise<EventCount[]> {
  const { projectId, from, to } = parameters
  let query = db
    .selectFrom('analytics_events')
    .select(['day', 'event', 'count'])
    .where('project_id', '=', projectId)
  // Days are fixed-width ISO dates, so text order is date order on both databases.
  if (from) query = query.where('day', '>=', from)
  if (to) query = query.where('day', '<=', to)
  const rows = await query.orderBy('day').orderBy('event').execute()
  return rows.map((row) => ({ day: row.day, event: row.event, count: Number(row.count) }))
}

/** How many events a project counted on a day, over all event names. */
export async function countDayEvents(
  db: Kysely<Database>,
  projectId: string,
  day: string,
): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('project_id', '=', projectId)
    .where('day', '=', day)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}
