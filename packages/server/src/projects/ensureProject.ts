import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { checkProjectFields } from './createProject.js'
import { updateProjectOrigins } from './updateProjectOrigins.js'

/** Parameters of `ensureProject`. */
export type EnsureProjectParameters = {
  id: string
  name: string
  origins: readonly string[]
  /** Defaults to the system clock. */
  now?: Date | undefined
}

/**
 * Creates the project when it is missing and adds the origins it lacks; never removes one. Safe to
 * run at every start, from several instances at once.
 */
export async function ensureProject(
  db: Kysely<Database>,
  parameters: EnsureProjectParameters,
): Promise<string[]> {
  const { id, name, origins, now = new Date() } = parameters
  checkProjectFields(id, name)
  await db
    .insertInto('projects')
    .values({ id, name, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
  return updateProjectOrigins(db, { id, add: origins })
}
