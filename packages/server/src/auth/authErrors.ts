import { ApiError } from '../errors.js'

/** 400 `invalid_email`. */
export const invalidEmailError = () => new ApiError(400, 'invalid_email', 'Invalid email address.')

/** 401 `invalid_code`: wrong, expired, used or burned; the answer never says which. */
export const invalidCodeError = () => new ApiError(401, 'invalid_code', 'Invalid code.')

/** 401 `unauthorized`: no session, or an expired or signed-out one. */
export const unauthorizedError = () =>
  new ApiError(401, 'unauthorized', 'Send Authorization: Bearer <token> with a live session.')

/**
 * 403 `challenge_required`: the project is above `LOGIN_CHALLENGE_THRESHOLD` and the operator's
 * `verifyChallenge` did not accept the request (no token, a wrong one, or the check failed).
 */
export const challengeRequiredError = () =>
  new ApiError(
    403,
    'challenge_required',
    'This project asks for a challenge before it sends a login code.',
  )
