import type { FrameSurface } from '../ui/frameSurface.js'
import type { ApprovalViewModel } from './approvalViewModel.js'
import { renderApprovalView } from './renderApprovalView.js'

/** How long the view must have been visible before Approve works (SECURITY.md T7). */
export const approvalDwellMs = 700

/** Parameters of {@link awaitApproval}. */
export type AwaitApprovalParameters = {
  surface: FrameSurface
  model: ApprovalViewModel
  /** Aborted when the app gave up on the request: the view goes down, the promise rejects. */
  signal: AbortSignal
  themeMode?: 'light' | 'dark' | undefined
  /** SYNC_THEME's `locale`: the language of the view's own words. */
  locale?: string | undefined
  /** Defaults to the global `document`. */
  document?: Document | undefined
  /** Defaults to {@link approvalDwellMs}. */
  dwellMs?: number | undefined
}

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

// IntersectionObserver v2 (Chromium): `isVisible` is false while the frame is covered, faded,
// transformed or clipped. Elsewhere only the dwell time guards the click.
function supportsTrackVisibility(window: (Window & typeof globalThis) | null): boolean {
  const Entry = window?.IntersectionObserverEntry
  return Boolean(window?.IntersectionObserver && Entry && 'isVisible' in Entry.prototype)
}

/**
 * Shows the approval view and resolves `true` on Approve, `false` on Reject or Escape. Approve
 * stays disabled until the view has been visible for {@link approvalDwellMs} (visible as
 * IntersectionObserver v2 tracks it, where the browser has it; a view that stops being visible
 * starts the wait again), and a click before that is ignored. When `signal` aborts, the view is
 * taken down and the promise rejects with the abort reason; it never resolves `true` afterwards.
 *
 * @example
 * const approved = await awaitApproval({ surface: context.surface, model, signal: context.signal })
 */
export function awaitApproval(parameters: AwaitApprovalParameters): Promise<boolean> {
  const { surface, model, signal, dwellMs = approvalDwellMs } = parameters
  const document = parameters.document ?? globalThis.document
  const window = document.defaultView as (Window & typeof globalThis) | null
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
    const trackVisibility = supportsTrackVisibility(window)
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
      approve.disabled = true
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
    approve.addEventListener('click', () => {
      if (signal.aborted || !ready()) return
      finish(() => resolve(true))
    })
    rejectButton.addEventListener('click', () => finish(() => resolve(false)))
    signal.addEventListener('abort', onAbort, { once: true })
    document.addEventListener('keydown', onKeyDown, true)

    surface.show(view)
    if (trackVisibility && window) {
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
      visibleSince = Date.now()
      arm()
    }
  })
}
