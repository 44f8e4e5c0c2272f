import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** How long a social login may take, from the click to the frame finishing it. */
const socialAttemptTtlSeconds = 600

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const randomToken = () => randomBytes(32).toString('base64url')

/** A login in flight, as the callback reads it. */
type SocialAttempt = {
  projectId: string
  provider: string
  codeVerifier: string | null
  nonce: string | null
  returnUrl: string
  resultId: string
}

/**
 * Records a new login: the OAuth `state` (stored as its SHA-256), the PKCE verifier and nonce,
 * where the popup returns, and a secret only the frame gets. Returns the frame's `secret` and
 * the `resultId` the return URL will carry. Expired attempts are deleted on the way.
 */
export async function createSocialAttempt(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    provider: string
    state: string
    codeVerifier: string | null
    nonce: string | null
    returnUrl: string
    now: Date
  },
): Promise<{ secret: string; resultId: string; expiresAt: Date }> {
  const { now } = parameters
  const secret = randomToken()
  const resultId = randomToken()
  const expiresAt = new Date(now.getTime() + socialAttemptTtlSeconds * 1000)
  await db.deleteFrom('auth_social_attempts').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('auth_social_attempts')
    .values({
      state_hash: sha256(parameters.state),
      project_id: parameters.projectId,
      provider: parameters.provider,
      code_verifier: parameters.codeVerifier,
      nonce: parameters.nonce,
      return_url: parameters.returnUrl,
      secret_hash: sha256(secret),
      result_id: resultId,
      status: 'pending',
      user_id: null,
      is_new_user: 0,
      username: null,
      error_code: null,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute()
  return { secret, resultId, expiresAt }
}

/** What a callback's `state` finds. */
export type ClaimedAttempt =
  | { status: 'claimed'; attempt: SocialAttempt; stateHash: string }
  | { status: 'unknown' }
  | { status: 'used' }

/**
 * Takes the attempt a callback's `state` names, once (SECURITY.md T21): only a pending,
 * unexpired attempt of this provider is claimed, atomically, so a replayed or raced callback
 * finds it `used`, and a state Latch never issued (or for another provider) finds nothing.
 */
export async function claimSocialAttempt(
  db: Kysely<Database>,
  parameters: { state: string; provider: string; now: Date },
): Promise<ClaimedAttempt> {
  const stateHash = sha256(parameters.state)
  const claimed = await db
    .updateTable('auth_social_attempts')
    .set({ status: 'claimed' })
    .where('state_hash', '=', stateHash)
    .where('provider', '=', parameters.provider)
    .where('status', '=', 'pending')
    .where('expires_at', '>', parameters.now.toISOString())
    .returning(['project_id', 'provider', 'code_verifier', 'nonce', 'return_url', 'result_id'])
    .executeTakeFirst()
  if (claimed)
    return {
      status: 'claimed',
      stateHash,
      attempt: {
        projectId: claimed.project_id,
        provider: claimed.provider,
        codeVerifier: claimed.code_verifier,
        nonce: claimed.nonce,
        returnUrl: claimed.return_url,
        resultId: claimed.result_id,
      },
    }
  const seen = await db
    .selectFrom('auth_social_attempts')
    .select('status')
    .where('state_hash', '=', stateHash)
    .where('provider', '=', parameters.provider)
    .where('expires_at', '>', parameters.now.toISOString())
    .executeTakeFirst()
  return seen ? { status: 'used' } : { status: 'unknown' }
}

/** Ends a claimed attempt with the user it signed in, or with why it failed. */
export async function settleSocialAttempt(
  db: Kysely<Database>,
  stateHash: string,
  outcome:
    | { userId: string; isNewUser: boolean; username: string | null }
    | { errorCode: 'social_denied' | 'social_failed' },
): Promise<void> {
  await db
    .updateTable('auth_social_attempts')
    .set(
      'errorCode' in outcome
        ? { status: 'failed', error_code: outcome.errorCode }
        : {
            status: 'completed',
            user_id: outcome.userId,
            is_new_user: outcome.isNewUser ? 1 : 0,
            username: outcome.username,
          },
    )
    .where('state_hash', '=', stateHash)
    .where('status', '=', 'claimed')
    .execute()
}

/** What the frame's `/finish` finds. */
export type FinishedAttempt =
  | {
      status: 'completed'
      provider: string
      userId: string
      isNewUser: boolean
      username: string | null
    }
  | { status: 'pending' }
  | { status: 'failed'; errorCode: 'social_denied' | 'social_failed'; provider: string }
  | { status: 'unknown' }

/**
 * Turns a settled attempt into its outcome, once, for the frame that holds its secret: a
 * wrong secret is the same as no attempt at all. A completed or failed attempt is used up here.
 */
export async function finishSocialAttempt(
  db: Kysely<Database>,
  parameters: { projectId: string; resultId: string; secret: string; now: Date },
): Promise<FinishedAttempt> {
  const row = await db
    .selectFrom('auth_social_attempts')
    .select([
      'state_hash',
      'secret_hash',
      'status',
      'provider',
      'user_id',
      'is_new_user',
      'username',
      'error_code',
    ])
    .where('result_id', '=', parameters.resultId)
    .where('project_id', '=', parameters.projectId)
    .where('expires_at', '>', parameters.now.toISOString())
    .executeTakeFirst()
  if (!row) return { status: 'unknown' }
  const given = Buffer.from(sha256(parameters.secret), 'hex')
  const stored = Buffer.from(row.secret_hash, 'hex')
  if (given.length !== stored.length || !timingSafeEqual(given, stored))
    return { status: 'unknown' }
  if (row.status === 'pending' || row.status === 'claimed') return { status: 'pending' }
  if (row.status === 'finished') return { status: 'unknown' }
  const taken = await db
    .updateTable('auth_social_attempts')
    .set({ status: 'finished' })
    .where('state_hash', '=', row.state_hash)
    .where('status', '=', row.status)
    .executeTakeFirst()
  if (taken.numUpdatedRows !== 1n) return { status: 'unknown' }
  if (row.status === 'failed')
    return {
      status: 'failed',
      provider: row.provider,
      errorCode: row.error_code === 'social_denied' ? 'social_denied' : 'social_failed',
    }
  if (row.user_id === null) return { status: 'unknown' }
  return {
    status: 'completed',
    provider: row.provider,
    userId: row.user_id,
    isNewUser: row.is_new_user === 1,
    username: row.username,
  }
}
