import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { otpLimits } from './otpLimits.js'

const hour = 60 * 60 * 1000

/**
 * The keys one send is counted under (all keyed hashes): the recipient's, the client source's
 * (an IPv4 address or an IPv6 /64, see `toSourceKey`), the project's, and the source's within
 * the project.
 */
export type SendKeys = { email: string; ip: string; project: string; projectSource: string }

/** The hourly limits {@link checkHourlyLimits} applies; tests pass smaller ones. */
export type HourlyLimits = {
  sendsPerEmailPerHour: number
  sendsPerAddressPerHour: number
  /** The project's budget: beyond it, only sources with little use of the project are served. */
  sendsPerProjectPerHour: number
  /** What one source may still send to a project that is over its budget. */
  sendsPerSourceWhenBusy: number
}

// The newest `limit` sends of a key in the last hour, newest first.
const recentSends = (
  db: Kysely<Database>,
  kind: string,
  keyHash: string,
  limit: number,
  now: Date,
) =>
  db
    .selectFrom('auth_send_events')
    .select('created_at')
    .where('kind', '=', kind as 'email')
    .where('key_hash', '=', keyHash)
    .where('created_at', '>', new Date(now.getTime() - hour).toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()

async function secondsUntilFree(
  db: Kysely<Database>,
  kind: keyof SendKeys | 'project_source',
  keyHash: string,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  if (limit <= 0) return 3600
  const rows = await recentSends(db, kind, keyHash, limit, now)
  if (rows.length < limit) return undefined
  // The window frees up when the oldest of the last `limit` sends is an hour old.
  const oldest = rows.at(-1)?.created_at ?? now.toISOString()
  return Math.max(1, Math.ceil((Date.parse(oldest) + hour - now.getTime()) / 1000))
}

/** How many sends a project made in the last hour, counting no further than `cap`. */
export async function countProjectSends(
  db: Kysely<Database>,
  projectKey: string,
  now: Date,
  cap: number,
): Promise<number> {
  if (cap <= 0) return 0
  return (await recentSends(db, 'project', projectKey, cap, now)).length
}

/**
 * Whole seconds until the hourly limits allow another send, or undefined when they allow it now:
 * 30 per client source and 10 per email (over all projects), then the project's budget.
 *
 * The project's budget (1000 an hour by default) is not a switch that turns login off for
 * everyone: a flood from many sources would otherwise lock every visitor out for an hour
 * (issue 11). Below the budget only the per-source and per-email limits apply. Once the project
 * has sent its budget in the last hour it is "busy", and a source is then served only while it
 * has sent fewer than `sendsPerSourceWhenBusy` (3) codes for this project in the hour: enough for
 * a visitor's code, one resend and a typo, never enough for a flood. So a busy project keeps
 * serving new visitors, each source's share is small, and what a flood costs grows with the
 * number of distinct sources (IPv4 addresses, IPv6 /64s) it controls, not with its request rate;
 * against floods from very many sources the operator adds a challenge (`verifyChallenge`).
 */
export async function checkHourlyLimits(
  db: Kysely<Database>,
  keys: SendKeys,
  now: Date,
  limits: HourlyLimits = otpLimits,
): Promise<number | undefined> {
  const own =
    (await secondsUntilFree(db, 'ip', keys.ip, limits.sendsPerAddressPerHour, now)) ??
    (await secondsUntilFree(db, 'email', keys.email, limits.sendsPerEmailPerHour, now))
  if (own !== undefined) return own
  const project = await secondsUntilFree(
    db,
    'project',
    keys.project,
    limits.sendsPerProjectPerHour,
    now,
  )
  if (project === undefined) return undefined
  const share = await secondsUntilFree(
    db,
    'project_source',
    keys.projectSource,
    limits.sendsPerSourceWhenBusy,
    now,
  )
  // Refused only when the source has used its share; it waits for its share or the project.
  return share === undefined ? undefined : Math.min(share, project)
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
      { kind: 'project_source', key_hash: keys.projectSource, created_at: at },
    ])
    .execute()
  await db
    .deleteFrom('auth_send_events')
    .where('created_at', '<=', new Date(now.getTime() - hour).toISOString())
    .execute()
}
