import { maxUint256 } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadFrameLanguage } from '../i18n/translate.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { bindApproval } from './approvalBinding.js'
import { decodeFixture, me, permit } from './approvalFixtures.js'
import { approvalDwellMs, awaitApproval } from './awaitApproval.js'
import { testApprovalModel, testOrdinaryApprovalModel } from './testing.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

const model = testApprovalModel

const binding = bindApproval('request-1', 'eip155:1', { message: 'hello' })

/** awaitApproval in the approval popup, a window of its own. */
const inWindow = (
  surface: ReturnType<typeof createFrameSurface>,
  parameters: { signal?: AbortSignal; locale?: string } = {},
) =>
  awaitApproval({
    surface,
    model,
    binding,
    signal: parameters.signal ?? new AbortController().signal,
    locale: parameters.locale,
    placement: 'window',
  })

const approveButton = () =>
  document.querySelector<HTMLButtonElement>('[data-testid="latch-approval-approve"]')!
const rejectButton = () =>
  document.querySelector<HTMLButtonElement>('[data-testid="latch-approval-reject"]')!

beforeEach(() => {
  vi.useFakeTimers()
  document.body.replaceChildren()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('awaitApproval', () => {
  test('default: the view shows origin, chain, account, warnings; Reject has the focus', () => {
    const surface = createFrameSurface(document)
    void awaitApproval({
      surface,
      model,
      binding,
      signal: new AbortController().signal,
      themeMode: 'dark',
    })
    const view = surface.current()!
    expect(view.getAttribute('role')).toBe('dialog')
    expect(view.getAttribute('data-theme')).toBe('dark')
    expect(view.textContent).toContain('https://app.test')
    expect(view.textContent).toContain('Ethereum')
    expect(view.querySelector('.latch-warning')?.textContent).toBe('This looks like a hash.')
    // The full address, in groups of four: copying it still gives the whole address.
    const addresses = view.querySelectorAll('.latch-address')
    expect(addresses[0]?.textContent).toBe(model.account)
    expect(addresses[0]?.children.length).toBe(11)
    expect(document.activeElement).toBe(rejectButton())
  })

  test('behavior: in the popup window, Approve before 700 ms is ignored; after it, it approves', async () => {
    const surface = createFrameSurface(document)
    let outcome: boolean | undefined
    void inWindow(surface).then((value) => {
      outcome = value
    })
    expect(approveButton().disabled).toBe(true)
    approveButton().click()
    // A click the browser would not deliver to a disabled button: the dwell check still holds.
    approveButton().disabled = false
    approveButton().click()
    await vi.advanceTimersByTimeAsync(approvalDwellMs - 1)
    approveButton().click()
    expect(outcome).toBeUndefined()
    expect(surface.current()).toBeDefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(approveButton().disabled).toBe(false)
    approveButton().click()
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome).toBe(true)
    expect(surface.current()).toBeUndefined()
  })

  test('behavior: the view speaks the locale it is given', () => {
    const surface = createFrameSurface(document)
    void inWindow(surface, { locale: 'de' })
    expect(surface.current()?.lang).toBe('de')
    expect([rejectButton().textContent, approveButton().textContent]).toEqual([
      'Ablehnen',
      'Bestätigen',
    ])
  })

  test('behavior: Escape rejects', async () => {
    const surface = createFrameSurface(document)
    const result = awaitApproval({ surface, model, binding, signal: new AbortController().signal })
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await result).toBe(false)
    expect(surface.current()).toBeUndefined()
  })

  test('behavior: Reject resolves false', async () => {
    const surface = createFrameSurface(document)
    const result = awaitApproval({ surface, model, binding, signal: new AbortController().signal })
    rejectButton().click()
    expect(await result).toBe(false)
  })

  test('behavior: an abort takes the view down, and a later Approve does nothing', async () => {
    const surface = createFrameSurface(document)
    const controller = new AbortController()
    const result = inWindow(surface, { signal: controller.signal })
    const approve = approveButton()
    controller.abort(new Error('aborted'))
    await expect(result).rejects.toThrow('aborted')
    expect(surface.current()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(approvalDwellMs * 2)
    expect(approve.disabled).toBe(true)
  })

  test('behavior: with IntersectionObserver v2, Approve waits for 700 ms of visibility', async () => {
    let report: ((entries: { isVisible: boolean }[]) => void) | undefined
    class FakeObserver {
      trackVisibility: boolean
      constructor(
        callback: (entries: { isVisible: boolean }[]) => void,
        options: { trackVisibility?: boolean },
      ) {
        report = callback
        this.trackVisibility = options.trackVisibility === true
      }
      observe() {}
      disconnect() {}
    }
    class FakeEntry {}
    Object.defineProperty(FakeEntry.prototype, 'isVisible', { value: false })
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('IntersectionObserverEntry', FakeEntry)
    try {
      const surface = createFrameSurface(document)
      void awaitApproval({
        surface,
        model: testOrdinaryApprovalModel,
        binding,
        signal: new AbortController().signal,
      })
      await vi.advanceTimersByTimeAsync(approvalDwellMs * 2)
      expect(approveButton().disabled).toBe(true)
      report?.([{ isVisible: true }])
      await vi.advanceTimersByTimeAsync(approvalDwellMs - 100)
      // Covered again (an overlay, opacity): the wait starts over.
      report?.([{ isVisible: false }])
      report?.([{ isVisible: true }])
      await vi.advanceTimersByTimeAsync(approvalDwellMs - 100)
      expect(approveButton().disabled).toBe(true)
      await vi.advanceTimersByTimeAsync(100)
      expect(approveButton().disabled).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('behavior: in the popup window, a hidden window starts the wait again', async () => {
    let state: DocumentVisibilityState = 'visible'
    Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true })
    const setState = (next: DocumentVisibilityState) => {
      state = next
      document.dispatchEvent(new Event('visibilitychange'))
    }
    try {
      const surface = createFrameSurface(document)
      void inWindow(surface)
      await vi.advanceTimersByTimeAsync(approvalDwellMs - 100)
      setState('hidden')
      await vi.advanceTimersByTimeAsync(approvalDwellMs * 2)
      expect(approveButton().disabled).toBe(true)
      setState('visible')
      await vi.advanceTimersByTimeAsync(approvalDwellMs - 1)
      expect(approveButton().disabled).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(approveButton().disabled).toBe(false)
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState
    }
  })

  // SECURITY.md T7: high-risk requests go to the popup on every browser. The frame project's
  // setup gives jsdom IntersectionObserver v2 (testing/visibleIntersectionObserver.ts), as Chromium.
  describe('with IntersectionObserver v2 (Chromium)', () => {
    const inFrame = (requestModel: typeof model) => {
      const opened: string[] = []
      const result = awaitApproval({
        surface: createFrameSurface(document),
        model: requestModel,
        binding,
        signal: new AbortController().signal,
        openWindow: (url) => {
          opened.push(url)
          return null
        },
      })
      return { result, opened }
    }
    const reviewButton = () =>
      document.querySelector<HTMLButtonElement>('[data-testid="latch-approval-review"]')

    test('behavior: a high-risk request (an unlimited permit) goes to the popup: Review, never Approve', async () => {
      expect('isVisible' in IntersectionObserverEntry.prototype).toBe(true)
      const unlimitedPermit = decodeFixture('eth_signTypedData_v4', [
        me,
        permit(maxUint256.toString()),
      ])
      const { result, opened } = inFrame(unlimitedPermit)
      await vi.advanceTimersByTimeAsync(approvalDwellMs * 2)
      expect(approveButton()).toBeNull()
      expect(reviewButton()?.textContent).toBe('Review in a new window')
      reviewButton()!.click()
      expect(opened).toHaveLength(1)
      expect(new URL(opened[0]!).pathname).toBe('/approve')
      rejectButton().click()
      expect(await result).toBe(false)
    })

    test('behavior: an ordinary request stays in the frame, and Approve works there', async () => {
      const { result, opened } = inFrame(testOrdinaryApprovalModel)
      expect(reviewButton()).toBeNull()
      await vi.advanceTimersByTimeAsync(approvalDwellMs)
      expect(approveButton().disabled).toBe(false)
      approveButton().click()
      expect(await result).toBe(true)
      expect(opened).toEqual([])
    })
  })
})
