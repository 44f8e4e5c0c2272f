import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import {
  EmbeddedWalletNotFoundError,
  InvalidEmailError,
  LoginChallengeRequiredError,
} from '../errors/embedded.js'
import { completeEmailLogin } from '../state/completeEmailLogin.js'
import { reportEmailLoginError } from '../state/reportEmailLoginError.js'
import type { ConnectEmailAction } from '../types/embeddedWallet.js'
import { isEmail } from '../utils/isEmail.js'

export type ConnectEmailParameters = {
  email: string
  /** Called when the server asks for a challenge, before the site's `loginChallenge` runs. */
  onChallenge?: (() => void) | undefined
}

/**
 * Starts an email login through the embedded wallet (spec section 4): the frame mails a login
 * code. Resolves with the next step: 'VERIFY_OTP' (enter the code), 'VERIFY_DEVICE' (set up this
 * device), or 'CONNECTED' (the modal has closed). The server's refusals reject with
 * `EmailLoginError`: `throttled` with `retryAfterSeconds`, or `invalid_email`. When the server asks for a challenge (its project is under
 * a login flood), the site's `loginChallenge` answers it once and the email is sent again with the
 * answer; with no `loginChallenge`, or when it fails or is refused, it rejects with
 * `LoginChallengeRequiredError`.
 *
 * @example
 * import { connectEmail, pushView } from '@latch/core'
 * const next = await connectEmail(config, { email: 'ada@example.com' })
 * if (next === 'VERIFY_OTP') pushView(config, { view: 'EmailVerifyOtp', email: 'ada@example.com' })
 */
export async function connectEmail(
  config: Config,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailAction> {
  const email = parameters.email.trim()
  if (!isEmail(email)) throw new InvalidEmailError()
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  config.emit('SELECT_WALLET', { name: 'Email', type: 'AUTH' })
  try {
    let action: ConnectEmailAction
    try {
      action = await wallet.connectEmail(email)
    } catch (error) {
      const solve = config.options.loginChallenge
      if (!solve || !(error instanceof LoginChallengeRequiredError)) throw error
      parameters.onChallenge?.()
      let challenge: unknown
      try {
        challenge = await solve({ email })
      } catch (cause) {
        throw new LoginChallengeRequiredError({ cause })
      }
      // It travels as a request header: 1 to 4096 visible ASCII characters (the frame's limit).
      if (typeof challenge !== 'string' || !/^[!-~]{1,4096}$/.test(challenge))
        throw new LoginChallengeRequiredError()
      // Once: a refused answer is the visitor's error, never a new challenge.
      action = await wallet.connectEmail(email, challenge)
    }
    if (action === 'CONNECTED') completeEmailLogin(config, email)
    return action
  } catch (error) {
    return reportEmailLoginError(config, error)
  }
}
