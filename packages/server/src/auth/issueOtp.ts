import type { Kysely } from 'kysely'
import type { Database, OtpPurpose } from '../db/schema.js'
import { otpLimits } from './otpLimits.js'

/** Parameters of `issueOtp`. */
export type IssueOtpParameters = {
  projectId: string
  emailHash: string
  purpose: OtpPurpose
  codeHash: string
  now: Date
  ttlSeconds: number
}

/** Issued, or refused because the last send to this email was less than 30 s ago. */
export type IssueOtpResult = { issued: true } | { issued: false; retryAfterSeconds: number }

/**
 * Stores a new code for a project and email, replacing (retiring) any previous one, unless the
 * previous one was sent less than 30 seconds ago. One conditional upsert decides, so concurrent
 * sends to one email let exactly one through, on every instance of the server.
 */
export async function issueOtp(
  db: Kysely<Database>,
  parameters: IssueOtpParameters,
): Promise<IssueOtpResult> {
  const { projectId, emailHash, purpose, codeHash, now, ttlSeconds } = parameters
  const row = {
    purpose,
    code_hash: codeHash,
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
  }
  const cutoff = new Date(now.getTime() - otpLimits.resendSeconds * 1000).toISOString()
  const result = await db
    .insertInto('auth_otps')
    .values({ project_id: projectId, email_hash: emailHash, ...row })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'email_hash'])
        .doUpdateSet(row)
        .where('auth_otps.created_at', '<=', cutoff),
    )
    .executeTakeFirst()
  if (result.numInsertedOrUpdatedRows === 1n) return { issued: true }
  const last = await getLastSend(db, projectId, emailHash)
  return { issued: false, retryAfterSeconds: secondsUntilResend(last, now) ?? 1 }
}

/** When the live row of a project and email was sent, if there is one. */
export async function getLastSend(
  db: Kysely<Database>,
  projectId: string,
  emailHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_otps')
    .select('created_at')
    .where('project_id', '=', projectId)
    .where('email_hash', '=', emailHash)
    .executeTakeFirst()
  return row?.created_at
}

/** Whole seconds (at least 1) until a send made at `sentAt` allows the next, or undefined. */
export function secondsUntilResend(sentAt: string | undefined, now: Date): number | undefined {
  if (sentAt === undefined) return undefined
  const left = Date.parse(sentAt) + otpLimits.resendSeconds * 1000 - now.getTime()
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : undefined
}
