import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { PreparedImage } from './prepareImage.js'

/** The id of an image: the base64url SHA-256 of its bytes, so equal images share one row. */
export function imageIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url')
}

/** Stores a prepared image (once: the id is its hash) and returns its id. */
export async function putImage(
  db: Kysely<Database>,
  image: PreparedImage,
  now: Date = new Date(),
): Promise<string> {
  const id = imageIdOf(image.bytes)
  await db
    .insertInto('images')
    .values({
      id,
      content_type: image.contentType,
      // pg sends a Buffer as bytea; a plain Uint8Array would go as text.
      bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
      etag: image.etag,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
  return id
}
