import { frameTranslator } from '../i18n/translate.js'
import type { AwaitApprovalParameters } from './awaitApproval.js'
import { type ApprovalPopup, openApprovalPopup } from './openApprovalPopup.js'
import { renderApprovalReview } from './renderApprovalView.js'

/**
 * The frame's side of an approval made in the popup (SECURITY.md T7): a high-risk request on any
 * browser, every request on a browser without IntersectionObserver v2. The request is shown with
 * "Review in a new window" and Reject, never Approve, so a page that covers or fades the frame
 * cannot click anything into an approval. Review opens the approval
 * popup (`openApprovalPopup`) from that click; the promise resolves with the popup's decision
 * (`true` only for an approval of exactly this view and binding). Reject, Escape, or closing the
 * popup resolve `false`; an abort closes the popup and rejects with the reason. A blocked popup
 * is said in the view's status line, and Review tries again.
 *
 * @example
 * const approved = await awaitPopupApproval({ surface, model, binding, signal })
 */
export function awaitPopupApproval(parameters: AwaitApprovalParameters): Promise<boolean> {
  const { surface, model, binding, signal } = parameters
  const document = parameters.document ?? globalThis.document
  const window = document.defaultView
  const t = frameTranslator(parameters.locale)
  return new Promise<boolean>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const {
      view,
      review,
      reject: rejectButton,
      status,
    } = renderApprovalReview(model, {
      themeMode: parameters.themeMode,
      locale: parameters.locale,
      document,
    })
    let popup: ApprovalPopup | undefined
    let settled = false

    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      document.removeEventListener('keydown', onKeyDown, true)
      popup?.close()
      review.disabled = true
      rejectButton.disabled = true
      surface.clear(view)
      outcome()
    }
    const onAbort = () => finish(() => reject(signal.reason))
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      finish(() => resolve(false))
    }
    review.addEventListener('click', () => {
      if (settled || !window) return
      if (popup) return popup.focus()
      const opened = openApprovalPopup({
        window,
        model,
        binding,
        themeMode: parameters.themeMode,
        locale: parameters.locale,
        open: parameters.openWindow,
      })
      if (!opened) {
        status.textContent = t('approval.popup.blocked')
        return
      }
      popup = opened
      status.textContent = t('approval.popup.opened')
      review.textContent = t('approval.popup.show')
      void opened.decision.then((approved) => finish(() => resolve(approved)))
    })
    rejectButton.addEventListener('click', () => finish(() => resolve(false)))
    signal.addEventListener('abort', onAbort, { once: true })
    document.addEventListener('keydown', onKeyDown, true)
    surface.show(view)
  })
}
