import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { otpLimits } from './otpLimits.js'

const hour = 60 * 60 * 1000

/** The keys one send is counted under: the recipient's, the client address's and the project's. */
export type SendKeys = { email: string; ip: string; project: string }

/** The hourly limits {@link checkHourlyLimits} applies; tests pass smaller ones. */
export type HourlyLimits = {
  sendsPerEmailPerHour: number
  sendsPerAddressPerHour: number
  sendsPerProjectPerHour: number
}

async function secondsUntilFree(
  db: Kysely<Database>,
  kind: keyof SendKeys,
  keyHash: string,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .selectFrom('auth_send_events')
    .select('created_at')
    .where('kind', '=', kind)
    .where('key_hash', '=', keyHash)
    .where('created_at', '>', new Date(now.getTime() - hour).toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  if (rows.length < limit) return undefined
  // The window frees up when the oldest of the last `limit` sends is an hour old.
  const oldest = rows.at(-1)?.created_at ?? now.toISOString()
  return Math.max(1, Math.ceil((Date.parse(oldest) + hour - now.getTime()) / 1000))
}

/**
 * Whole seconds until the hourly limits allow another send (10 per email, 30 per client
 * address, 1000 per project), or undefined when they allow it now.
 */
export async function checkHourlyLimits(
  db: Kysely<Database>,
  keys: SendKeys,
  now: Date,
  limits: HourlyLimits = otpLimits,
): Promise<number | undefined> {
  return (
    (await secondsUntilFree(db, 'ip', keys.ip, limits.sendsPerAddressPerHour, now)) ??
    (await secondsUntilFree(db, 'email', keys.email, limits.sendsPerEmailPerHour, now)) ??
    (await secondsUntilFree(db, 'project', keys.project, limits.sendsPerProjectPerHour, now))
  )
}

/** Counts a send, and forgets sends older than an hour. */
export async function recordSend(db: Kysely<Database>, keys: SendKeys, now: Date): Promise<void> {
  const at = now.toISOString()
  await db
    .insertInto('auth_send_events')
    .values([
      { kind: 'email', key_hash: keys.email, created_at: at },
      { kind: 'ip', key_hash: keys.ip, created_at: at },
      { kind: 'project', key_hash: keys.project, created_at: at },
    ])
    .execute()
  await db
    .deleteFrom('auth_send_events')
    .where('created_at', '<=', new Date(now.getTime() - hour).toISOString())
    .execute()
}
