import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The body of every error the login routes answer: a stable code and a sentence for people. */
export type AuthErrorBody = {
  error: string
  message: string
  /** With `throttled`: whole seconds until a new send is allowed. */
  retryAfterSeconds?: number | undefined
}

/** An error of the login routes, answered as `{ error: { code, message } }` with its status. */
export class AuthError extends Error {
  override name = 'AuthError'
  readonly status: ContentfulStatusCode
  readonly body: AuthErrorBody

  constructor(status: ContentfulStatusCode, body: AuthErrorBody) {
    super(body.message)
    this.status = status
    this.body = body
  }
}

/** 429 `throttled`, with the wait in the message and in `retryAfterSeconds`. */
export function throttledError(retryAfterSeconds: number): AuthError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new AuthError(429, {
    error: 'throttled',
    message: `Please try again after ${seconds} seconds`,
    retryAfterSeconds: seconds,
  })
}

/** 400 `invalid_email`. */
export const invalidEmailError = () =>
  new AuthError(400, { error: 'invalid_email', message: 'Invalid email address.' })

/** 401 `invalid_code`: wrong, expired, used or burned; the answer never says which. */
export const invalidCodeError = () =>
  new AuthError(401, { error: 'invalid_code', message: 'Invalid code.' })

/** 401 `unauthorized`: no session, or an expired or signed-out one. */
export const unauthorizedError = () =>
  new AuthError(401, {
    error: 'unauthorized',
    message: 'Send Authorization: Bearer <token> with a live session.',
  })

/**
 * 403 `challenge_required`: the project is above `LOGIN_CHALLENGE_THRESHOLD` and the operator's
 * `verifyChallenge` did not accept the request (no token, a wrong one, or the check failed).
 */
export const challengeRequiredError = () =>
  new AuthError(403, {
    error: 'challenge_required',
    message: 'This project asks for a challenge before it sends a login code.',
  })
