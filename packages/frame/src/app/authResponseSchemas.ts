import * as v from 'valibot'
import { sessionTokenPattern } from './frameSession.js'

// The bodies of the Latch server's login routes (packages/server/src/auth/authRoutes.ts). Extra
// keys are dropped, so the server may add fields; a missing or mistyped one fails the call.
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
const email = v.pipe(v.string(), v.minLength(1), v.maxLength(1024))

/** `POST /auth/v1/email/start`, `/email/update/start` and `/email/update/verify-primary`. */
export const okResponseSchema = v.object({ ok: v.literal(true) })

/** `POST /auth/v1/email/verify`. */
export const verifyResponseSchema = v.object({
  token: v.pipe(v.string(), v.regex(sessionTokenPattern)),
  user: v.object({ id, email, isNewUser: v.boolean() }),
})

/** `GET /auth/v1/session`. */
export const sessionResponseSchema = v.object({ user: v.object({ id, email }) })

/** `POST /auth/v1/sign-out`: 204, no body. */
export const noContentSchema = v.undefined()

/** `POST /auth/v1/email/update/verify-secondary`. */
export const newEmailResponseSchema = v.object({ newEmail: email })

/**
 * `GET /auth/v1/key-shares/auth` (packages/server/src/keyShares/keyShareRoutes.ts): the AUTH key
 * share as base64, and the addresses the wallet was created with.
 */
export const authShareResponseSchema = v.object({
  share: v.pipe(v.string(), v.minLength(1), v.maxLength(344)),
  addresses: v.object({
    eip155: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
    solana: v.pipe(v.string(), v.minLength(32), v.maxLength(44)),
  }),
})
