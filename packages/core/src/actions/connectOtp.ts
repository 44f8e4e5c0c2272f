import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import { EmbeddedWalletNotFoundError } from '../errors/embedded.js'
import { completeEmailLogin } from '../state/completeEmailLogin.js'
import { reportEmailLoginError } from '../state/reportEmailLoginError.js'
import type { ConnectOtpAction } from '../types/embeddedWallet.js'

export type ConnectOtpParameters = {
  /** The code from the login email. */
  otp: string
  /** The email the code was sent to, stored on success (spec section 9). */
  email?: string | undefined
}

/**
 * Checks the login code of an email login. Resolves 'CONNECTED' (the modal has closed) or
 * 'VERIFY_DEVICE' (this device must be set up with `connectDevice`). A wrong code rejects with
 * `EmailLoginError` `invalid_code`, and may be tried again.
 *
 * @example
 * import { connectOtp } from '@latch/core'
 * const next = await connectOtp(config, { otp: '123456', email })
 */
export async function connectOtp(
  config: Config,
  parameters: ConnectOtpParameters,
): Promise<ConnectOtpAction> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  try {
    const action = await wallet.connectOtp(parameters.otp)
    if (action === 'CONNECTED') completeEmailLogin(config, parameters.email)
    return action
  } catch (error) {
    return reportEmailLoginError(config, error)
  }
}
