import { frameLanguageAttributes, frameTranslator, loadFrameLanguage } from '../i18n/translate.js'
import { element } from '../ui/element.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { hashShownApproval } from './approvalBinding.js'
import {
  type ApprovalPopupDecision,
  type ApprovalPopupReady,
  approvalPopupMessageTypes,
  isApprovalPopupId,
  parseApprovalPopupRequest,
} from './approvalPopupMessages.js'
import { awaitApproval } from './awaitApproval.js'
import { approvalPopupPollMs } from './openApprovalPopup.js'

/** Parameters of {@link startApprovalPopup}. */
export type StartApprovalPopupParameters = {
  /** The popup's window. */
  window: Window
  /** The frame that opened it. Defaults to `window.opener`. */
  opener?: Window | null | undefined
  /**
   * The popup's own URL: its origin, and the one-time id in its fragment. Defaults to
   * `window.location.href`.
   */
  url?: string | undefined
}

/**
 * The approval popup's page (`/approve#<id>` on the frame's origin, SECURITY.md T7): asks its
 * opener for the request (`ready`, posted to its own origin only), takes the first request from
 * exactly that window, on its own origin, for its id and of a valid shape, shows the full
 * approval view in the request's locale and theme inside `main` (a top-level window: no page can
 * cover it, and Approve still waits 700 ms of the window being shown), and
 * answers with the decision and the hash of what it showed; the frame then closes it (it closes
 * itself only if the frame is gone). Without an opener or a valid id, or once the opener is gone,
 * it says there is nothing to review. Resolves when done.
 *
 * @example
 * await startApprovalPopup({ window })
 */
export async function startApprovalPopup(parameters: StartApprovalPopupParameters): Promise<void> {
  const { window } = parameters
  const document = window.document
  const opener = parameters.opener === undefined ? window.opener : parameters.opener
  const url = new URL(parameters.url ?? window.location.href)
  const { origin } = url
  const id = url.hash.slice(1)
  const main = element('main', { className: 'latch-popup' }, [], document)
  const say = (text: string) =>
    main.replaceChildren(
      element(
        'p',
        { className: 'latch-popup__message', text, attributes: { role: 'status' } },
        [],
        document,
      ),
    )
  let t = frameTranslator(undefined)
  document.title = t('approval.popup.title')
  document.body.replaceChildren(main)
  if (!(opener && isApprovalPopupId(id))) return say(t('approval.popup.noRequest'))
  say(t('approval.popup.loading'))

  return new Promise<void>((done) => {
    const controller = new AbortController()
    let started = false
    let decided = false
    const end = (message?: string) => {
      clearInterval(watch)
      window.removeEventListener('message', onMessage)
      if (message) say(message)
      done()
      window.close()
    }
    const onMessage = (event: MessageEvent) => {
      if (started || event.source !== opener || event.origin !== origin) return
      const request = parseApprovalPopupRequest(event.data)
      if (!request || request.id !== id) return
      started = true
      // The request's words load first (a chunk of this origin), then the view shows in them.
      void loadFrameLanguage(request.locale).then(() => {
        t = frameTranslator(request.locale)
        document.title = t('approval.popup.title')
        const { lang, dir } = frameLanguageAttributes(request.locale)
        document.documentElement.lang = lang
        document.documentElement.dir = dir
        main.setAttribute('data-theme', request.themeMode ?? 'light')
        main.replaceChildren()
        awaitApproval({
          surface: createFrameSurface(document, main),
          model: request.model,
          binding: request.binding,
          signal: controller.signal,
          themeMode: request.themeMode,
          locale: request.locale,
          document,
          placement: 'window',
        }).then(
          (approved) => {
            const decision: ApprovalPopupDecision = {
              type: approvalPopupMessageTypes.decision,
              id,
              approved,
              shown: hashShownApproval(request.binding, request.model),
            }
            opener.postMessage(decision, origin)
            // The frame closes this window once it has the decision. Closing it here could let the
            // frame see it closed before the decision arrives, and take that for a rejection.
            decided = true
            window.removeEventListener('message', onMessage)
            done()
          },
          () => end(t('approval.popup.noRequest')),
        )
      })
    }
    window.addEventListener('message', onMessage)
    // The frame closes this window when its request ends; a frame that is gone cannot.
    const watch = setInterval(() => {
      if (!opener.closed) return
      if (decided) end()
      else if (started) controller.abort(new Error('The frame that opened this window is gone.'))
      else end(t('approval.popup.noRequest'))
    }, approvalPopupPollMs)
    const ready: ApprovalPopupReady = { type: approvalPopupMessageTypes.ready, id }
    opener.postMessage(ready, origin)
  })
}
