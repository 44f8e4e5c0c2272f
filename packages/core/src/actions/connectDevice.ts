import type { Config } from '../config/createConfig.js'
import { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
import { EmbeddedWalletNotFoundError } from '../errors/embedded.js'
import { completeEmailLogin } from '../state/completeEmailLogin.js'
import { reportEmailLoginError } from '../state/reportEmailLoginError.js'

export type ConnectDeviceParameters = {
  /** Aborting ends the device step in the frame (the visitor left the view). */
  signal?: AbortSignal | undefined
  /** The login email, stored on success (spec section 9). */
  email?: string | undefined
}

/**
 * Sets up this device for the embedded wallet after the login code (VERIFY_DEVICE): the frame
 * shows its own view (a new wallet's recovery code, or asks for it on a new device) over the
 * EmailVerifyDevice view. Resolves once connected; the modal has closed then.
 *
 * @example
 * import { connectDevice } from '@latch/core'
 * const controller = new AbortController()
 * await connectDevice(config, { signal: controller.signal })
 */
export async function connectDevice(
  config: Config,
  parameters: ConnectDeviceParameters = {},
): Promise<void> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  try {
    await wallet.connectDevice(parameters.signal)
    completeEmailLogin(config, parameters.email)
  } catch (error) {
    reportEmailLoginError(config, error)
  }
}
