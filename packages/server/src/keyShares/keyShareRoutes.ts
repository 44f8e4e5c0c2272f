import type { Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SessionUser } from '../auth/sessions.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import type { Logger } from '../logger.js'
import { KeyShareDecryptError, openShare, sealShare } from './envelope.js'
import {
  confirmKeyShare,
  findKeyShare,
  isDeadShare,
  storePendingKeyShare,
} from './keyShareStore.js'
import { resolveKek } from './resolveKek.js'
import { importRecipientKey, RecipientKeyError, sealToRecipient } from './sealToRecipient.js'
import { isEip155Address, isSolanaAddress } from './walletAddresses.js'

/** The largest AUTH key share stored, in bytes. */
const maximumShareBytes = 256

/** Parameters of `registerKeyShareRoutes`: the login routes' database, clock and helpers. */
export type KeyShareRoutesParameters = {
  db: Kysely<Database>
  config: Pick<
    Config,
    'keyEncryptionKey' | 'keyEncryptionKeyId' | 'randomKeyEncryptionKey' | 'frameOrigin'
  >
  logger: Logger
  now: () => Date
  /** The user of the request's bearer session, or a 401. */
  requireSession: (c: Context<AppEnv>) => Promise<SessionUser>
  /** The JSON body checked against a schema, or a 4xx. */
  readBody: <schema extends z.ZodType>(
    c: Context<AppEnv>,
    schema: schema,
  ) => Promise<z.output<schema>>
}

const single = (message: string) => ({ error: message })
const shareRule = `must be base64 of 1 to ${maximumShareBytes} bytes`
const canonicalBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

const addressesSchema = z.strictObject(
  {
    eip155: z
      .string(single('must be a string'))
      .refine(isEip155Address, single('must be 0x and 40 hex digits')),
    solana: z
      .string(single('must be a string'))
      .refine(isSolanaAddress, single('must be base58 of 32 bytes')),
  },
  single('must be { eip155, solana }'),
)

const putSchema = z.strictObject({
  share: z
    .string(single('must be a string'))
    .max(Math.ceil(maximumShareBytes / 3) * 4, single(shareRule))
    .refine((text) => {
      if (text === '' || !canonicalBase64.test(text)) return false
      const bytes = Buffer.from(text, 'base64')
      const canonical = bytes.byteLength <= maximumShareBytes && bytes.toString('base64') === text
      bytes.fill(0)
      return canonical
    }, single(shareRule)),
  addresses: addressesSchema,
})

const confirmSchema = z.strictObject({ addresses: addressesSchema })

const recipientKeyRule = 'must be base64url of an uncompressed P-256 point (65 bytes)'

const notConfiguredError = () =>
  new ApiError(503, 'not_configured', 'Key storage is not configured.')

/**
 * The embedded wallet's AUTH key share (SECURITY.md section 5, T39 and T40), on the login app
 * under `/auth/v1` (so with its `?projectId=`, origin checks, body limit and errors), for the
 * user of a bearer session:
 *
 * - `PUT /key-shares/auth` `{ share, addresses: { eip155, solana } }` → 201 `{ replaced }`: the
 *   share is stored PENDING, replacing a pending one (so a retry after a lost reply succeeds
 *   again, and a creation that was cut short starts over; `replaced` says a recovery code shown
 *   for an earlier attempt no longer works); 409 `share_exists` when the user has a confirmed one (a new
 *   device never replaces it; there is no DELETE);
 * - `POST /key-shares/auth/confirm` `{ addresses }` → 204 once the frame has shown the recovery
 *   code and the user confirmed saving it: the pending share of exactly these addresses becomes
 *   final (again 204 when it already is); 409 `share_replaced` when a newer upload replaced it,
 *   404 `no_share` when there is none. Creation is all-or-nothing this way: until this call the
 *   wallet does not exist for any login;
 * - `GET /key-shares/auth?recipientKey=` → `{ enc, ciphertext, userId, addresses }`: the share
 *   sealed with HPKE (`sealToRecipient`) to the one-time P-256 key the frame made for this call
 *   (base64url of its uncompressed point, else 400 `invalid_request`), so the share never crosses
 *   the network in plaintext (SECURITY.md section 5); 404 `no_share` (also while the share is
 *   pending: the frame cannot sign with a wallet whose recovery code was not confirmed), or 500 `share_unreadable`
 *   when the stored share does not decrypt (another KEK, tampering, a row moved to another user).
 *
 * The share is base64 of 1 to 256 bytes, sealed under envelope encryption (`sealShare`) and never
 * logged. The upload (PUT) still relies on TLS alone. Both answers carry `Cache-Control: no-store`. With `FRAME_ORIGIN` set, a browser may only call these from the frame's origin. Without
 * a KEK (production without `KEY_ENCRYPTION_KEY`) both answer 503 `not_configured`.
 */
export function registerKeyShareRoutes(app: Hono<AppEnv>, parameters: KeyShareRoutesParameters) {
  const { db, config, logger, now, requireSession, readBody } = parameters
  const kek = resolveKek(config)
  let warned = false

  // The KEK, once the request may use key storage.
  const guard = (c: Context<AppEnv>) => {
    if (!warned) {
      warned = true
      if (!kek)
        logger.warn('KEY_ENCRYPTION_KEY is not set: the key-share routes answer 503 not_configured')
      else if (config.keyEncryptionKey === undefined)
        logger.warn(
          'KEY_ENCRYPTION_KEY is not set: a random one is used, so stored key shares cannot be read after this process ends (development only)',
        )
    }
    const origin = c.req.header('origin')
    if (origin !== undefined && config.frameOrigin !== undefined && origin !== config.frameOrigin)
      throw new ApiError(
        403,
        'origin_not_allowed',
        'Key shares are only served to the secure frame.',
      )
    if (!kek) throw notConfiguredError()
    return kek
  }

  app.put('/auth/v1/key-shares/auth', async (c) => {
    const current = guard(c)
    const user = await requireSession(c)
    const body = await readBody(c, putSchema)
    const owner = { projectId: c.get('projectId') ?? '', userId: user.id }
    const share = Buffer.from(body.share, 'base64')
    let stored: Awaited<ReturnType<typeof storePendingKeyShare>>
    try {
      stored = await storePendingKeyShare(db, {
        owner,
        sealed: sealShare(current, owner, share),
        addresses: body.addresses,
        current,
        now: now(),
      })
    } finally {
      share.fill(0)
    }
    if (stored === 'exists')
      throw new ApiError(
        409,
        'share_exists',
        'This user already has a key share; it is never replaced.',
      )
    logger.info('key share stored', { ...owner, kekId: current.id, confirmed: false })
    c.header('Cache-Control', 'no-store')
    return c.json({ replaced: stored === 'replaced' }, 201)
  })

  app.post('/auth/v1/key-shares/auth/confirm', async (c) => {
    const current = guard(c)
    const user = await requireSession(c)
    const body = await readBody(c, confirmSchema)
    const owner = { projectId: c.get('projectId') ?? '', userId: user.id }
    const result = await confirmKeyShare(db, {
      owner,
      addresses: body.addresses,
      current,
      now: now(),
    })
    if (result === 'none') throw new ApiError(404, 'no_share', 'This user has no key share.')
    if (result === 'replaced')
      throw new ApiError(
        409,
        'share_replaced',
        'A newer key share replaced this one before it was confirmed.',
      )
    logger.info('key share confirmed', owner)
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })

  app.get('/auth/v1/key-shares/auth', async (c) => {
    const current = guard(c)
    const user = await requireSession(c)
    let recipientKey: CryptoKey
    try {
      recipientKey = await importRecipientKey(c.req.query('recipientKey'))
    } catch (error) {
      if (!(error instanceof RecipientKeyError)) throw error
      throw new ApiError(
        400,
        'invalid_request',
        `Invalid query parameter recipientKey: ${recipientKeyRule}.`,
      )
    }
    const owner = { projectId: c.get('projectId') ?? '', userId: user.id }
    const stored = await findKeyShare(db, owner)
    // A pending share is not released: the wallet is not usable until its creation is confirmed.
    if (!stored?.confirmed || isDeadShare(stored.sealed.kekId, current))
      throw new ApiError(404, 'no_share', 'This user has no key share.')
    let share: Buffer
    try {
      share = openShare(current, owner, stored.sealed)
    } catch (error) {
      if (!(error instanceof KeyShareDecryptError)) throw error
      logger.error('key share does not decrypt', { ...owner, kekId: stored.sealed.kekId })
      throw new ApiError(500, 'share_unreadable', 'The stored key share cannot be decrypted.')
    }
    let sealed: Awaited<ReturnType<typeof sealToRecipient>>
    try {
      sealed = await sealToRecipient({ recipientKey, userId: user.id, share })
    } finally {
      share.fill(0)
    }
    logger.info('key share released', owner)
    c.header('Cache-Control', 'no-store')
    return c.json({ ...sealed, userId: user.id, addresses: stored.addresses })
  })
}
