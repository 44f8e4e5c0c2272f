import { parseSiwxMessage, SiwxMessageError } from '@latch/core/siwx'
import { type Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { isAuthOriginAllowed } from '../auth/authCors.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { idPattern, idRule } from '../http/idPattern.js'
import { limitBody } from '../http/limitBody.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { Logger } from '../logger.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import type { RateLimitFamily } from '../rateLimit/rateLimitRules.js'
import { checkSiwxMessage } from './checkSiwxMessage.js'
import { createSiwxKeys, type SiwxKeys } from './createSiwxKeys.js'
import {
  maximumSiwxBodyBytes,
  maximumSiwxMessageBytes,
  type SiwxConfig,
  toSiwxIssuer,
} from './siwxConfig.js'
import {
  invalidMessageError,
  invalidSignatureError,
  nonceExpiredError,
  nonceUnknownError,
  nonceUsedError,
  siwxUnauthorizedError,
} from './siwxErrors.js'
import { issueSiwxNonce, readSiwxNonce, useSiwxNonce } from './siwxNonces.js'
import {
  createSiwxSession,
  findSiwxSession,
  revokeSiwxSession,
  type SiwxSession,
} from './siwxSessions.js'
import { createSiwxSignatureVerifier, type VerifySiwxSignature } from './verifySiwxSignature.js'

/** Parameters of {@link siwxRoutes}. */
export type SiwxRoutesParameters = {
  db: Kysely<Database>
  config: SiwxConfig
  logger: Logger
  now: () => Date
  /** The app's quotas: `siwxNonces`, `siwxVerify`, and `sessions` for the session routes. */
  limits: RateLimits
  /** The token keys. Defaults to `createSiwxKeys({ signingKey: config.siwxSigningKey })`. */
  keys?: SiwxKeys | undefined
  /** The signature check. Defaults to `createSiwxSignatureVerifier` over `chainRpcUrls`. */
  verifySignature?: VerifySiwxSignature | undefined
}

const single = (message: string) => ({ error: message })
const verifySchema = z.strictObject({
  message: z
    .string(single('must be a string'))
    .min(1, single('must not be empty'))
    .refine(
      (message) => new TextEncoder().encode(message).length <= maximumSiwxMessageBytes,
      single(`must be at most ${maximumSiwxMessageBytes} bytes`),
    ),
  signature: z
    .string(single('must be a string'))
    .min(1, single('must not be empty'))
    .max(maximumSiwxBodyBytes, single('is too long')),
})

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

/**
 * Sign In With X (CAIP-122: EIP-4361 on eip155, Sign In With Solana on solana) under `/siwx/v1`.
 * Every route but `jwks` takes `?projectId=`, answers `Cache-Control: no-store`, and refuses
 * an `Origin` the project does not allow (403 `origin_not_allowed`):
 *
 * - `POST /nonce` → `{ nonce, expiresAt }`: 32 hex digits, usable once within 10 minutes, for
 *   this project only;
 * - `POST /verify` `{ message, signature }` → `{ token, session }`: the message (at most 4 kB,
 *   as `formatSiwxMessage` writes it) must carry a nonce of this project, fresh and unused; its
 *   URI must be on a project origin and its domain that URI's host; a request with an `Origin`
 *   must come from the URI's origin; it must be within its times; and its address must have
 *   signed it (eip155: `0x` hex, EOA, ERC-1271 or ERC-6492, over the chain's `CHAIN_RPC_URLS`;
 *   solana: base58 Ed25519). The nonce is then used up, once, and a session opened. `token` is
 *   an ES256 JWT: `iss` the issuer, `aud` the project, `sub` the CAIP-10 account, `jti` the
 *   session id, `iat`, `exp`, and `chainId`, `address`, `domain`;
 * - `GET /session` (Bearer token) → `{ session }` while it is live, else 401 `unauthorized`;
 * - `POST /sign-out` (Bearer token) → 204: the session ends, its token is refused from then on;
 * - `GET /jwks` → the public keys (`kid`, `alg: ES256`, `use: sig`), cacheable, for site
 *   backends (`verifySiwxSessionToken`).
 *
 * Refusals: 400 `invalid_message`, `nonce_unknown`, `nonce_expired`, `message_expired`,
 * `message_not_yet_valid`, `chain_not_supported`; 409 `nonce_used`; 403 `domain_not_allowed`,
 * `origin_mismatch`; 401 `invalid_signature`; 503 `unavailable` (the chain's RPC failed).
 */
export function siwxRoutes(parameters: SiwxRoutesParameters): Hono<AppEnv> {
  const { db, config, logger, now, limits } = parameters
  const keys = parameters.keys ?? createSiwxKeys({ signingKey: config.siwxSigningKey })
  const verifySignature =
    parameters.verifySignature ??
    createSiwxSignatureVerifier({ chainRpcUrls: config.chainRpcUrls, logger })
  const issuer = toSiwxIssuer(config)
  // Said once, at the first request, so servers that never use SIWX stay quiet.
  let warned = false
  const warnOnce = () => {
    if (warned) return
    warned = true
    if (keys.isRandom)
      logger.warn(
        'SIWX_SIGNING_KEY is not set: a random key is used, so SIWX sessions end with this process',
      )
  }
  const app = new Hono<AppEnv>()
  const projectOf = (c: Context<AppEnv>) => c.get('projectId') ?? ''

  const projectRoutes = [
    '/siwx/v1/nonce',
    '/siwx/v1/verify',
    '/siwx/v1/session',
    '/siwx/v1/sign-out',
  ] as const
  for (const path of projectRoutes)
    app.use(path, async (c, next) => {
      warnOnce()
      c.header('Cache-Control', 'no-store')
      const projectId = c.req.query('projectId')
      if (projectId === undefined)
        throw new ApiError(
          400,
          'invalid_request',
          'Invalid query parameter projectId: is required.',
        )
      if (!idPattern.test(projectId))
        throw new ApiError(
          400,
          'invalid_request',
          `Invalid query parameter projectId: must be ${idRule}.`,
        )
      const origins = await getProjectOrigins(db, projectId)
      if (!origins)
        throw new ApiError(404, 'unknown_project', `Project ${projectId} does not exist.`)
      const origin = c.req.header('origin')
      if (origin !== undefined && !isAuthOriginAllowed(origin, origins, config.frameOrigin))
        throw new ApiError(403, 'origin_not_allowed', 'This origin is not allowed for the project.')
      c.set('projectId', projectId)
      await next()
    })
  app.use('/siwx/v1/*', limitBody(maximumSiwxBodyBytes))
  const bySource = (family: RateLimitFamily) =>
    limitBySource({ limits, family, trustProxy: config.trustProxy })
  app.use('/siwx/v1/nonce', bySource('siwxNonces'))
  app.use('/siwx/v1/verify', bySource('siwxVerify'))
  app.use('/siwx/v1/session', bySource('sessions'))
  app.use('/siwx/v1/sign-out', bySource('sessions'))

  // The live session a bearer token stands for: a token of our key for this project, and a
  // session row that is neither expired nor signed out.
  const requireSession = async (c: Context<AppEnv>): Promise<SiwxSession> => {
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token) throw siwxUnauthorizedError()
    const projectId = projectOf(c)
    const at = now()
    let sessionId: unknown
    try {
      ;({ jti: sessionId } = await keys.verify(token, {
        issuer,
        audience: projectId,
        currentDate: at,
      }))
    } catch {
      throw siwxUnauthorizedError()
    }
    if (typeof sessionId !== 'string') throw siwxUnauthorizedError()
    const session = await findSiwxSession(db, { id: sessionId, projectId, now: at })
    if (!session) throw siwxUnauthorizedError()
    return session
  }

  app.post('/siwx/v1/nonce', async (c) => {
    const issued = await issueSiwxNonce(db, { projectId: projectOf(c), now: now() })
    return c.json(issued)
  })

  app.post('/siwx/v1/verify', async (c) => {
    const body = await readJsonBody(c, verifySchema)
    const projectId = projectOf(c)
    let message: ReturnType<typeof parseSiwxMessage>
    try {
      message = parseSiwxMessage(body.message)
    } catch (error) {
      if (error instanceof SiwxMessageError) throw invalidMessageError(error.shortMessage)
      throw error
    }
    const at = now()
    checkSiwxMessage(message, {
      origins: (await getProjectOrigins(db, projectId)) ?? [],
      requestOrigin: c.req.header('origin'),
      now: at,
    })
    const nonce = { projectId, nonce: message.nonce, now: at }
    const state = await readSiwxNonce(db, nonce)
    if (state === 'unknown') throw nonceUnknownError()
    if (state === 'used') throw nonceUsedError()
    if (state === 'expired') throw nonceExpiredError()
    if (!(await verifySignature({ text: body.message, message, signature: body.signature })))
      throw invalidSignatureError()
    // Checked above and taken here in one statement: of two requests racing, one gets in.
    if (!(await useSiwxNonce(db, nonce))) throw nonceUsedError()
    const session = await createSiwxSession(db, {
      projectId,
      address: message.address,
      chainId: message.chainId,
      domain: message.domain,
      now: at,
      ttlSeconds: config.siwxSessionTtlSeconds,
    })
    const token = await keys.sign({
      iss: issuer,
      aud: projectId,
      sub: session.caipAddress,
      jti: session.id,
      iat: seconds(session.issuedAt),
      exp: seconds(session.expiresAt),
      chainId: session.chainId,
      address: session.address,
      domain: session.domain,
    })
    logger.info('siwx signed in', { projectId, chainId: session.chainId })
    return c.json({ token, session })
  })

  app.get('/siwx/v1/session', async (c) => c.json({ session: await requireSession(c) }))

  app.post('/siwx/v1/sign-out', async (c) => {
    const session = await requireSession(c)
    await revokeSiwxSession(db, { id: session.id, projectId: projectOf(c), now: now() })
    return c.body(null, 204)
  })

  app.get('/siwx/v1/jwks', (c) => {
    // Public and the same for every project; a site backend may cache it. A restart with a
    // random key changes it, and jose's remote key set fetches again on an unknown `kid`.
    c.header('Cache-Control', 'public, max-age=600')
    return c.json(keys.jwks)
  })

  return app
}
