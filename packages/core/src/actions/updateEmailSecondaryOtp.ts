import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import { EmbeddedWalletNotFoundError, InvalidEmailError } from '../errors/embedded.js'
import { getAuthNamespaces } from '../state/getAuthNamespaces.js'
import { updateChainState } from '../state/updateChainState.js'
import { storageKeys } from '../storage/createStorage.js'
import { isEmail } from '../utils/isEmail.js'

export type UpdateEmailSecondaryOtpParameters = {
  /** The code sent to the new login email. */
  otp: string
}

/**
 * Ends an email update with the code sent to the new address (spec section 4): resolves the new
 * login email, which is stored (spec section 9's email key) and shown on every namespace the
 * embedded wallet connects. A wrong code rejects with `EmailLoginError` `invalid_code`, a taken
 * address with `email_in_use`.
 *
 * @example
 * import { openModal, updateEmailSecondaryOtp } from '@latch/core'
 * const newEmail = await updateEmailSecondaryOtp(config, { otp: '654321' })
 * openModal(config, { view: 'Account' })
 */
export async function updateEmailSecondaryOtp(
  config: Config,
  parameters: UpdateEmailSecondaryOtpParameters,
): Promise<string> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  const newEmail = await wallet.updateEmailSecondaryOtp(parameters.otp)
  // The frame's answer is checked like any input before it is stored and shown.
  if (!isEmail(newEmail)) throw new InvalidEmailError()
  config.storage.set(storageKeys.email, newEmail)
  for (const namespace of getAuthNamespaces(config))
    updateChainState(config, namespace, { account: { email: newEmail } })
  return newEmail
}
