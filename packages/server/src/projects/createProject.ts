import { toOriginPattern } from '@latch/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { BadRequestError } from '../errors.js'
import { idPattern, idRule } from '../http/idPattern.js'

/** Parameters of `createProject`. */
export type CreateProjectParameters = {
  id: string
  name: string
  /** Origins or `https://*.example.com` patterns; checked and stored in canonical form. */
  origins?: readonly string[] | undefined
  /** Defaults to the system clock. */
  now?: Date | undefined
}

/** Checks a project id and name, throwing a message that says which rule is broken. */
export function checkProjectFields(id: string, name: string): void {
  if (!idPattern.test(id)) throw new BadRequestError(`The project id must be ${idRule}.`)
  if (name.trim() === '' || name.length > 200)
    throw new BadRequestError('The project name must be 1 to 200 characters.')
}

/** Creates a project with its allowed origins; an existing id is an error. */
export async function createProject(
  db: Kysely<Database>,
  parameters: CreateProjectParameters,
): Promise<void> {
  const { id, name, now = new Date() } = parameters
  checkProjectFields(id, name)
  const origins = [...new Set((parameters.origins ?? []).map(toOriginPattern))]
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('projects')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
    if (existing) throw new BadRequestError(`Project ${id} already exists.`)
    await trx
      .insertInto('projects')
      .values({ id, name: name.trim(), created_at: now.toISOString() })
      .execute()
    if (origins.length > 0)
      await trx
        .insertInto('project_origins')
        .values(origins.map((origin) => ({ project_id: id, origin })))
        .execute()
  })
}
