import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import { EmbeddedWalletNotFoundError } from '../errors/embedded.js'

export type UpdateEmailPrimaryOtpParameters = {
  /** The code sent to the current login email. */
  otp: string
}

/**
 * Checks the code an email update sent to the current address; the server then sends a code to
 * the new address, for `updateEmailSecondaryOtp`. A wrong code rejects with `EmailLoginError`
 * `invalid_code`.
 *
 * @example
 * import { replaceView, updateEmailPrimaryOtp } from '@latch/core'
 * await updateEmailPrimaryOtp(config, { otp: '123456' })
 * replaceView(config, { view: 'UpdateEmailSecondaryOtp', email: 'ada@new.example' })
 */
export async function updateEmailPrimaryOtp(
  config: Config,
  parameters: UpdateEmailPrimaryOtpParameters,
): Promise<void> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  await wallet.updateEmailPrimaryOtp(parameters.otp)
}
