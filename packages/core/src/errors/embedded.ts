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
