import { createHash, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { isAuthOriginAllowed } from '../auth/authCors.js'
import type { Database } from '../db/schema.js'
import { ApiError, BadRequestError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { idPattern, idRule } from '../http/idPattern.js'
import { limitBody } from '../http/limitBody.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { Logger } from '../logger.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { channelTokenPattern } from './channelTokens.js'
import { createIdRegistryReader, type IdRegistryReader } from './createIdRegistryReader.js'
import {
  completeChannel,
  deleteExpiredChannels,
  findLiveChannel,
  openChannel,
  rejectChannel,
  signatureParamsOf,
} from './farcasterChannels.js'
import { farcasterDeepLink } from './farcasterDeepLink.js'
import {
  channelCompletedError,
  channelRejectedError,
  notConfiguredError,
  unknownChannelError,
} from './farcasterErrors.js'
import type { FarcasterIdRegistry } from './parseFarcasterIdRegistry.js'
import { toChannelStatus } from './toChannelStatus.js'
import { verifyFarcasterMessage } from './verifyFarcasterMessage.js'

/** The relay's settings. */
export type FarcasterRelayConfig = {
  /** The ID registry fids are checked against (`FARCASTER_ID_REGISTRY`); without it, 503. */
  idRegistry: FarcasterIdRegistry | undefined
  /**
   * The key a Farcaster client sends as `X-Farcaster-Auth-Relay-Key` to authenticate a channel
   * (`FARCASTER_RELAY_KEY`), as Farcaster's own relay asks of the clients it trusts with the
   * profile fields. Without it, any client may authenticate (the signature and the custody are
   * checked all the same, but the username is then anyone's word).
   */
  relayKey: string | undefined
  /**
   * The deep link a channel's `url` is, with `?channelToken=` added (`FARCASTER_SIGN_IN_URL`).
   * Defaults to `https://farcaster.xyz/~/siwf`, what Farcaster's relay answers.
   */
  signInUrl?: string | undefined
  /** How long a channel lives, in seconds. Defaults to `600`. */
  channelTtlSeconds?: number | undefined
  /** Read the client from `X-Forwarded-For` (`TRUST_PROXY`), for the quotas. */
  trustProxy: boolean
  /** The secure frame's origin, which may open channels for every project (`FRAME_ORIGIN`). */
  frameOrigin: string | undefined
}

/** Parameters of `farcasterRelayRoutes`. */
export type FarcasterRelayRoutesParameters = {
  db: Kysely<Database>
  config: FarcasterRelayConfig
  logger: Logger
  now: () => Date
  /** The app's quotas: `farcasterChannels` and `farcasterRelay`. */
  limits: RateLimits
}

/** How long a channel lives unless `channelTtlSeconds` says otherwise. */
export const defaultChannelTtlSeconds = 600

/** The largest body the relay reads, in bytes: a SIWF message and a profile fit in well under. */
export const maximumRelayBodyBytes = 8192

const single = (message: string) => ({ error: message })
// Printable ASCII without spaces: these values are copied into the lines of the signed message.
const token = (maximum: number) =>
  z
    .string(single('must be a string'))
    .max(maximum, single('is too long'))
    .regex(/^[\x21-\x7e]+$/, single('must be printable ASCII without spaces'))
const dateTime = z
  .string(single('must be a string'))
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/,
    single('must be an RFC 3339 date-time'),
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), single('must be a valid date-time'))
const text = (maximum: number) =>
  z
    .string(single('must be a string'))
    .max(maximum, single('is too long'))
    .regex(/^[^\p{Cc}]*$/u, single('must not have control characters'))

const createSchema = z
  .strictObject({
    projectId: z.string(single('must be a string')).regex(idPattern, single(`must be ${idRule}`)),
    siweUri: token(2048),
    domain: z
      .string(single('must be a string'))
      .max(255, single('is too long'))
      .regex(/^[a-zA-Z0-9.-]+(:[0-9]{1,5})?$/, single('must be a host, with its port if any')),
    nonce: z.undefined(single('is chosen by the relay: leave it out')),
    notBefore: dateTime,
    expirationTime: dateTime,
    requestId: token(256),
    redirectUrl: token(2048),
    acceptAuthAddress: z.boolean(single('must be a boolean')),
  })
  // Every field but the SIWF URI and domain may be left out.
  .partial()
  .required({ siweUri: true, domain: true })

const authenticateSchema = z
  .strictObject({
    message: z.string(single('must be a string')).max(4096, single('is too long')),
    signature: z
      .string(single('must be a string'))
      .regex(/^0x([0-9a-fA-F]{2}){65,2048}$/, single('must be 0x and the hex of 65 bytes or more')),
    fid: z
      .number(single('must be a number'))
      .int(single('must be an integer'))
      .min(1, single('must be at least 1'))
      .max(Number.MAX_SAFE_INTEGER, single('is too large')),
    authMethod: z.literal('custody', single("must be 'custody': auth addresses are not accepted")),
    username: text(256),
    displayName: text(256),
    bio: text(1024),
    pfpUrl: token(2048).refine(
      (value) => /^https?:\/\//i.test(value),
      single('must be an http(s) URL'),
    ),
  })
  .partial()
  .required({ message: true, signature: true, fid: true })

function readChannelToken(c: Context<AppEnv>): string {
  const channelToken = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  if (!channelToken || !channelTokenPattern.test(channelToken)) throw unknownChannelError()
  return channelToken
}

// Compared as hashes, so the time taken says nothing about the key, whatever its length.
const sameSecret = (presented: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  )

/** `url` as an http(s) URL on one of the project's origins (or the frame's), or a refusal. */
function requireProjectUrl(
  field: string,
  value: string,
  origins: readonly string[],
  frameOrigin: string | undefined,
): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new BadRequestError(`Invalid body field ${field}: must be an http(s) URL.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BadRequestError(`Invalid body field ${field}: must be an http(s) URL.`)
  if (!isAuthOriginAllowed(url.origin, origins, frameOrigin))
    throw new ApiError(
      403,
      'origin_not_allowed',
      `The ${field} ${url.origin} is not one of the project's allowed origins.`,
    )
  return url
}

/**
 * The Farcaster auth relay (Sign In With Farcaster, SECURITY.md T24), the protocol
 * `@farcaster/auth-client` 0.7.1 speaks with `relay: '<server>/farcaster'`, with the channels in
 * the database so that every instance answers them:
 *
 * - `POST /farcaster/v1/channel?projectId=` (or `projectId` in the body) `{ siweUri, domain,
 *   notBefore?, expirationTime?, requestId?, redirectUrl?, acceptAuthAddress? }` → 201
 *   `{ channelToken, url, connectUri, nonce, readToken }`: the app opens a channel. `siweUri`
 *   (and `redirectUrl`) must be on one of the project's origins (or `FRAME_ORIGIN`), `domain` is
 *   `siweUri`'s host, the nonce is the relay's own (a `nonce` field is refused), and `url` is the
 *   deep link `<signInUrl>?channelToken=…` a Farcaster client opens. `readToken` is Latch's: it
 *   lets the creator take the result on the server (`readCompletedChannel`).
 * - `GET /farcaster/v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 `{ state:
 *   'pending', nonce, url, signatureParams, acceptAuthAddress: false, metadata }`, then 200 with
 *   `state: 'completed'` and `message, signature, authMethod: 'custody', fid, custody, username,
 *   displayName, bio, pfpUrl, verifications: []` until the channel is read or expires; 401 for a
 *   token of no live channel.
 * - `POST /farcaster/v1/channel/authenticate` (Bearer, and `X-Farcaster-Auth-Relay-Key` when
 *   `relayKey` is set) `{ message, signature, fid, authMethod?, username?, displayName?, bio?,
 *   pfpUrl? }` → 201 with the completed channel: the Farcaster client hands in the signed
 *   message, which must pass `verifyFarcasterMessage` (domain, nonce, time, fid resource, and
 *   the fid's custody address from the ID registry as the signer). A channel completes once
 *   (409 `farcaster_channel_completed`).
 * - `POST /farcaster/v1/channel/reject` (Bearer, and the relay key as for `authenticate`) → 200
 *   `{ state: 'rejected' }`: a Latch addition to the protocol, for a Farcaster client whose user
 *   declined. The channel then takes nothing more, its status answers 409
 *   `farcaster_channel_rejected` (so a polling app stops at once instead of at the expiry), and
 *   the creator's `readCompletedChannel` says `rejected`. Farcaster's own clients never call it:
 *   with them a declined sign-in simply expires.
 *
 * Channels live `channelTtlSeconds` and are swept as new ones open; creations take from the
 * `farcasterChannels` quota and the channel calls from `farcasterRelay`, per client source.
 */
export function farcasterRelayRoutes(parameters: FarcasterRelayRoutesParameters): Hono<AppEnv> {
  const { db, config, logger, now, limits } = parameters
  const ttlSeconds = config.channelTtlSeconds ?? defaultChannelTtlSeconds
  const registry: IdRegistryReader | undefined = config.idRegistry
    ? createIdRegistryReader(config.idRegistry)
    : undefined
  const requireRegistry = () => {
    if (!registry) throw notConfiguredError()
    return registry
  }
  const deepLink = (channelToken: string) => farcasterDeepLink(config.signInUrl, channelToken)
  // Said once, at the first authentication, so that servers that never see one stay quiet.
  let warned = false
  const warnOnce = () => {
    if (warned || config.relayKey !== undefined) return
    warned = true
    logger.warn(
      'FARCASTER_RELAY_KEY is not set: any client may authenticate a Farcaster channel, and the username it sends is its own word',
    )
  }

  const app = new Hono<AppEnv>()
  app.use('/farcaster/v1/*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  app.use('/farcaster/v1/*', limitBody(maximumRelayBodyBytes))
  const bySource = (family: 'farcasterChannels' | 'farcasterRelay') =>
    limitBySource({ limits, family, trustProxy: config.trustProxy })
  app.use('/farcaster/v1/channel', bySource('farcasterChannels'))
  app.use('/farcaster/v1/channel/status', bySource('farcasterRelay'))
  app.use('/farcaster/v1/channel/authenticate', bySource('farcasterRelay'))
  app.use('/farcaster/v1/channel/reject', bySource('farcasterRelay'))

  app.post('/farcaster/v1/channel', async (c) => {
    requireRegistry()
    const body = await readJsonBody(c, createSchema)
    const queryProjectId = c.req.query('projectId')
    if (queryProjectId !== undefined && !idPattern.test(queryProjectId))
      throw new BadRequestError(`Invalid query parameter projectId: must be ${idRule}.`)
    if (
      queryProjectId !== undefined &&
      body.projectId !== undefined &&
      queryProjectId !== body.projectId
    )
      throw new BadRequestError('The projectId of the query and of the body differ.')
    const projectId = body.projectId ?? queryProjectId
    if (projectId === undefined)
      throw new BadRequestError('Send the project as ?projectId= or as the body field projectId.')
    const origins = await getProjectOrigins(db, projectId)
    if (!origins) throw new ApiError(404, 'unknown_project', `Project ${projectId} does not exist.`)
    c.set('projectId', projectId)
    const origin = c.req.header('origin')
    if (origin !== undefined && !isAuthOriginAllowed(origin, origins, config.frameOrigin))
      throw new ApiError(403, 'origin_not_allowed', 'This origin is not allowed for the project.')
    const siweUri = requireProjectUrl('siweUri', body.siweUri, origins, config.frameOrigin)
    if (body.domain !== siweUri.host)
      throw new BadRequestError(
        `Invalid body field domain: must be the host of siweUri (${siweUri.host}).`,
      )
    if (body.redirectUrl !== undefined)
      requireProjectUrl('redirectUrl', body.redirectUrl, origins, config.frameOrigin)
    const at = now()
    if (body.expirationTime !== undefined && Date.parse(body.expirationTime) <= at.getTime())
      throw new BadRequestError('Invalid body field expirationTime: must be in the future.')

    await deleteExpiredChannels(db, at)
    const { acceptAuthAddress: _ignored, projectId: _project, nonce: _nonce, ...params } = body
    const opened = await openChannel(db, {
      projectId,
      signatureParams: params,
      userAgent: (c.req.header('user-agent') ?? 'Unknown').slice(0, 256),
      now: at,
      ttlSeconds,
    })
    const url = deepLink(opened.channelToken)
    logger.info('farcaster channel opened', { projectId })
    return c.json(
      {
        channelToken: opened.channelToken,
        url,
        connectUri: url,
        nonce: opened.nonce,
        readToken: opened.readToken,
      },
      201,
    )
  })

  app.get('/farcaster/v1/channel/status', async (c) => {
    const channelToken = readChannelToken(c)
    const channel = await findLiveChannel(db, channelToken, now())
    if (!channel) throw unknownChannelError()
    if (channel.state === 'rejected') throw channelRejectedError()
    const status = { ...toChannelStatus(channel), url: deepLink(channelToken) }
    return c.json(status, status.state === 'completed' ? 200 : 202)
  })

  // The calls of a Farcaster client: with the relay key, when the relay has one.
  const requireRelayKey = (c: Context<AppEnv>) => {
    warnOnce()
    const presented =
      c.req.header('x-farcaster-auth-relay-key') ?? c.req.header('x-farcaster-connect-auth-key')
    if (
      config.relayKey !== undefined &&
      (presented === undefined || !sameSecret(presented, config.relayKey))
    )
      throw new ApiError(
        401,
        'unauthorized',
        'Send X-Farcaster-Auth-Relay-Key: the key of a Farcaster client this relay trusts.',
      )
  }

  app.post('/farcaster/v1/channel/authenticate', async (c) => {
    requireRelayKey(c)
    const channelToken = readChannelToken(c)
    const reader = requireRegistry()
    const channel = await findLiveChannel(db, channelToken, now())
    if (!channel) throw unknownChannelError()
    const body = await readJsonBody(c, authenticateSchema)
    if (channel.state === 'completed') throw channelCompletedError()
    if (channel.state === 'rejected') throw channelRejectedError()
    const projectId = channel.project_id
    let verified: Awaited<ReturnType<typeof verifyFarcasterMessage>>
    try {
      verified = await verifyFarcasterMessage({
        message: body.message,
        signature: body.signature as `0x${string}`,
        fid: body.fid,
        expected: signatureParamsOf(channel),
        now: now(),
        registry: reader,
      })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'unavailable')
        logger.warn('the Farcaster ID registry did not answer', { projectId, error: error.cause })
      else if (error instanceof ApiError)
        logger.info('a Farcaster message was refused', { projectId, code: error.code })
      throw error
    }
    const completed = await completeChannel(db, {
      channelToken,
      message: body.message,
      signature: body.signature,
      fid: verified.fid,
      custody: verified.custody,
      profile: {
        username: body.username,
        displayName: body.displayName,
        bio: body.bio,
        pfpUrl: body.pfpUrl,
      },
      now: now(),
    })
    // Another message completed it between the read and the write (or it just expired).
    if (!completed) throw channelCompletedError()
    logger.info('farcaster sign-in verified', { projectId, fid: verified.fid })
    const row = await findLiveChannel(db, channelToken, now())
    if (!row) throw unknownChannelError()
    const url = deepLink(channelToken)
    return c.json({ ...toChannelStatus(row), url, connectUri: url }, 201)
  })

  app.post('/farcaster/v1/channel/reject', async (c) => {
    requireRelayKey(c)
    const channelToken = readChannelToken(c)
    const channel = await findLiveChannel(db, channelToken, now())
    if (!channel) throw unknownChannelError()
    if (channel.state === 'completed') throw channelCompletedError()
    // Declining twice says the same thing twice.
    if (channel.state === 'pending' && !(await rejectChannel(db, { channelToken, now: now() })))
      throw channelCompletedError()
    logger.info('farcaster sign-in declined', { projectId: channel.project_id })
    return c.json({ state: 'rejected' as const })
  })

  return app
}
