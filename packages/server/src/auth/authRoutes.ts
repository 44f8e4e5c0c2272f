import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Config } from '../config/loadConfig.js'
import type { Database, OtpPurpose } from '../db/schema.js'
import { ApiError, throttledError } from '../errors.js'
import { registerFarcasterLoginRoutes } from '../farcaster/farcasterLoginRoutes.js'
import type { AppEnv } from '../http/appEnv.js'
import { readSourceKey } from '../http/clientAddress.js'
import { idPattern, idRule } from '../http/idPattern.js'
import { limitBody } from '../http/limitBody.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { registerKeyShareRoutes } from '../keyShares/keyShareRoutes.js'
import type { Logger } from '../logger.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { registerSocialRoutes } from '../social/socialRoutes.js'
import { isAuthOriginAllowed } from './authCors.js'
import {
  challengeRequiredError,
  invalidCodeError,
  invalidEmailError,
  unauthorizedError,
} from './authErrors.js'
import { createAuthHashes } from './authHashes.js'
import { consumeOtp } from './consumeOtp.js'
import type { Mailer, OutgoingMail } from './createMailer.js'
import { generateCode } from './generateCode.js'
import { getLastSend, issueOtp, secondsUntilResend } from './issueOtp.js'
import {
  emailChangedMail,
  emailChangePrimaryMail,
  emailChangeSecondaryMail,
  loginCodeMail,
} from './loginMails.js'
import { normalizeEmail } from './normalizeEmail.js'
import { otpLimits } from './otpLimits.js'
import {
  checkHourlyLimits,
  countProjectSends,
  type HourlyLimits,
  recordSend,
  type SendKeys,
} from './sendLimits.js'
import {
  createSession,
  findSession,
  revokeFamily,
  revokeUserSessions,
  rotateSession,
  type SessionUser,
  upsertUser,
} from './sessions.js'

/** Parameters of `authRoutes`. */
export type AuthRoutesParameters = {
  db: Kysely<Database>
  config: Pick<
    Config,
    | 'authSecret'
    | 'otpTtlSeconds'
    | 'trustProxy'
    | 'frameOrigin'
    | 'smtpUrl'
    | 'devMailbox'
    | 'keyEncryptionKey'
    | 'keyEncryptionKeyId'
    | 'randomKeyEncryptionKey'
    | 'loginSendsPerProjectPerHour'
    | 'loginChallengeThreshold'
    | 'sessionIdleTtlSeconds'
    | 'sessionMaxAgeSeconds'
    | 'sessionRotateAfterSeconds'
    | 'publicUrl'
    | 'socialProviders'
    | 'farcasterIdRegistry'
    | 'farcasterSignInUrl'
  >
  logger: Logger
  mailer: Mailer
  now: () => Date
  /** The operator's challenge (CAPTCHA, proof of work), see `CreateAppParameters`. */
  verifyChallenge?: VerifyChallenge | undefined
  /** The app's quotas: code checks, sessions and key shares. */
  limits: RateLimits
}

/**
 * Checks the challenge a login request carries (a CAPTCHA token, a proof of work: wherever the
 * operator's page puts it, e.g. a header), given a copy of the request. `true` lets it through;
 * `false` or a throw answers 403 `challenge_required`.
 */
export type VerifyChallenge = (request: Request) => Promise<boolean>

// Without AUTH_SECRET (development, tests): one random key for the life of the process.
const processSecret = randomBytes(32).toString('base64url')

/** The largest request body the login routes read, in bytes. */
const maximumAuthBodyBytes = 4096

const single = (message: string) => ({ error: message })
const emailField = z.string(single('must be a string')).max(1024, single('is too long'))
const codeField = z.string(single('must be a string')).regex(/^\d{6}$/, single('must be 6 digits'))

const startSchema = z.strictObject({ email: emailField })
const verifySchema = z.strictObject({ email: emailField, code: codeField })
const updateStartSchema = z.strictObject({ newEmail: emailField })
const updateVerifySchema = z.strictObject({ otp: codeField })

const projectError = (projectId: string | undefined) =>
  projectId === undefined
    ? new ApiError(400, 'invalid_request', 'Invalid query parameter projectId: is required.')
    : new ApiError(400, 'invalid_request', `Invalid query parameter projectId: must be ${idRule}.`)

function readBearer(c: Context<AppEnv>): string {
  const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '')?.[1]
  if (!token) throw unauthorizedError()
  return token
}

/**
 * Email one-time-code login (SECURITY.md T18 to T20 and T26), under `/auth/v1`, every route
 * with `?projectId=`:
 *
 * - `POST /email/start` `{ email }` → `{ ok: true }`, whatever the email (no enumeration);
 * - `POST /email/verify` `{ email, code }` → `{ token, refreshAfterSeconds, user: { id, email,
 *   isNewUser } }`;
 * - `GET /session` (Bearer) → `{ user: { id, email }, refreshAfterSeconds }`; `POST
 *   /session/refresh` (Bearer) → `{ token, refreshAfterSeconds }`, the token rotated (see
 *   sessions.ts); `POST /sign-out` (Bearer) → 204, every token of that login ended;
 * - `POST /email/update/start` `{ newEmail }`, `.../verify-primary` `{ otp }` (→ `{ ok }`) and
 *   `.../verify-secondary` `{ otp }` → `{ newEmail, token, refreshAfterSeconds }` (Bearer): the
 *   current address confirms, then the new one, and the old one is told; every session of the
 *   user ends, and the one that made the change goes on with the new token;
 * - `PUT`, `GET /key-shares/auth` and `POST /key-shares/auth/confirm` (Bearer): the wallet's AUTH key share, see
 *   `registerKeyShareRoutes`.
 *
 * Errors are `{ error, message }`; a throttled send is 429 with `retryAfterSeconds` and
 * `Retry-After`; above `LOGIN_CHALLENGE_THRESHOLD`, with a `verifyChallenge` hook, a send
 * without a passed challenge is 403 `challenge_required`.
 */
export function authRoutes(parameters: AuthRoutesParameters): Hono<AppEnv> {
  const { db, config, logger, mailer, now, verifyChallenge, limits } = parameters
  const hashes = createAuthHashes(config.authSecret ?? processSecret)
  // Said once, at the first login request, so apps that never use email login stay quiet.
  let warned = false
  const warnOnce = () => {
    if (warned) return
    warned = true
    if (config.authSecret === undefined)
      logger.warn(
        'AUTH_SECRET is not set: a random one is used, so login codes and sessions end with this process',
      )
    if (config.smtpUrl === undefined && !config.devMailbox)
      logger.warn('SMTP_URL is not set and DEV_MAILBOX is off: login codes reach no one')
  }
  const ttlSeconds = config.otpTtlSeconds
  const app = new Hono<AppEnv>()

  const hourlyLimits: HourlyLimits = {
    ...otpLimits,
    sendsPerProjectPerHour: config.loginSendsPerProjectPerHour,
  }
  // Per source: an IPv4 address, or an IPv6 /64 (`toSourceKey`).
  const sendKeys = (c: Context<AppEnv>, projectId: string, email: string): SendKeys => {
    const source = readSourceKey(c, config.trustProxy)
    return {
      email: hashes.sendKey('email', email),
      ip: hashes.sendKey('ip', source),
      project: hashes.sendKey('project', projectId),
      projectSource: hashes.sendKey('project_source', `${projectId}\0${source}`),
    }
  }

  // Above the threshold, a login send needs the operator's challenge (when there is one). The
  // hook gets a copy of the request, so it can read the body too.
  const requireChallenge = async (c: Context<AppEnv>, projectId: string) => {
    if (!verifyChallenge) return
    const threshold = config.loginChallengeThreshold
    const sends = await countProjectSends(
      db,
      hashes.sendKey('project', projectId),
      now(),
      threshold,
    )
    if (sends < threshold) return
    let passed = false
    try {
      passed = (await verifyChallenge(c.req.raw.clone())) === true
    } catch (error) {
      logger.error('challenge check failed', { projectId, error })
    }
    if (!passed) throw challengeRequiredError()
  }

  // How long until a code may be sent to this email, or undefined: without sending anything.
  const checkSend = async (c: Context<AppEnv>, projectId: string, email: string) => {
    const at = now()
    return (
      (await checkHourlyLimits(db, sendKeys(c, projectId, email), at, hourlyLimits)) ??
      secondsUntilResend(await getLastSend(db, projectId, hashes.email(projectId, email)), at)
    )
  }

  // Sends a new code (retiring the last one) within the limits, or throws 429. A mail that
  // cannot be sent is logged, never told: the answer must not depend on the address.
  const sendCode = async (
    c: Context<AppEnv>,
    projectId: string,
    email: string,
    purpose: OtpPurpose,
    compose: (code: string) => OutgoingMail,
  ) => {
    const at = now()
    const keys = sendKeys(c, projectId, email)
    const hourly = await checkHourlyLimits(db, keys, at, hourlyLimits)
    if (hourly !== undefined) throw throttledError(hourly)
    const code = generateCode()
    const issued = await issueOtp(db, {
      projectId,
      emailHash: hashes.email(projectId, email),
      purpose,
      codeHash: hashes.code(purpose, projectId, email, code),
      now: at,
      ttlSeconds,
    })
    if (!issued.issued) throw throttledError(issued.retryAfterSeconds)
    await recordSend(db, keys, at)
    await db.deleteFrom('auth_otps').where('expires_at', '<=', at.toISOString()).execute()
    await sendMail(projectId, compose(code))
  }

  const sendMail = async (projectId: string, mail: OutgoingMail) => {
    try {
      await mailer.send(mail)
    } catch (error) {
      // Only the error's codes: SMTP messages can quote the recipient.
      const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>
      logger.error('mail not sent', { projectId, reason: code, responseCode, command })
    }
  }

  // Every check of a code takes from two quotas first: the client source's (over all emails)
  // and the email's (whatever the source), so guesses stay bounded across resends and sources
  // on top of "5 wrong tries burn the code". A refused check does not touch the code.
  const verifyCode = async (
    c: Context<AppEnv>,
    projectId: string,
    email: string,
    purpose: OtpPurpose,
    code: string,
  ) => {
    const wait =
      (await limits.take('codeChecksPerSource', readSourceKey(c, config.trustProxy))) ??
      (await limits.take('codeChecksPerEmail', `${projectId}\0${email}`))
    if (wait !== undefined) throw throttledError(wait)
    const consumed = await consumeOtp(db, {
      projectId,
      emailHash: hashes.email(projectId, email),
      codeHash: hashes.code(purpose, projectId, email, code),
      now: now(),
    })
    if (!consumed) throw invalidCodeError()
  }

  const requireSession = async (c: Context<AppEnv>): Promise<SessionUser> => {
    const token = readBearer(c)
    const projectId = projectOf(c)
    const found = await findSession(db, { token, projectId, now: now(), settings: config })
    if (found.status === 'reused')
      logger.warn('a replaced session token was used again: that login is ended', {
        projectId,
        userId: found.userId,
      })
    if (found.status !== 'live') throw unauthorizedError()
    return found.user
  }

  const projectOf = (c: Context<AppEnv>) => c.get('projectId') ?? ''

  // Every route: no caching, a known project, and an allowed origin when a browser sends one.
  app.use('/auth/v1/*', async (c, next) => {
    warnOnce()
    c.header('Cache-Control', 'no-store')
    const projectId = c.req.query('projectId')
    if (projectId === undefined || !idPattern.test(projectId)) throw projectError(projectId)
    const origins = await getProjectOrigins(db, projectId)
    if (!origins) throw new ApiError(404, 'unknown_project', `Project ${projectId} does not exist.`)
    const origin = c.req.header('origin')
    if (origin !== undefined && !isAuthOriginAllowed(origin, origins, config.frameOrigin))
      throw new ApiError(403, 'origin_not_allowed', 'This origin is not allowed for the project.')
    c.set('projectId', projectId)
    await next()
  })
  app.use('/auth/v1/*', limitBody(maximumAuthBodyBytes))

  // Quotas per client source; login sends have their own limits (`checkHourlyLimits`).
  const bySource = (family: 'sessions' | 'keyShares') =>
    limitBySource({ limits, family, trustProxy: config.trustProxy })
  app.use('/auth/v1/session', bySource('sessions'))
  app.use('/auth/v1/session/refresh', bySource('sessions'))
  app.use('/auth/v1/sign-out', bySource('sessions'))
  app.use('/auth/v1/key-shares/*', bySource('keyShares'))

  app.post('/auth/v1/email/start', async (c) => {
    const projectId = projectOf(c)
    await requireChallenge(c, projectId)
    const body = await readJsonBody(c, startSchema)
    const email = normalizeEmail(body.email)
    if (!email) throw invalidEmailError()
    await sendCode(c, projectId, email, 'login', (code) => loginCodeMail(email, code, ttlSeconds))
    logger.info('login code issued', { projectId })
    return c.json({ ok: true })
  })

  app.post('/auth/v1/email/verify', async (c) => {
    const body = await readJsonBody(c, verifySchema)
    const email = normalizeEmail(body.email)
    if (!email) throw invalidEmailError()
    const projectId = projectOf(c)
    await verifyCode(c, projectId, email, 'login', body.code)
    const at = now()
    const user = await upsertUser(db, { projectId, email, now: at })
    const issued = await createSession(db, {
      userId: user.id,
      projectId,
      now: at,
      settings: config,
    })
    logger.info('signed in', { projectId, userId: user.id, isNewUser: user.isNewUser })
    return c.json({ ...issued, user: { id: user.id, email, isNewUser: user.isNewUser } })
  })

  app.get('/auth/v1/session', async (c) => {
    const user = await requireSession(c)
    return c.json({
      user: { id: user.id, email: user.email },
      refreshAfterSeconds: user.refreshAfterSeconds,
    })
  })

  app.post('/auth/v1/session/refresh', async (c) => {
    const user = await requireSession(c)
    const projectId = projectOf(c)
    return c.json(await rotateSession(db, { user, projectId, now: now(), settings: config }))
  })

  app.post('/auth/v1/sign-out', async (c) => {
    const user = await requireSession(c)
    await revokeFamily(db, user.familyId)
    return c.body(null, 204)
  })

  // The email routes change a login's email; a social login without one has nothing to change.
  const loginEmailOf = (user: SessionUser): string => {
    if (user.email === null)
      throw new ApiError(409, 'no_login_email', 'This login has no email to change.')
    return user.email
  }

  const pendingChange = async (user: SessionUser, stage: 'primary' | 'secondary') => {
    const change = await db
      .selectFrom('auth_email_changes')
      .select(['new_email', 'stage'])
      .where('user_id', '=', user.id)
      .where('expires_at', '>', now().toISOString())
      .executeTakeFirst()
    if (!change || change.stage !== stage)
      throw new ApiError(
        409,
        'no_pending_change',
        stage === 'primary'
          ? 'Start the email change first.'
          : 'Confirm the code sent to the current email first.',
      )
    return change.new_email
  }

  app.post('/auth/v1/email/update/start', async (c) => {
    const user = await requireSession(c)
    const email = loginEmailOf(user)
    const body = await readJsonBody(c, updateStartSchema)
    const newEmail = normalizeEmail(body.newEmail)
    if (!newEmail) throw invalidEmailError()
    if (newEmail === email)
      throw new ApiError(400, 'same_email', 'This is already the login email.')
    const projectId = projectOf(c)
    await sendCode(c, projectId, email, 'email_change_primary', (code) =>
      emailChangePrimaryMail(email, code, ttlSeconds),
    )
    const at = now()
    const change = {
      project_id: projectId,
      new_email: newEmail,
      stage: 'primary' as const,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + ttlSeconds * 1000).toISOString(),
    }
    await db
      .insertInto('auth_email_changes')
      .values({ user_id: user.id, ...change })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(change))
      .execute()
    return c.json({ ok: true })
  })

  app.post('/auth/v1/email/update/verify-primary', async (c) => {
    const user = await requireSession(c)
    const { otp } = await readJsonBody(c, updateVerifySchema)
    const projectId = projectOf(c)
    const newEmail = await pendingChange(user, 'primary')
    // Refused before the code is used up, so a throttled new address does not cost the code.
    const wait = await checkSend(c, projectId, newEmail)
    if (wait !== undefined) throw throttledError(wait)
    await verifyCode(c, projectId, loginEmailOf(user), 'email_change_primary', otp)
    const at = now()
    const moved = await db
      .updateTable('auth_email_changes')
      .set({
        stage: 'secondary',
        expires_at: new Date(at.getTime() + ttlSeconds * 1000).toISOString(),
      })
      .where('user_id', '=', user.id)
      .where('stage', '=', 'primary')
      .executeTakeFirst()
    if (moved.numUpdatedRows !== 1n) throw invalidCodeError()
    await sendCode(c, projectId, newEmail, 'email_change_secondary', (code) =>
      emailChangeSecondaryMail(newEmail, code, ttlSeconds),
    )
    return c.json({ ok: true })
  })

  app.post('/auth/v1/email/update/verify-secondary', async (c) => {
    const user = await requireSession(c)
    const { otp } = await readJsonBody(c, updateVerifySchema)
    const projectId = projectOf(c)
    const newEmail = await pendingChange(user, 'secondary')
    await verifyCode(c, projectId, newEmail, 'email_change_secondary', otp)
    await db.deleteFrom('auth_email_changes').where('user_id', '=', user.id).execute()
    const taken = await db
      .selectFrom('auth_users')
      .select('id')
      .where('project_id', '=', projectId)
      .where('email', '=', newEmail)
      .executeTakeFirst()
    if (taken)
      throw new ApiError(409, 'email_in_use', 'Another account of this project uses this email.')
    await db.updateTable('auth_users').set({ email: newEmail }).where('id', '=', user.id).execute()
    // Whoever held a session of the old address (another device, a stolen token) is out; the
    // session that proved both addresses goes on under a new login.
    await revokeUserSessions(db, user.id)
    const issued = await createSession(db, {
      userId: user.id,
      projectId,
      now: now(),
      settings: config,
    })
    await sendMail(projectId, emailChangedMail(loginEmailOf(user), newEmail))
    logger.info('login email changed; every other session ended', { projectId, userId: user.id })
    return c.json({ newEmail, ...issued })
  })

  registerKeyShareRoutes(app, { db, config, logger, now, requireSession, readBody: readJsonBody })
  registerSocialRoutes(app, { db, config, logger, now, readBody: readJsonBody })
  registerFarcasterLoginRoutes(app, { db, config, logger, now, limits, readBody: readJsonBody })

  return app
}
