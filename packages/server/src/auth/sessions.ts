import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { hashToken } from './authHashes.js'
import { otpLimits } from './otpLimits.js'

/** A signed-in user as a bearer token shows them. */
export type SessionUser = { id: string; email: string; tokenHash: string }

/**
 * Finds the user of a project with this email, creating them on the first login, and records
 * the login. `isNewUser` says whether this call created them.
 */
export async function upsertUser(
  db: Kysely<Database>,
  parameters: { projectId: string; email: string; now: Date },
): Promise<{ id: string; isNewUser: boolean }> {
  const { projectId, email, now } = parameters
  const id = randomUUID()
  const at = now.toISOString()
  const row = await db
    .insertInto('auth_users')
    .values({ id, project_id: projectId, email, created_at: at, last_login_at: at })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'email']).doUpdateSet({ last_login_at: at }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, isNewUser: row.id === id }
}

/**
 * Opens a 7-day session and returns its token: 32 random bytes, base64url. Only the token's
 * SHA-256 is stored. Expired sessions are deleted on the way.
 */
export async function createSession(
  db: Kysely<Database>,
  parameters: { userId: string; projectId: string; now: Date },
): Promise<string> {
  const { userId, projectId, now } = parameters
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      project_id: projectId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + otpLimits.sessionSeconds * 1000).toISOString(),
    })
    .execute()
  await db.deleteFrom('auth_sessions').where('expires_at', '<=', now.toISOString()).execute()
  return token
}

/** The user of a live session of this project, or undefined. */
export async function findSession(
  db: Kysely<Database>,
  parameters: { token: string; projectId: string; now: Date },
): Promise<SessionUser | undefined> {
  const { token, projectId, now } = parameters
  const tokenHash = hashToken(token)
  const row = await db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .select(['auth_users.id', 'auth_users.email'])
    .where('auth_sessions.token_hash', '=', tokenHash)
    .where('auth_sessions.project_id', '=', projectId)
    .where('auth_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row ? { id: row.id, email: row.email, tokenHash } : undefined
}
