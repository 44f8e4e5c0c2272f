import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** Parameters of `recordEvents`. */
export type RecordEventsParameters = {
  projectId: string
  /** Event names, one per occurrence. */
  events: readonly string[]
  /** The UTC day the events are counted on, `YYYY-MM-DD`. */
  day: string
}

/** Adds the events to the project's counts for the day; returns how many were counted. */
export async function recordEvents(
  db: Kysely<Database>,
  parameters: RecordEventsParameters,
): Promise<number> {
  const { projectId, events, day } = parameters
  const counts = new Map<string, number>()
  for (const event of events) counts.set(event, (counts.get(event) ?? 0) + 1)
  if (counts.size === 0) return 0
  // Sorted so that two batches touching the same rows lock them in the same order (Postgres).
  const rows = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([event, count]) => ({ project_id: projectId, event, day, count }))
  await db
    .insertInto('analytics_events')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'event', 'day']).doUpdateSet((eb) => ({
        count: eb('analytics_events.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute()
  return events.length
}
