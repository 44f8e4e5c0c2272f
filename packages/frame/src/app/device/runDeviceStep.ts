import { FrameReplyError, frameReplyCodes, frameReplyMessages } from '@latch/frame/handler'
import { encodeRecoveryShare } from '../../keys/recoveryShareCodec.js'
import type { FrameAppContext } from '../frameAppContext.js'
import type { StoredSession } from '../frameSession.js'
import type { FrameWallet } from '../frameWallet.js'
import { needsDeviceStep } from '../frameWallet.js'
import { frameTranslator } from '../i18n/translate.js'
import { ensureWallet } from '../walletSetup.js'
import { confirmRecoveryCodeSaved } from './confirmRecoveryCodeSaved.js'
import { createRecoveryCodeView } from './recoveryCodeView.js'
import { requestPersistentStorage } from './requestPersistentStorage.js'
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

// Another CONNECT_DEVICE replaced this one, or the app aborted it.
const abortedError = () =>
  new FrameReplyError(frameReplyMessages.aborted, { replyCode: frameReplyCodes.aborted })

/**
 * Shows the device step in the frame and settles when it is done: "Save your recovery code" for a
 * wallet just created here (Continue, once the box is checked, confirms the wallet on the server
 * and wipes the RECOVERY share; if a newer attempt replaced the wallet meanwhile, the step shows
 * what is there now instead), or "Verify this device" for a known wallet on a device without its
 * share (`verifyRecoveryCode`). It asks the browser to keep the frame's storage, and the save view
 * says when it will not.
 *
 * On abort the view is taken down at once and the promise rejects; nothing half-done is kept (the
 * recovery share of a new wallet stays in memory, so a later CONNECT_DEVICE in this frame shows it
 * again; after a reload the wallet is created anew).
 *
 * @example
 * await runDeviceStep({ context, session, wallet, signal, document })
 */
export function runDeviceStep(parameters: RunDeviceStepParameters): Promise<void> {
  const { context, session, wallet, signal, document } = parameters
  running.get(context.session)?.(abortedError())
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
    const onAbort = () => settle(signal.reason ?? abortedError())
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    running.set(context.session, end)

    // SYNC_THEME as it is now: the view keeps the language it was built in.
    const synced = context.session.getTheme()
    const theme = synced?.themeMode
    const locale = synced?.locale
    const t = frameTranslator(locale)
    const navigator = document.defaultView?.navigator
    // Asked once per step, while the visitor is in the frame (SECURITY.md T41).
    const storageKept = requestPersistentStorage(navigator)

    const show = (current: FrameWallet) => {
      if (settled) return
      const previous = view
      view = current.status === 'unconfirmed' ? saveView(current) : verifyView()
      context.surface.show(view)
      if (previous) context.surface.clear(previous)
    }

    const saveView = (current: Extract<FrameWallet, { status: 'unconfirmed' }>) => {
      const clipboard = navigator?.clipboard
      return createRecoveryCodeView(document, {
        code: encodeRecoveryShare(current.recoveryShare),
        theme,
        locale,
        replacesEarlierCode: current.replacedEarlier,
        storageKept,
        writeClipboard: clipboard ? (text) => clipboard.writeText(text) : undefined,
        onContinue: async () => {
          if (settled) return undefined
          let result: Awaited<ReturnType<typeof confirmRecoveryCodeSaved>>
          try {
            result = await confirmRecoveryCodeSaved(context, current)
          } catch (error) {
            // No answer: the wallet is as it was, and Continue can be pressed again.
            if (error instanceof FrameReplyError && error.replyCode === frameReplyCodes.failed)
              return t('device.confirmFailed')
            settle(error)
            return undefined
          }
          if (result === 'confirmed') {
            settle()
            return undefined
          }
          // A newer attempt replaced this wallet before it was confirmed: set up again, and show
          // what is there now (a wallet confirmed elsewhere to verify, or a new one to save).
          try {
            const next = await ensureWallet(context, session, { create: true })
            if (!needsDeviceStep(next)) settle()
            else show(next)
          } catch (error) {
            settle(error)
          }
          return undefined
        },
      })
    }

    const verifyView = () =>
      createVerifyDeviceView(document, {
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

    show(wallet)
  })
}
