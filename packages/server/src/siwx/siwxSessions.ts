import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** A Sign In With X session, as the routes answer it. */
export type SiwxSession = {
  /** The session's id: the `jti` of its token. */
  id: string
  /** The address as the signed message wrote it. */
  address: string
  /** The CAIP-2 network of the message, e.g. `eip155:1`. */
  chainId: string
  /** The CAIP-10 account, `<chainId>:<address>`: the token's `sub`. */
  caipAddress: string
  /** The message's domain. */
  domain: string
  /** ISO 8601. */
  issuedAt: string
  /** ISO 8601. */
  expiresAt: string
}

const toSession = (row: {
  id: string
  address: string
  chain_id: string
  domain: string
  issued_at: string
  expires_at: string
}): SiwxSession => ({
  id: row.id,
  address: row.address,
  chainId: row.chain_id,
  caipAddress: `${row.chain_id}:${row.address}`,
  domain: row.domain,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
})

/** Opens a session for a verified message. Expired sessions are deleted on the way. */
export async function createSiwxSession(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    address: string
    chainId: string
    domain: string
    now: Date
    ttlSeconds: number
  },
): Promise<SiwxSession> {
  const { projectId, address, chainId, domain, now, ttlSeconds } = parameters
  const row = {
    id: randomUUID(),
    address,
    chain_id: chainId,
    domain,
    issued_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
  }
  await db
    .insertInto('siwx_sessions')
    .values({ ...row, project_id: projectId, revoked_at: null })
    .execute()
  await db.deleteFrom('siwx_sessions').where('expires_at', '<=', now.toISOString()).execute()
  return toSession(row)
}

/** The live session of a project with this id: not expired, not signed out. */
export async function findSiwxSession(
  db: Kysely<Database>,
  parameters: { id: string; projectId: string; now: Date },
): Promise<SiwxSession | undefined> {
  const { id, projectId, now } = parameters
  const row = await db
    .selectFrom('siwx_sessions')
    .select(['id', 'address', 'chain_id', 'domain', 'issued_at', 'expires_at'])
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row && toSession(row)
}

/** Signs a session out; its row stays until it expires, so its token stays refused. */
export async function revokeSiwxSession(
  db: Kysely<Database>,
  parameters: { id: string; projectId: string; now: Date },
): Promise<void> {
  const { id, projectId, now } = parameters
  await db
    .updateTable('siwx_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .execute()
}
