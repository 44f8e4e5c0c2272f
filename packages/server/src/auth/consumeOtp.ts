import { timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { otpLimits } from './otpLimits.js'

/** Parameters of `consumeOtp`. */
export type ConsumeOtpParameters = {
  projectId: string
  emailHash: string
  /** The HMAC of the code that was typed, for the purpose being verified. */
  codeHash: string
  now: Date
}

// Compared against when there is no live code, so that case takes the same work.
const absent = Buffer.alloc(32)

/**
 * Checks a code and uses it up. The stored HMAC is compared in constant time; a match is then
 * consumed by one conditional UPDATE on that exact HMAC, so of many concurrent verifies of the
 * right code exactly one gets `true`. A wrong code counts a try, and the fifth burns the code.
 * Expired, used and burned codes never match.
 *
 * The concurrency guard (SECURITY.md T18) is the match's `attempts < 5`: concurrent requests all
 * compare their guess with the code they read before any of them wrote, so without it 200 guesses
 * sent at once would all be checked against the live code (200 guesses per code instead of 5).
 * With it, a right guess applied after the fifth wrong one fails as if it came sixth.
 */
export async function consumeOtp(
  db: Kysely<Database>,
  parameters: ConsumeOtpParameters,
): Promise<boolean> {
  const { projectId, emailHash, codeHash, now } = parameters
  const at = now.toISOString()
  const row = await db
    .selectFrom('auth_otps')
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('project_id', '=', projectId)
    .where('email_hash', '=', emailHash)
    .executeTakeFirst()
  const stored = row?.code_hash ?? null
  const typed = Buffer.from(codeHash, 'hex')
  const matches = timingSafeEqual(stored === null ? absent : Buffer.from(stored, 'hex'), typed)
  if (
    row === undefined ||
    stored === null ||
    row.expires_at <= at ||
    row.attempts >= otpLimits.maximumAttempts
  )
    return false
  const ofThisCode = db
    .updateTable('auth_otps')
    .where('project_id', '=', projectId)
    .where('email_hash', '=', emailHash)
    .where('code_hash', '=', stored)
  if (matches) {
    const result = await ofThisCode
      .set({ code_hash: null })
      .where('attempts', '<', otpLimits.maximumAttempts)
      .where('expires_at', '>', at)
      .executeTakeFirst()
    return result.numUpdatedRows === 1n
  }
  // Only tries against a live code count, so concurrent wrong guesses count 5 at most.
  await ofThisCode
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('attempts', '<', otpLimits.maximumAttempts)
    .execute()
  await ofThisCode
    .set({ code_hash: null })
    .where('attempts', '>=', otpLimits.maximumAttempts)
    .execute()
  return false
}
