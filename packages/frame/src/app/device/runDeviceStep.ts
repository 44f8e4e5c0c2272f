import { FrameReplyError, frameReplyMessages } from '@latch/frame/handler'
import { encodeRecoveryShare } from '../../keys/recoveryShareCodec.js'
import type { FrameAppContext } from '../frameAppContext.js'
import type { StoredSession } from '../frameSession.js'
import type { FrameWallet } from '../frameWallet.js'
import { frameTranslator } from '../i18n/translate.js'
import { confirmRecoveryCodeSaved } from './confirmRecoveryCodeSaved.js'
import { createRecoveryCodeView } from './recoveryCodeView.js'
import { createVerifyDeviceView } from './verifyDeviceView.js'
import { verifyRecoveryCode } from './verifyRecoveryCode.js'

/** Parameters of {@link runDeviceStep}. */
export type RunDeviceStepParameters = {
  context: FrameAppContext
  session: StoredSession
  /** The session's wallet, which needs the device step (`needsDeviceStep`). */
  wallet: FrameWallet
  /** CONNECT_DEVICE's signal. */
  signal: AbortSignal
  /** The frame's document, where the view is built. */
  document: Document
}

// The step each frame session shows now: a newer CONNECT_DEVICE ends the older one, whose view the
// surface has replaced, instead of leaving it waiting with no view.
const running = new WeakMap<FrameAppContext['session'], (error: Error) => void>()

/**
 * Shows the device step in the frame and settles when it is done: "Save your recovery code" for a
 * wallet just created here (Continue, once the box is checked, wipes the RECOVERY share), or
 * "Verify this device" for a known wallet on a device without its share (`verifyRecoveryCode`).
 *
 * On abort the view is taken down at once and the promise rejects; nothing half-done is kept (the
 * recovery share of a new wallet stays in memory, so a later CONNECT_DEVICE shows it again).
 *
 * @example
 * await runDeviceStep({ context, session, wallet, signal, document })
 */
export function runDeviceStep(parameters: RunDeviceStepParameters): Promise<void> {
  const { context, session, wallet, signal, document } = parameters
  running.get(context.session)?.(new FrameReplyError(frameReplyMessages.aborted))
  return new Promise<void>((resolve, reject) => {
    let view: HTMLElement | undefined
    let settled = false
    const settle = (error?: unknown) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      if (running.get(context.session) === end) running.delete(context.session)
      if (view) context.surface.clear(view)
      if (error === undefined) resolve()
      else reject(error)
    }
    const end = (error: Error) => settle(error)
    const onAbort = () => settle(signal.reason ?? new FrameReplyError(frameReplyMessages.aborted))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    running.set(context.session, end)

    // SYNC_THEME as it is now: the view keeps the language it was built in.
    const synced = context.session.getTheme()
    const theme = synced?.themeMode
    const locale = synced?.locale
    const t = frameTranslator(locale)
    if (wallet.status === 'ready' && wallet.recoveryShare) {
      const clipboard = document.defaultView?.navigator.clipboard
      view = createRecoveryCodeView(document, {
        code: encodeRecoveryShare(wallet.recoveryShare),
        theme,
        locale,
        writeClipboard: clipboard ? (text) => clipboard.writeText(text) : undefined,
        onContinue: () => {
          if (settled) return
          try {
            confirmRecoveryCodeSaved(context, wallet)
            settle()
          } catch (error) {
            settle(error)
          }
        },
      })
    } else {
      view = createVerifyDeviceView(document, {
        theme,
        locale,
        onSubmit: async (text) => {
          try {
            const result = await verifyRecoveryCode({ context, session, text, signal })
            if (result === 'notACode') return t('device.notACode')
            if (result === 'mismatch') return t('device.codeMismatch')
            // 'aborted': the abort listener has settled already.
            settle()
          } catch (error) {
            settle(error)
          }
          return undefined
        },
      })
    }
    context.surface.show(view)
  })
}
