import { type ApprovalBinding, hashShownApproval } from './approvalBinding.js'
import {
  type ApprovalPopupRequest,
  approvalPopupMessageTypes,
  approvalPopupPath,
  createApprovalPopupId,
  parseApprovalPopupReply,
} from './approvalPopupMessages.js'
import type { ApprovalViewModel } from './approvalViewModel.js'

/** The popup's window features: a small window of its own, not a tab. */
const approvalPopupFeatures = 'popup,width=440,height=680'

/** How often the frame looks whether the visitor closed the popup. */
export const approvalPopupPollMs = 250

/** Parameters of {@link openApprovalPopup}. */
export type OpenApprovalPopupParameters = {
  /** The frame's window: the popup opens on its origin, and answers to it. */
  window: Window
  model: ApprovalViewModel
  /** The approval's binding: the popup's decision must name it and the view shown for it. */
  binding: ApprovalBinding
  themeMode?: 'light' | 'dark' | undefined
  locale?: string | undefined
  /** Defaults to `window.open(url, '_blank', approvalPopupFeatures)`. */
  open?: ((url: string) => Window | null) | undefined
}

/** An open approval popup. */
export type ApprovalPopup = {
  /**
   * `true` when the visitor approved in the popup exactly the view sent for this binding;
   * `false` on Reject, a closed popup, a decision for anything else, or `close()`.
   */
  decision: Promise<boolean>
  /** Brings the popup to the front. */
  focus(): void
  /** Closes the popup; the decision becomes `false` unless it was made already. */
  close(): void
}

/**
 * Opens the approval popup on the frame's own origin (SECURITY.md T7) and talks to it over
 * `postMessage` only: `/approve#<one-time id>`, the popup asks with `ready`, the frame sends the
 * view once, and the popup answers with a decision. Every message must come from that popup
 * window, on the frame's own origin, with that id and a valid shape; everything is posted to the
 * exact origin, never `'*'` (T1 to T4, T23). Nothing of the request is in the URL. Returns
 * `undefined` when the browser blocked the window. Call it from a click, so popup blockers let it
 * through.
 *
 * @example
 * const popup = openApprovalPopup({ window, model, binding })
 * const approved = popup ? await popup.decision : false
 */
export function openApprovalPopup(
  parameters: OpenApprovalPopupParameters,
): ApprovalPopup | undefined {
  const { window, model, binding } = parameters
  const origin = window.location.origin
  const id = createApprovalPopupId()
  const url = new URL(`${approvalPopupPath}#${id}`, origin).href
  const popup = parameters.open
    ? parameters.open(url)
    : window.open(url, '_blank', approvalPopupFeatures)
  if (!popup) return undefined

  const shown = hashShownApproval(binding, model)
  let sent = false
  let settled = false
  let resolve: (approved: boolean) => void = () => {}
  const decision = new Promise<boolean>((done) => {
    resolve = done
  })
  const finish = (approved: boolean) => {
    if (settled) return
    settled = true
    clearInterval(poll)
    window.removeEventListener('message', onMessage)
    try {
      popup.close()
    } catch {
      // A window that is gone already.
    }
    resolve(approved)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== origin) return
    const reply = parseApprovalPopupReply(event.data)
    if (!reply || reply.id !== id) return
    if (reply.type === approvalPopupMessageTypes.ready) {
      // One request per id: a reloaded or second page under this id gets nothing.
      if (sent) return
      sent = true
      const request: ApprovalPopupRequest = {
        type: approvalPopupMessageTypes.request,
        id,
        model,
        binding,
        ...(parameters.themeMode ? { themeMode: parameters.themeMode } : {}),
        ...(parameters.locale ? { locale: parameters.locale } : {}),
      }
      popup.postMessage(request, origin)
      return
    }
    // A decision before the view was sent is not about it.
    if (!sent) return
    finish(reply.approved && reply.shown === shown)
  }
  window.addEventListener('message', onMessage)
  const poll = setInterval(() => {
    if (popup.closed) finish(false)
  }, approvalPopupPollMs)

  return {
    decision,
    focus: () => popup.focus(),
    close: () => finish(false),
  }
}
