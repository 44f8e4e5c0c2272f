import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** A project's allowed origins, sorted; `undefined` when there is no such project. */
export async function getProjectOrigins(
  db: Kysely<Database>,
  projectId: string,
): Promise<string[] | undefined> {
  // One round trip: the left join yields one row with a null origin for a project without any.
  const rows = await db
    .selectFrom('projects')
    .leftJoin('project_origins', 'project_origins.project_id', 'projects.id')
    .select('project_origins.origin')
    .where('projects.id', '=', projectId)
    .orderBy('project_origins.origin')
    .execute()
  if (rows.length === 0) return undefined
  return rows.flatMap((row) => (row.origin === null ? [] : [row.origin]))
}
