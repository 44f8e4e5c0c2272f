import type { Config } from '../config/createConfig.js'
import { EmbeddedWalletNotFoundError, InvalidEmailError } from '../errors/embedded.js'
import { completeEmailLogin } from '../state/completeEmailLogin.js'
import { reportEmailLoginError } from '../state/reportEmailLoginError.js'
import type { ConnectEmailAction } from '../types/embeddedWallet.js'
import { isEmail } from '../utils/isEmail.js'

export type ConnectEmailParameters = { email: string }

/**
 * Starts an email login through the embedded wallet (spec section 4): the frame mails a login
 * code. Resolves with the next step: 'VERIFY_OTP' (enter the code), 'VERIFY_DEVICE' (set up this
 * device), or 'CONNECTED' (the modal has closed). The server's throttle rejects with its message,
 * 'Please try again after N seconds'.
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
  const bridge = config._internal.embedded
  if (!bridge) throw new EmbeddedWalletNotFoundError()
  config.emit('SELECT_WALLET', { name: 'Email', type: 'AUTH' })
  try {
    const action = await bridge.connectEmail(email)
    if (action === 'CONNECTED') completeEmailLogin(config, email)
    return action
  } catch (error) {
    return reportEmailLoginError(config, error)
  }
}
