import type { Kysely, Selectable } from 'kysely'
import type { Database, ImagesTable } from '../db/schema.js'

/** A stored image by id, or `undefined`. */
export async function getImage(
  db: Kysely<Database>,
  id: string,
): Promise<Selectable<ImagesTable> | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst()
}
