import { runDeviceStep } from '../device/runDeviceStep.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { needsDeviceStep } from '../frameWallet.js'
import { ensureWallet } from '../walletSetup.js'

/** Options of {@link connectDevice}. */
export type ConnectDeviceOptions = {
  /** Where the device step's view is built. Defaults to the frame's `document`. */
  document?: Document | undefined
}

/**
 * CONNECT_DEVICE, the device step after CONNECT_OTP answered VERIFY_DEVICE (interactive: PENDING
 * 'device' while the visitor is in the frame's view). A wallet just created here shows its
 * recovery code to save; a known wallet on a device without its share asks for that code
 * (`runDeviceStep`). Success `{}` once the wallet is ready on this device.
 *
 * Nothing to do answers at once: `{}` when the wallet is ready already, 'You are not signed in.'
 * without a login. ABORT_REQUEST takes the view down and keeps nothing half-done.
 *
 * @example
 * const handler = connectDevice(context) // CONNECT_DEVICE in createFrameHandlers
 */
export function connectDevice(
  context: FrameAppContext,
  options: ConnectDeviceOptions = {},
): FrameRequestHandler<'CONNECT_DEVICE'> {
  return async (_payload, { pending, signal }) => {
    const session = context.session.getSession()
    if (!session) throw appReplyError('notSignedIn')
    const wallet = await ensureWallet(context, session, { create: true })
    if (!needsDeviceStep(wallet)) return {}
    pending('device')
    await runDeviceStep({
      context,
      session,
      wallet,
      signal,
      document: options.document ?? globalThis.document,
    })
    context.logger.debug('device step done')
    return {}
  }
}
