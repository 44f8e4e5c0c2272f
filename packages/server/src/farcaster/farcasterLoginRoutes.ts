import type { Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SessionSettings } from '../auth/sessions.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import type { Logger } from '../logger.js'
import { readProjectPageUrl } from '../projects/readProjectPageUrl.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { answerLoginSession } from '../social/answerLoginSession.js'
import { upsertSocialUser } from '../social/upsertSocialUser.js'
import { channelTokenPattern } from './channelTokens.js'
import { deleteExpiredChannels, openChannel } from './farcasterChannels.js'
import { farcasterDeepLink } from './farcasterDeepLink.js'
import { defaultChannelTtlSeconds } from './farcasterRelayRoutes.js'
import type { FarcasterIdRegistry } from './parseFarcasterIdRegistry.js'
import { readCompletedChannel } from './readCompletedChannel.js'

/** What `registerFarcasterLoginRoutes` needs from the login routes. */
export type FarcasterLoginRoutesParameters = {
  db: Kysely<Database>
  config: SessionSettings & {
    /** Without it the relay cannot verify a sign-in, so none starts (`FARCASTER_ID_REGISTRY`). */
    farcasterIdRegistry: FarcasterIdRegistry | undefined
    /** The channel's deep link (`FARCASTER_SIGN_IN_URL`); Farcaster's own by default. */
    farcasterSignInUrl: string | undefined
    trustProxy: boolean
  }
  logger: Logger
  now: () => Date
  limits: RateLimits
  readBody: <schema extends z.ZodType>(
    c: Context<AppEnv>,
    schema: schema,
  ) => Promise<z.output<schema>>
}

const single = (message: string) => ({ error: message })
const startSchema = z.strictObject({
  siweUri: z.string(single('must be a string')).max(2048, single('is too long')),
})
const token = z
  .string(single('must be a string'))
  .regex(channelTokenPattern, single('is malformed'))
const finishSchema = z.strictObject({ channelToken: token, readToken: token })

/**
 * Sign In With Farcaster into the embedded wallet (SECURITY.md T24). The secure frame drives it
 * as it drives a social login: it opens a channel of the relay (`/farcaster/v1`) here, not over
 * HTTP, shows the modal the channel's deep link only, and keeps the read token, without which no
 * one turns the channel's result into a session.
 *
 * - `POST /auth/v1/farcaster/start?projectId=` `{ siweUri }` (the frame; `siweUri` is the site's
 *   origin, which must be one of the project's) → `{ url, channelToken, readToken, expiresAt }`:
 *   a channel for the site (its domain is `siweUri`'s host) that the relay's Farcaster client
 *   signs for, and `url`, its deep link.
 * - `POST /auth/v1/farcaster/finish?projectId=` `{ channelToken, readToken }` (the frame, polling)
 *   → 409 `farcaster_pending` until the Farcaster client hands in a verified message; then the
 *   session, as the social login answers it (`authProvider: 'farcaster'`, the Farcaster
 *   username; no email), once. 401 `social_denied` when the client declined, 401
 *   `social_unknown` for a channel that expired, was read already, or is not this frame's.
 *
 * The Farcaster account is a social identity keyed by its fid: the same fid signs in the same
 * user, and, having no email, it never links to another login.
 */
export function registerFarcasterLoginRoutes(
  app: Hono<AppEnv>,
  parameters: FarcasterLoginRoutesParameters,
): void {
  const { db, config, logger, now, limits, readBody } = parameters
  const bySource = (family: 'farcasterChannels' | 'farcasterRelay') =>
    limitBySource({ limits, family, trustProxy: config.trustProxy })
  app.use('/auth/v1/farcaster/start', bySource('farcasterChannels'))
  app.use('/auth/v1/farcaster/finish', bySource('farcasterRelay'))

  app.post('/auth/v1/farcaster/start', async (c) => {
    const projectId = c.get('projectId') ?? ''
    if (!config.farcasterIdRegistry)
      throw new ApiError(
        400,
        'social_not_configured',
        'Sign-in with Farcaster is not set up on this server.',
      )
    const body = await readBody(c, startSchema)
    // The message the Farcaster user signs names this site: only one of the project's.
    const siweUri = await readProjectPageUrl(db, projectId, body.siweUri, 'site’s URI')
    const at = now()
    await deleteExpiredChannels(db, at)
    const opened = await openChannel(db, {
      projectId,
      signatureParams: { siweUri: body.siweUri, domain: siweUri.host },
      userAgent: (c.req.header('user-agent') ?? 'Unknown').slice(0, 256),
      now: at,
      ttlSeconds: defaultChannelTtlSeconds,
    })
    logger.info('farcaster login started', { projectId })
    return c.json({
      url: farcasterDeepLink(config.farcasterSignInUrl, opened.channelToken),
      channelToken: opened.channelToken,
      readToken: opened.readToken,
      expiresAt: opened.expiresAt.toISOString(),
    })
  })

  app.post('/auth/v1/farcaster/finish', async (c) => {
    const projectId = c.get('projectId') ?? ''
    const { channelToken, readToken } = await readBody(c, finishSchema)
    const at = now()
    const read = await readCompletedChannel(db, { channelToken, readToken, projectId, now: at })
    if (read.status === 'pending')
      throw new ApiError(409, 'farcaster_pending', 'The sign-in is not approved in Farcaster yet.')
    if (read.status === 'rejected')
      throw new ApiError(401, 'social_denied', 'The sign-in was declined in Farcaster.')
    if (read.status === 'unknown')
      throw new ApiError(401, 'social_unknown', 'This sign-in has expired or was used already.')
    const { signIn } = read
    const username = signIn.username ?? null
    const user = await upsertSocialUser(db, {
      projectId,
      provider: 'farcaster',
      profile: { subject: String(signIn.fid), email: null, emailVerified: false, username },
      now: at,
    })
    logger.info('farcaster login', { projectId, userId: user.userId, isNewUser: user.isNewUser })
    return answerLoginSession(c, db, {
      userId: user.userId,
      projectId,
      isNewUser: user.isNewUser,
      authProvider: 'farcaster',
      username,
      now: at,
      settings: config,
    })
  })
}
