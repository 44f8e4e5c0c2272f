import { BaseError } from './base.js'

export type EmbeddedWalletNotFoundErrorType = EmbeddedWalletNotFoundError & {
  name: 'EmbeddedWalletNotFoundError'
}
/** Email login was asked for, but the site has no embedded wallet (no `frameUrl`). */
export class EmbeddedWalletNotFoundError extends BaseError {
  override name = 'EmbeddedWalletNotFoundError'
  constructor() {
    super('The embedded wallet is not set up: set frameUrl.')
  }
}

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }
/** The email login needs a valid email (spec section 5). */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor() {
    super('Enter a valid email address.')
  }
}

export type SameEmailErrorType = SameEmailError & { name: 'SameEmailError' }
/** An email update to the address the wallet already logs in with. */
export class SameEmailError extends BaseError {
  override name = 'SameEmailError'
  constructor() {
    super('This is already the login email.')
  }
}

export type LoginChallengeRequiredErrorType = LoginChallengeRequiredError & {
  name: 'LoginChallengeRequiredError'
}
/**
 * The Latch server asks for a challenge before it mails a login code (its project is under a
 * flood, see `loginChallenge`), and there was none to give: no `loginChallenge` option, or it
 * failed, gave something that cannot be sent, or the server refused its answer.
 */
export class LoginChallengeRequiredError extends BaseError {
  override name = 'LoginChallengeRequiredError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Too many sign-ins right now. Try again later.', parameters)
  }
}

/**
 * The codes of the Latch server's refusals in an email login or email update (a Latch addition
 * to the frame protocol), so that no side reads its English: `throttled` (a new code only after
 * `retryAfterSeconds`), `invalid_code` (wrong, expired or used), `invalid_email`, `same_email`
 * (the update's new address is the login email) and `email_in_use` (another account has it).
 */
export type EmailLoginErrorCode =
  | 'throttled'
  | 'invalid_code'
  | 'invalid_email'
  | 'same_email'
  | 'email_in_use'
  // The social login's (issue 14): turned down at the provider, not confirmed by it, expired or
  // used, not set up on the server, or a return page off the site's origins.
  | 'social_denied'
  | 'social_failed'
  | 'social_unknown'
  | 'social_not_configured'
  | 'invalid_return_url'

export type EmailLoginErrorType = EmailLoginError & { name: 'EmailLoginError' }
/**
 * The server refused a step of the email login, the social login or the email update. `shortMessage` is its English
 * sentence (for a site that only reads messages); `code` and, with `throttled`,
 * `retryAfterSeconds` are what to act on.
 */
export class EmailLoginError extends BaseError {
  override name = 'EmailLoginError'
  /** What the server refused, see {@link EmailLoginErrorCode}. */
  code: EmailLoginErrorCode
  /** With `throttled`: whole seconds until a new code may be sent. */
  retryAfterSeconds: number | undefined
  constructor(parameters: {
    code: EmailLoginErrorCode
    retryAfterSeconds?: number | undefined
    message: string
    cause?: unknown
  }) {
    super(parameters.message, parameters)
    this.code = parameters.code
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}
