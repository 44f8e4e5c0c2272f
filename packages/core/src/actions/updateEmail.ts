import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import {
  EmbeddedWalletNotFoundError,
  InvalidEmailError,
  SameEmailError,
} from '../errors/embedded.js'
import { getAuthNamespaces } from '../state/getAuthNamespaces.js'
import type { UpdateEmailAction } from '../types/embeddedWallet.js'
import { isEmail } from '../utils/isEmail.js'

export type UpdateEmailParameters = {
  /** The address the embedded wallet should log in with from now on. */
  email: string
}

/**
 * Starts changing the embedded wallet's login email (spec section 4). Resolves with the next
 * step: 'VERIFY_PRIMARY_OTP' (a code went to the current address, check it with
 * `updateEmailPrimaryOtp`) or 'VERIFY_SECONDARY_OTP' (a code went to the new address, check it
 * with `updateEmailSecondaryOtp`). The server's refusals reject with `EmailLoginError`: `throttled`
 * with `retryAfterSeconds`, `invalid_email` or `same_email`.
 *
 * @example
 * import { pushView, updateEmail } from '@latch/core'
 * const next = await updateEmail(config, { email: 'ada@new.example' })
 * if (next === 'VERIFY_PRIMARY_OTP')
 *   pushView(config, { view: 'UpdateEmailPrimaryOtp', email: 'ada@new.example' })
 */
export async function updateEmail(
  config: Config,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailAction> {
  const email = parameters.email.trim()
  if (!isEmail(email)) throw new InvalidEmailError()
  const [namespace] = getAuthNamespaces(config)
  const current = namespace && config.store.getState().chains[namespace]?.account.email
  if (current?.toLowerCase() === email.toLowerCase()) throw new SameEmailError()
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  return wallet.updateEmail(email)
}
