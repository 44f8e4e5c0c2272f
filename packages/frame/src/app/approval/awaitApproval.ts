import type { FrameSurface } from '../ui/frameSurface.js'
import type { ApprovalBinding } from './approvalBinding.js'
import { chooseApprovalPlacement } from './approvalPlacement.js'
import type { ApprovalViewModel } from './approvalViewModel.js'
import { awaitPopupApproval } from './awaitPopupApproval.js'
import { renderApprovalView } from './renderApprovalView.js'

/** How long the view must have been visible before Approve works (SECURITY.md T7). */
export const approvalDwellMs = 700

/** Parameters of {@link awaitApproval}. */
export type AwaitApprovalParameters = {
  surface: FrameSurface
  model: ApprovalViewModel
  /** The approval's binding (`bindApproval`): an answer from the approval popup must name it. */
  binding: ApprovalBinding
  /** Aborted when the app gave up on the request: the view goes down, the promise rejects. */
  signal: AbortSignal
  themeMode?: 'light' | 'dark' | undefined
  /** SYNC_THEME's `locale`: the language of the view's own words. */
  locale?: string | undefined
  /** Defaults to the global `document`. */
  document?: Document | undefined
  /** Defaults to {@link approvalDwellMs}. */
  dwellMs?: number | undefined
  /**
   * Where the view runs. `'frame'`: the secure frame inside the app's page, where Approve needs
   * IntersectionObserver v2, and the approval goes to a popup without it or for a high-risk
   * request (`chooseApprovalPlacement`). `'window'`: the approval
   * popup, a top-level window of the frame's origin that no page can cover or move. Defaults to
   * `'frame'`.
   */
  placement?: 'frame' | 'window' | undefined
  /** Opens the approval popup. Defaults to `window.open` on the frame's origin. */
  openWindow?: ((url: string) => Window | null) | undefined
}

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

// IntersectionObserver v2 (Chromium): `isVisible` is false while the frame is covered, faded,
// transformed or clipped. A browser has it when entries have `isVisible` and an observer keeps
// the `trackVisibility` it was asked for; one that only has the names does not count.
function supportsTrackVisibility(window: (Window & typeof globalThis) | null): boolean {
  const Observer = window?.IntersectionObserver
  const Entry = window?.IntersectionObserverEntry
  if (!Observer || !Entry || !('isVisible' in Entry.prototype)) return false
  try {
    const probe = new Observer(() => {}, {
      trackVisibility: true,
      delay: 100,
    } as IntersectionObserverInit) as IntersectionObserver & { trackVisibility?: unknown }
    const honoured = probe.trackVisibility === true
    probe.disconnect()
    return honoured
  } catch {
    return false
  }
}

/**
 * Shows the approval view and resolves `true` on Approve, `false` on Reject or Escape. Approve
 * stays disabled until the view has been visible for {@link approvalDwellMs} (visible as
 * IntersectionObserver v2 tracks it, where the browser has it; a view that stops being visible
 * starts the wait again), and a click before that is ignored. When `signal` aborts, the view is
 * taken down and the promise rejects with the abort reason; it never resolves `true` afterwards.
 *
 * In the frame, a high-risk request (an unlimited approval, an approval for all, a permit, a blind
 * hash: `chooseApprovalPlacement`) on any browser, and every request on a browser without
 * IntersectionObserver v2 (Firefox, Safari), where nothing proves the frame is not covered, get no
 * Approve at all: the view shows the request with "Review in a new window" and Reject, and the
 * decision is made in the approval popup (`awaitPopupApproval`, SECURITY.md T7). In the popup
 * (`placement: 'window'`), the wait counts from when the view shows and starts again whenever the
 * window is hidden.
 *
 * @example
 * const approved = await awaitApproval({ surface: context.surface, model, signal: context.signal })
 */
export function awaitApproval(parameters: AwaitApprovalParameters): Promise<boolean> {
  const { surface, model, signal, dwellMs = approvalDwellMs } = parameters
  const document = parameters.document ?? globalThis.document
  const window = document.defaultView as (Window & typeof globalThis) | null
  const placement = parameters.placement ?? 'frame'
  const trackVisibility = supportsTrackVisibility(window)
  if (placement === 'frame' && chooseApprovalPlacement(model, { trackVisibility }) === 'popup')
    return awaitPopupApproval(parameters)
  return new Promise<boolean>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const {
      view,
      approve,
      reject: rejectButton,
    } = renderApprovalView(model, {
      themeMode: parameters.themeMode,
      locale: parameters.locale,
      document,
    })
    let visibleSince: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let observer: IntersectionObserver | undefined
    let settled = false

    const ready = () => visibleSince !== undefined && Date.now() - visibleSince >= dwellMs
    const arm = () => {
      clearTimeout(timer)
      approve.disabled = !ready()
      if (visibleSince !== undefined && approve.disabled)
        timer = setTimeout(arm, dwellMs - (Date.now() - visibleSince))
    }
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      observer?.disconnect()
      signal.removeEventListener('abort', onAbort)
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      approve.disabled = true
      rejectButton.disabled = true
      surface.clear(view)
      outcome()
    }
    const onAbort = () => finish(() => reject(signal.reason))
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') visibleSince = undefined
      else visibleSince ??= Date.now()
      arm()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      finish(() => resolve(false))
    }
    approve.addEventListener('click', () => {
      if (signal.aborted || !ready()) return
      finish(() => resolve(true))
    })
    rejectButton.addEventListener('click', () => finish(() => resolve(false)))
    signal.addEventListener('abort', onAbort, { once: true })
    document.addEventListener('keydown', onKeyDown, true)

    surface.show(view)
    // In the frame this is IntersectionObserver v2 (without it, or for a high-risk request, the
    // popup took over above). The
    // popup is a top-level window that no page can cover: there, the wait counts from when it
    // shows and starts again when the window is hidden.
    if (placement === 'frame' && trackVisibility && window) {
      observer = new window.IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1) as VisibilityEntry | undefined
          if (entry?.isVisible) visibleSince ??= Date.now()
          else visibleSince = undefined
          arm()
        },
        { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
      observer.observe(view)
    } else {
      visibleSince = document.visibilityState === 'hidden' ? undefined : Date.now()
      document.addEventListener('visibilitychange', onVisibilityChange)
      arm()
    }
  })
}
