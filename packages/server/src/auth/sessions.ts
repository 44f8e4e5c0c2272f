import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import { hashToken } from './authHashes.js'

// Sessions (SECURITY.md T25, issue 11 item 8). The bearer token is opaque (32 random bytes) and
// stored as its SHA-256 only: a database leak gives no usable token, and a 256-bit random value
// needs no salt or slow hash. There is no separate access token: the token the frame sends is
// short-lived and rotated instead, which keeps one kind of credential and one check per request.
//
// - Idle expiry: a token lives `SESSION_IDLE_TTL_SECONDS` from its issue. Using it does not extend
//   it (no write per request); rotating does, so a login in use lives on and an unused one ends.
// - Absolute expiry: every token of a login ends at its family's `SESSION_MAX_AGE_SECONDS`.
// - Rotation: once a token is `SESSION_ROTATE_AFTER_SECONDS` old the server says so
//   (`refreshAfterSeconds: 0`) and the frame trades it for a new one (`rotateSession`).
// - Grace: the replaced token keeps working for `sessionGraceSeconds`, so requests the frame sent
//   with it just before (or a tab that read it just before) do not fail. A refresh with it within
//   the grace period issues another token of the family (a lost reply, two tabs racing): nothing
//   is revoked that a live frame still holds.
// - Reuse: a replaced token shown after its grace period means a copy is in other hands (or in a
//   stale store): the whole family ends (every token of that login), as T25 asks. Replaced tokens
//   are kept until their own idle expiry for that check.

/** How long a replaced token keeps working, in seconds: a few of the frame's 15 s requests. */
const sessionGraceSeconds = 60

/** The session settings of `loadConfig`. */
export type SessionSettings = Pick<
  Config,
  'sessionIdleTtlSeconds' | 'sessionMaxAgeSeconds' | 'sessionRotateAfterSeconds'
>

/**
 * The defaults of the session settings: a token unused for a day ends, a login lasts a week at
 * most (never longer than the fixed 7 days sessions had before rotation, so an upgrade lengthens
 * no login), and a token in use is replaced every 15 minutes.
 */
export const defaultSessionSettings: SessionSettings = {
  sessionIdleTtlSeconds: 24 * 60 * 60,
  sessionMaxAgeSeconds: 7 * 24 * 60 * 60,
  sessionRotateAfterSeconds: 15 * 60,
}

/** A signed-in user as a bearer token shows them. */
export type SessionUser = {
  id: string
  /** Null for a social login without an email. */
  email: string | null
  /** The SHA-256 of the token shown. */
  tokenHash: string
  /** The login (every token it was rotated through). */
  familyId: string
  /** When the login ends, ISO 8601. */
  familyExpiresAt: string
  /** Seconds until the frame should replace the token; 0: now (old enough, or replaced already). */
  refreshAfterSeconds: number
}

/** A token just issued, as the routes answer it. */
export type IssuedSession = { token: string; refreshAfterSeconds: number }

/** What a token shows: a live session, a replaced token shown again (its family ended), or nothing. */
export type SessionLookup =
  | { status: 'live'; user: SessionUser }
  | { status: 'reused'; userId: string }
  | { status: 'none' }

const secondsAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

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

// A new token of a family: idle expiry from now, never past the family's end.
async function issueToken(
  db: Kysely<Database>,
  parameters: {
    familyId: string
    familyExpiresAt: Date
    userId: string
    projectId: string
    now: Date
    settings: SessionSettings
  },
): Promise<IssuedSession> {
  const { familyId, familyExpiresAt, userId, projectId, now, settings } = parameters
  const token = randomBytes(32).toString('base64url')
  const expiresAt = Math.min(
    secondsAfter(now, settings.sessionIdleTtlSeconds).getTime(),
    familyExpiresAt.getTime(),
  )
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: hashToken(token),
      family_id: familyId,
      user_id: userId,
      project_id: projectId,
      created_at: now.toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
      family_expires_at: familyExpiresAt.toISOString(),
      retired_at: null,
    })
    .execute()
  return { token, refreshAfterSeconds: settings.sessionRotateAfterSeconds }
}

/**
 * Opens a session (a new family) and returns its first token. Expired tokens are deleted on the
 * way.
 */
export async function createSession(
  db: Kysely<Database>,
  parameters: { userId: string; projectId: string; now: Date; settings: SessionSettings },
): Promise<IssuedSession> {
  const { now, settings } = parameters
  const issued = await issueToken(db, {
    ...parameters,
    familyId: randomUUID(),
    familyExpiresAt: secondsAfter(now, settings.sessionMaxAgeSeconds),
  })
  await db.deleteFrom('auth_sessions').where('expires_at', '<=', now.toISOString()).execute()
  return issued
}

/**
 * What a token of this project shows now. A token replaced more than `sessionGraceSeconds` ago
 * ends its whole family here (and answers 'reused').
 */
export async function findSession(
  db: Kysely<Database>,
  parameters: { token: string; projectId: string; now: Date; settings: SessionSettings },
): Promise<SessionLookup> {
  const { token, projectId, now, settings } = parameters
  const tokenHash = hashToken(token)
  const at = now.toISOString()
  const row = await db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .select([
      'auth_users.id',
      'auth_users.email',
      'auth_sessions.family_id',
      'auth_sessions.family_expires_at',
      'auth_sessions.created_at',
      'auth_sessions.retired_at',
    ])
    .where('auth_sessions.token_hash', '=', tokenHash)
    .where('auth_sessions.project_id', '=', projectId)
    .where('auth_sessions.expires_at', '>', at)
    .executeTakeFirst()
  if (!row) return { status: 'none' }
  if (
    row.retired_at !== null &&
    secondsAfter(new Date(row.retired_at), sessionGraceSeconds) <= now
  ) {
    await revokeFamily(db, row.family_id)
    return { status: 'reused', userId: row.id }
  }
  const rotateAt = secondsAfter(new Date(row.created_at), settings.sessionRotateAfterSeconds)
  const refreshAfterSeconds =
    row.retired_at === null
      ? Math.max(0, Math.ceil((rotateAt.getTime() - now.getTime()) / 1000))
      : 0
  return {
    status: 'live',
    user: {
      id: row.id,
      email: row.email,
      tokenHash,
      familyId: row.family_id,
      familyExpiresAt: row.family_expires_at,
      refreshAfterSeconds,
    },
  }
}

/**
 * Replaces the token a live session was shown with (`POST /auth/v1/session/refresh`): a new token
 * of the same family, with a new idle period, and the old one retired (it works for
 * `sessionGraceSeconds` more). A token retired already (within its grace period) just gets
 * another successor; the earlier one stays valid.
 */
export async function rotateSession(
  db: Kysely<Database>,
  parameters: { user: SessionUser; projectId: string; now: Date; settings: SessionSettings },
): Promise<IssuedSession> {
  const { user, projectId, now, settings } = parameters
  const issued = await issueToken(db, {
    familyId: user.familyId,
    familyExpiresAt: new Date(user.familyExpiresAt),
    userId: user.id,
    projectId,
    now,
    settings,
  })
  await db
    .updateTable('auth_sessions')
    .set({ retired_at: now.toISOString() })
    .where('token_hash', '=', user.tokenHash)
    .where('retired_at', 'is', null)
    .execute()
  return issued
}

/** Ends a login: every token of its family (`SIGN_OUT`, a reused token). */
export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('family_id', '=', familyId).execute()
}

/** Ends every session of a user, on every device (an email change). */
export async function revokeUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute()
}
