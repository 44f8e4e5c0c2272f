import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadFrameLanguage } from '../i18n/translate.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { bindApproval, hashShownApproval } from './approvalBinding.js'
import { approvalPopupMessageTypes } from './approvalPopupMessages.js'
import { approvalDwellMs, awaitApproval } from './awaitApproval.js'
import { approvalPopupPollMs } from './openApprovalPopup.js'
import { startApprovalPopup } from './startApprovalPopup.js'
import { testOrdinaryApprovalModel } from './testing.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

// The popup fallback of SECURITY.md T7: the frame here is a browser without IntersectionObserver
// v2 (Firefox, Safari). The request is an ordinary one, which goes to the popup for that reason
// alone (a high-risk one would go there on any browser: awaitApproval.test.ts).

const model = testOrdinaryApprovalModel
const binding = bindApproval('request-1', 'eip155:1', { message: 'hello' })
const origin = window.location.origin

const byTestId = (root: Document | HTMLElement, id: string) =>
  root.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)

/**
 * Another window (a real jsdom window) playing the popup, and what the frame posted to it. The
 * popup's posts reach the frame `delayMs` after they are posted (a busy browser), else at once.
 */
function makePopup({ delayMs }: { delayMs?: number } = {}) {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  const popup = iframe.contentWindow!
  let closed = false
  Object.defineProperty(popup, 'closed', { get: () => closed, configurable: true })
  const close = vi.spyOn(popup, 'close').mockImplementation(() => {
    closed = true
  })
  const focus = vi.spyOn(popup, 'focus').mockImplementation(() => {})
  const toPopup: { data: unknown; targetOrigin: string }[] = []
  // jsdom's postMessage sets neither `source` nor `origin`; a browser sets both. Posts are
  // delivered by hand, later than the post, as a browser would.
  vi.spyOn(popup, 'postMessage').mockImplementation(((data: unknown, targetOrigin: string) => {
    toPopup.push({ data, targetOrigin })
    if (targetOrigin !== origin) return
    queueMicrotask(() =>
      popup.dispatchEvent(
        new MessageEvent('message', { data: structuredClone(data), origin, source: window }),
      ),
    )
  }) as Window['postMessage'])
  const toFrame: { data: unknown; targetOrigin: string }[] = []
  vi.spyOn(window, 'postMessage').mockImplementation(((data: unknown, targetOrigin: string) => {
    toFrame.push({ data, targetOrigin })
    if (targetOrigin !== origin) return
    const deliver = () =>
      window.dispatchEvent(
        new MessageEvent('message', { data: structuredClone(data), origin, source: popup }),
      )
    if (delayMs === undefined) queueMicrotask(deliver)
    else setTimeout(deliver, delayMs)
  }) as Window['postMessage'])
  const userCloses = () => {
    closed = true
  }
  return { popup, close, focus, toPopup, toFrame, userCloses }
}

/** The frame's awaitApproval, with `window.open` recorded. */
function startFrame(
  parameters: { popup?: Window | null; signal?: AbortSignal; locale?: string } = {},
) {
  const surface = createFrameSurface(document)
  const opened: string[] = []
  let outcome: boolean | undefined
  let failure: unknown
  const result = awaitApproval({
    surface,
    model,
    binding,
    signal: parameters.signal ?? new AbortController().signal,
    themeMode: 'dark',
    locale: parameters.locale,
    openWindow: (url) => {
      opened.push(url)
      return parameters.popup === undefined ? null : parameters.popup
    },
  })
  result.then(
    (value) => {
      outcome = value
    },
    (error) => {
      failure = error
    },
  )
  return {
    surface,
    opened,
    result,
    outcome: () => outcome,
    failure: () => failure,
  }
}

/** The popup page started by another window (its opener), which sends it the request. */
function popupWithRequest(id: string) {
  const windows = makePopup()
  const opener = makePopup()
  void startApprovalPopup({
    window: windows.popup,
    opener: opener.popup,
    url: `${origin}/approve#${id}`,
  })
  windows.popup.dispatchEvent(
    new MessageEvent('message', {
      data: { type: approvalPopupMessageTypes.request, id, model, binding },
      origin,
      source: opener.popup,
    }),
  )
  return { windows, opener }
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.replaceChildren()
  // The frame project's setup gives jsdom IntersectionObserver v2; these browsers have none.
  vi.stubGlobal('IntersectionObserver', undefined)
  vi.stubGlobal('IntersectionObserverEntry', undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the frame without IntersectionObserver v2', () => {
  test('default: the request with Review in a new window and Reject, and no Approve', () => {
    const frame = startFrame()
    const view = frame.surface.current()!
    expect(view.textContent).toContain('https://app.test')
    expect(view.textContent).toContain('hello')
    expect(byTestId(view, 'latch-approval-approve')).toBeNull()
    expect([...view.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Reject',
      'Review in a new window',
    ])
    expect(byTestId(view, 'latch-approval-review')?.disabled).toBe(false)
    expect(document.activeElement).toBe(byTestId(view, 'latch-approval-reject'))
  })

  test('behavior: in the visitor locale', () => {
    const frame = startFrame({ locale: 'de' })
    expect(byTestId(frame.surface.current()!, 'latch-approval-review')?.textContent).toBe(
      'In neuem Fenster prüfen',
    )
  })

  test('behavior: Review opens /approve#<one-time id> on the frame origin, nothing of the request in the URL', async () => {
    const { popup } = makePopup()
    const frame = startFrame({ popup })
    byTestId(document, 'latch-approval-review')!.click()
    expect(frame.opened).toHaveLength(1)
    const url = new URL(frame.opened[0]!)
    expect(url.origin).toBe(origin)
    expect(url.pathname).toBe('/approve')
    expect(url.search).toBe('')
    expect(url.hash).toMatch(/^#[0-9a-f]{32}$/)
    expect(frame.opened[0]).not.toContain('hello')
    // A second click brings the window forward instead of opening another.
    byTestId(document, 'latch-approval-review')!.click()
    expect(frame.opened).toHaveLength(1)
    expect(byTestId(document, 'latch-approval-status')?.textContent).toBe(
      'Continue in the new window.',
    )
    // Each approval gets a new id.
    const again = makePopup()
    byTestId(document, 'latch-approval-reject')!.click()
    await vi.advanceTimersByTimeAsync(0)
    const second = startFrame({ popup: again.popup })
    byTestId(document, 'latch-approval-review')!.click()
    expect(new URL(second.opened[0]!).hash).not.toBe(url.hash)
  })

  test('behavior: a blocked popup says so, and Review tries again', () => {
    const frame = startFrame({ popup: null })
    byTestId(document, 'latch-approval-review')!.click()
    expect(byTestId(document, 'latch-approval-status')?.textContent).toBe(
      'The window did not open. Allow pop-ups for this site and try again.',
    )
    byTestId(document, 'latch-approval-review')!.click()
    expect(frame.opened).toHaveLength(2)
    expect(frame.outcome()).toBeUndefined()
  })

  test('behavior: Approve in the popup (after its 700 ms) approves exactly what it showed', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    const done = startApprovalPopup({
      window: windows.popup,
      opener: window,
      url: frame.opened[0]!,
    })
    await vi.advanceTimersByTimeAsync(0)

    // The request went to the popup only, to the exact origin, with the binding.
    expect(windows.toPopup).toHaveLength(1)
    expect(windows.toPopup[0]!.targetOrigin).toBe(origin)
    expect(windows.toPopup[0]!.data).toMatchObject({
      type: approvalPopupMessageTypes.request,
      model,
      binding,
      themeMode: 'dark',
    })

    // The popup shows the full view, Approve waiting.
    const popupDocument = windows.popup.document
    const view = byTestId(popupDocument, 'latch-approval')!
    expect(view.getAttribute('data-theme')).toBe('dark')
    expect(view.textContent).toContain('hello')
    const approve = byTestId(popupDocument, 'latch-approval-approve')!
    expect(approve.disabled).toBe(true)
    approve.click()
    await vi.advanceTimersByTimeAsync(approvalDwellMs - 1)
    expect(windows.toFrame.filter(({ data }) => isDecision(data))).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(approve.disabled).toBe(false)
    approve.click()
    await vi.advanceTimersByTimeAsync(0)

    const decisions = windows.toFrame.filter(({ data }) => isDecision(data))
    expect(decisions).toEqual([
      {
        targetOrigin: origin,
        data: {
          type: approvalPopupMessageTypes.decision,
          id: new URL(frame.opened[0]!).hash.slice(1),
          approved: true,
          shown: hashShownApproval(binding, model),
        },
      },
    ])
    expect(frame.outcome()).toBe(true)
    expect(frame.surface.current()).toBeUndefined()
    expect(windows.close).toHaveBeenCalled()
    await done
    for (const { targetOrigin } of [...windows.toFrame, ...windows.toPopup])
      expect(targetOrigin).not.toBe('*')
  })

  test('behavior: an approval still on its way when the frame next looks at the popup is an approval', async () => {
    // The popup must not close itself before the frame has its decision: a frame that sees it
    // closed first would take that for a rejection (seen in e2e as a rare "User rejected").
    const windows = makePopup({ delayMs: approvalPopupPollMs })
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    void startApprovalPopup({ window: windows.popup, opener: window, url: frame.opened[0]! })
    await vi.advanceTimersByTimeAsync(approvalPopupPollMs)
    await vi.advanceTimersByTimeAsync(approvalDwellMs)
    byTestId(windows.popup.document, 'latch-approval-approve')!.click()
    await vi.advanceTimersByTimeAsync(approvalPopupPollMs * 2)
    expect(frame.outcome()).toBe(true)
    // The frame closes the popup once it has the decision.
    expect(windows.close).toHaveBeenCalled()
  })

  test('behavior: after its decision, the popup closes itself only when the frame is gone', async () => {
    const { windows, opener } = popupWithRequest('e'.repeat(32))
    await vi.advanceTimersByTimeAsync(approvalDwellMs)
    byTestId(windows.popup.document, 'latch-approval-approve')!.click()
    await vi.advanceTimersByTimeAsync(approvalPopupPollMs * 4)
    expect(opener.toPopup.filter(({ data }) => isDecision(data))).toHaveLength(1)
    expect(windows.close).not.toHaveBeenCalled()
    opener.userCloses()
    await vi.advanceTimersByTimeAsync(approvalPopupPollMs)
    expect(windows.close).toHaveBeenCalled()
  })

  test('behavior: Reject in the popup rejects', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    void startApprovalPopup({ window: windows.popup, opener: window, url: frame.opened[0]! })
    await vi.advanceTimersByTimeAsync(0)
    byTestId(windows.popup.document, 'latch-approval-reject')!.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.outcome()).toBe(false)
  })

  test('behavior: a decision for another view (another hash) is not an approval', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    const id = new URL(frame.opened[0]!).hash.slice(1)
    const deliver = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: windows.popup }))
    deliver({ type: approvalPopupMessageTypes.ready, id })
    await vi.advanceTimersByTimeAsync(0)
    const other = hashShownApproval(binding, { ...model, title: 'Something else' })
    deliver({ type: approvalPopupMessageTypes.decision, id, approved: true, shown: other })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.outcome()).toBe(false)
    expect(windows.close).toHaveBeenCalled()
  })

  test('behavior: messages from another window, another origin, another id, or before the request was sent are ignored', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    const id = new URL(frame.opened[0]!).hash.slice(1)
    const shown = hashShownApproval(binding, model)
    const approval = { type: approvalPopupMessageTypes.decision, id, approved: true, shown }
    const other = document.createElement('iframe')
    document.body.append(other)
    const deliver = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: from.origin ?? origin,
          source: from.source === undefined ? windows.popup : from.source,
        }),
      )
    // Before the popup asked for the request, a decision cannot be about it.
    deliver(approval)
    deliver({ type: approvalPopupMessageTypes.ready, id }, { source: other.contentWindow })
    deliver({ type: approvalPopupMessageTypes.ready, id }, { origin: 'https://app.test' })
    deliver({ type: approvalPopupMessageTypes.ready, id }, { source: null })
    deliver({ type: approvalPopupMessageTypes.ready, id: 'f'.repeat(32) })
    deliver({ type: approvalPopupMessageTypes.ready, id, extra: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(windows.toPopup).toEqual([])
    deliver({ type: approvalPopupMessageTypes.ready, id })
    await vi.advanceTimersByTimeAsync(0)
    expect(windows.toPopup).toHaveLength(1)
    // The id is good for one request: a second ready gets nothing.
    deliver({ type: approvalPopupMessageTypes.ready, id })
    await vi.advanceTimersByTimeAsync(0)
    expect(windows.toPopup).toHaveLength(1)
    deliver(approval, { source: other.contentWindow })
    deliver(approval, { origin: 'https://app.test' })
    deliver({ ...approval, id: 'f'.repeat(32) })
    deliver({ ...approval, approved: 'true' })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.outcome()).toBeUndefined()
    deliver(approval)
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.outcome()).toBe(true)
  })

  test('behavior: closing the popup rejects, and the frame view goes down', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup })
    byTestId(document, 'latch-approval-review')!.click()
    windows.userCloses()
    await vi.advanceTimersByTimeAsync(1000)
    expect(frame.outcome()).toBe(false)
    expect(frame.surface.current()).toBeUndefined()
  })

  test('behavior: Reject or Escape in the frame closes the popup', async () => {
    for (const how of ['reject', 'escape']) {
      const windows = makePopup()
      const frame = startFrame({ popup: windows.popup })
      byTestId(document, 'latch-approval-review')!.click()
      if (how === 'reject') byTestId(document, 'latch-approval-reject')!.click()
      else
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      await vi.advanceTimersByTimeAsync(0)
      expect(frame.outcome()).toBe(false)
      expect(windows.close).toHaveBeenCalled()
    }
  })

  test('behavior: an abort closes the popup and rejects with the reason; a later decision does nothing', async () => {
    const windows = makePopup()
    const controller = new AbortController()
    const frame = startFrame({ popup: windows.popup, signal: controller.signal })
    byTestId(document, 'latch-approval-review')!.click()
    void startApprovalPopup({ window: windows.popup, opener: window, url: frame.opened[0]! })
    await vi.advanceTimersByTimeAsync(approvalDwellMs)
    controller.abort(new Error('aborted'))
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.failure()).toEqual(new Error('aborted'))
    expect(windows.close).toHaveBeenCalled()
    byTestId(windows.popup.document, 'latch-approval-approve')?.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.outcome()).toBeUndefined()
  })

  test('behavior: IntersectionObserver with isVisible but trackVisibility not honoured is no IOv2', () => {
    class PartialObserver {
      observe() {}
      disconnect() {}
    }
    class PartialEntry {}
    Object.defineProperty(PartialEntry.prototype, 'isVisible', { value: false })
    vi.stubGlobal('IntersectionObserver', PartialObserver)
    vi.stubGlobal('IntersectionObserverEntry', PartialEntry)
    try {
      const frame = startFrame()
      expect(byTestId(frame.surface.current()!, 'latch-approval-approve')).toBeNull()
      expect(byTestId(frame.surface.current()!, 'latch-approval-review')).not.toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('the popup page', () => {
  test('default: a title, a main landmark, and the first control focused; the view in the request locale', async () => {
    const windows = makePopup()
    const frame = startFrame({ popup: windows.popup, locale: 'de' })
    byTestId(document, 'latch-approval-review')!.click()
    void startApprovalPopup({ window: windows.popup, opener: window, url: frame.opened[0]! })
    await vi.advanceTimersByTimeAsync(0)
    const popupDocument = windows.popup.document
    expect(popupDocument.title).toBe('Anfrage prüfen')
    expect(popupDocument.documentElement.lang).toBe('de')
    const main = popupDocument.querySelector('main')!
    expect(main.querySelector('[data-testid="latch-approval"]')).not.toBeNull()
    expect(popupDocument.activeElement).toBe(byTestId(main, 'latch-approval-reject'))
    expect(byTestId(main, 'latch-approval-approve')?.textContent).toBe('Bestätigen')
  })

  test('behavior: without an opener or a good id there is nothing to review, and nothing is posted', async () => {
    for (const url of [`${origin}/approve`, `${origin}/approve#nope`]) {
      const windows = makePopup()
      await startApprovalPopup({ window: windows.popup, opener: window, url })
      expect(windows.popup.document.querySelector('main')?.textContent).toBe(
        'There is no request to review in this window. You can close it.',
      )
      expect(windows.toFrame).toEqual([])
    }
    const windows = makePopup()
    await startApprovalPopup({
      window: windows.popup,
      opener: null,
      url: `${origin}/approve#${'a'.repeat(32)}`,
    })
    expect(windows.popup.document.querySelector('main')?.textContent).toContain('no request')
  })

  test('behavior: the popup takes its request only from its opener, on its own origin, for its id', async () => {
    const windows = makePopup()
    const id = 'b'.repeat(32)
    void startApprovalPopup({
      window: windows.popup,
      opener: window,
      url: `${origin}/approve#${id}`,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(windows.toFrame).toEqual([
      { targetOrigin: origin, data: { type: approvalPopupMessageTypes.ready, id } },
    ])
    const other = document.createElement('iframe')
    document.body.append(other)
    const request = { type: approvalPopupMessageTypes.request, id, model, binding }
    const deliver = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
      windows.popup.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: from.origin ?? origin,
          source: from.source === undefined ? window : from.source,
        }),
      )
    deliver(request, { source: other.contentWindow })
    deliver(request, { origin: 'https://app.test' })
    deliver({ ...request, id: 'c'.repeat(32) })
    deliver({ ...request, model: { ...model, title: 7 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(byTestId(windows.popup.document, 'latch-approval')).toBeNull()
    deliver(request)
    await vi.advanceTimersByTimeAsync(0)
    expect(byTestId(windows.popup.document, 'latch-approval')).not.toBeNull()
  })

  test('behavior: the opener going away ends the popup view', async () => {
    const { windows, opener } = popupWithRequest('d'.repeat(32))
    await vi.advanceTimersByTimeAsync(0)
    expect(byTestId(windows.popup.document, 'latch-approval')).not.toBeNull()
    opener.userCloses()
    await vi.advanceTimersByTimeAsync(1000)
    expect(byTestId(windows.popup.document, 'latch-approval')).toBeNull()
    expect(windows.close).toHaveBeenCalled()
  })
})

function isDecision(data: unknown) {
  return (data as { type?: unknown }).type === approvalPopupMessageTypes.decision
}
