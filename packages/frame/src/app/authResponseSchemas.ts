import * as v from 'valibot'
import { sessionTokenPattern } from './frameSession.js'

// The bodies of the Latch server's login routes (packages/server/src/auth/authRoutes.ts). Extra
// keys are dropped, so the server may add fields; a missing or mistyped one fails the call.
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
const email = v.pipe(v.string(), v.minLength(1), v.maxLength(1024))

/** `POST /auth/v1/email/start`, `/email/update/start` and `/email/update/verify-primary`. */
export const okResponseSchema = v.object({ ok: v.literal(true) })

const token = v.pipe(v.string(), v.regex(sessionTokenPattern))
/** Seconds until a session token should be replaced (packages/server/src/auth/sessions.ts). */
const refreshAfterSeconds = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** `POST /auth/v1/email/verify`. */
export const verifyResponseSchema = v.object({
  token,
  refreshAfterSeconds,
  user: v.object({ id, email, isNewUser: v.boolean() }),
})

/** `GET /auth/v1/session`: `refreshAfterSeconds` 0 when the server wants the token replaced. */
export const sessionResponseSchema = v.object({
  user: v.object({ id, email: v.nullable(email) }),
  refreshAfterSeconds: v.optional(refreshAfterSeconds),
})

/** `POST /auth/v1/social/start`: the provider's page, and what only the frame keeps. */
export const socialStartResponseSchema = v.object({
  uri: v.pipe(v.string(), v.maxLength(4096), v.url()),
  resultId: token,
  secret: token,
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
})

/** `POST /auth/v1/social/finish`: the session of a social login. */
export const socialFinishResponseSchema = v.object({
  token,
  refreshAfterSeconds,
  user: v.object({
    id,
    email: v.nullable(email),
    isNewUser: v.boolean(),
    authProvider: v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/)),
    username: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
  }),
})

/** `POST /auth/v1/farcaster/start`: the channel's deep link, and what only the frame keeps. */
export const farcasterStartResponseSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(4096), v.url()),
  channelToken: token,
  readToken: token,
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
})

/** `POST /auth/v1/session/refresh`: the new token of the login. */
export const refreshResponseSchema = v.object({ token, refreshAfterSeconds })

/**
 * `PUT /auth/v1/key-shares/auth`: 201 `{ replaced }`, whether a pending share of an earlier
 * attempt was replaced (a recovery code shown for it no longer works).
 */
export const keyShareUploadResponseSchema = v.object({ replaced: v.boolean() })

/** `POST /auth/v1/sign-out` and `/auth/v1/key-shares/auth/confirm`: 204, no body. */
export const noContentSchema = v.undefined()

/**
 * `POST /auth/v1/email/update/verify-secondary`: the new email, and a new token (every earlier
 * token of the user was ended).
 */
export const newEmailResponseSchema = v.object({ newEmail: email, token, refreshAfterSeconds })

/**
 * `GET /auth/v1/key-shares/auth?recipientKey=` (packages/server/src/keyShares/keyShareRoutes.ts):
 * the AUTH key share sealed with HPKE to the frame's one-time key (`enc`, the 65-byte
 * encapsulated key, and `ciphertext`, at most 256 bytes and the 16-byte tag, both base64url),
 * the user it was sealed for, and the addresses the wallet was created with.
 */
export const authShareResponseSchema = v.object({
  enc: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/)),
  ciphertext: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,363}$/)),
  userId: id,
  addresses: v.object({
    eip155: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
    solana: v.pipe(v.string(), v.minLength(32), v.maxLength(44)),
  }),
})
