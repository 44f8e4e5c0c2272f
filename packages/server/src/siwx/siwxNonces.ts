import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { siwxNonceTtlSeconds } from './siwxConfig.js'

// A nonce is 128 random bits in hex: letters and digits, as EIP-4361 and SIWS want. Only its
// SHA-256 is stored: a database leak gives no nonce that could still be signed.
const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex')

/** What the server knows of a message's nonce. */
export type SiwxNonceState = 'fresh' | 'used' | 'expired' | 'unknown'

/**
 * Issues a nonce for a project, usable once for `siwxNonceTtlSeconds`. Expired nonces are
 * deleted on the way.
 */
export async function issueSiwxNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; now: Date },
): Promise<{ nonce: string; expiresAt: string }> {
  const { projectId, now } = parameters
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + siwxNonceTtlSeconds * 1000).toISOString()
  await db
    .insertInto('siwx_nonces')
    .values({
      nonce_hash: hashNonce(nonce),
      project_id: projectId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute()
  await db.deleteFrom('siwx_nonces').where('expires_at', '<=', now.toISOString()).execute()
  return { nonce, expiresAt }
}

/** Whether a nonce was issued for this project, and whether it can still be used. */
export async function readSiwxNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; nonce: string; now: Date },
): Promise<SiwxNonceState> {
  const { projectId, nonce, now } = parameters
  const row = await db
    .selectFrom('siwx_nonces')
    .select(['expires_at', 'used_at'])
    .where('nonce_hash', '=', hashNonce(nonce))
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  if (!row) return 'unknown'
  if (row.used_at !== null) return 'used'
  if (row.expires_at <= now.toISOString()) return 'expired'
  return 'fresh'
}

/**
 * Marks a fresh nonce used, in one statement: of two requests racing with the same nonce, only
 * one gets `true`.
 */
export async function useSiwxNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; nonce: string; now: Date },
): Promise<boolean> {
  const { projectId, nonce, now } = parameters
  const at = now.toISOString()
  const result = await db
    .updateTable('siwx_nonces')
    .set({ used_at: at })
    .where('nonce_hash', '=', hashNonce(nonce))
    .where('project_id', '=', projectId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
