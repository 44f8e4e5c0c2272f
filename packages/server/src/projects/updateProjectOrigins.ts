import { toOriginPattern } from '@latch/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { NotFoundError } from '../errors.js'
import { getProjectOrigins } from './getProjectOrigins.js'

/** Parameters of `updateProjectOrigins`. */
export type UpdateProjectOriginsParameters = {
  id: string
  add?: readonly string[] | undefined
  remove?: readonly string[] | undefined
}

/** Adds and removes allowed origins of a project; returns the list afterwards. */
export async function updateProjectOrigins(
  db: Kysely<Database>,
  parameters: UpdateProjectOriginsParameters,
): Promise<string[]> {
  const { id } = parameters
  // Both lists are checked before anything is written, so a typo changes nothing.
  const add = [...new Set((parameters.add ?? []).map(toOriginPattern))]
  const remove = [...new Set((parameters.remove ?? []).map(toOriginPattern))]
  return db.transaction().execute(async (trx) => {
    const before = await getProjectOrigins(trx, id)
    if (!before)
      throw new NotFoundError(`Project ${id} does not exist.`, { code: 'unknown_project' })
    if (remove.length > 0)
      await trx
        .deleteFrom('project_origins')
        .where('project_id', '=', id)
        .where('origin', 'in', remove)
        .execute()
    if (add.length > 0)
      await trx
        .insertInto('project_origins')
        .values(add.map((origin) => ({ project_id: id, origin })))
        .onConflict((conflict) => conflict.columns(['project_id', 'origin']).doNothing())
        .execute()
    return (await getProjectOrigins(trx, id)) ?? []
  })
}
