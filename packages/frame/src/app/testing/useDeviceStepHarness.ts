import type { FrameRequestPayloads, FrameRequestType } from '@latch/core'
import { FrameReplyError, type FrameRequestHandlers } from '@latch/frame/handler'
import type { TestDatabase } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { createFrameHandlers } from '../createFrameHandlers.js'
import { connectDevice } from '../requestHandlers/connectDevice.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { createTestContext } from './createTestContext.js'
import { callHandler, createHandlerContext } from './handlerCalls.js'
import type { MemoryStorage } from './memoryStorage.js'
import { testFrameOrigin, useFrameTestServer } from './useFrameTestServer.js'

/** Where one test frame runs: its "device"'s storage, and the API as that device reaches it. */
export type DeviceStepFrameParameters = {
  /** The device's IndexedDB; a fresh one unless given. */
  indexedDB?: IDBFactory | undefined
  /** The API as the frame reaches it; the test server's unless given. */
  fetchApi?: typeof fetch | undefined
  /** The device's localStorage; give a frame's own to reload that frame. */
  storage?: MemoryStorage | undefined
}

/**
 * The frames of the device-step tests, for the enclosing `describe.each(databases)`: a real Latch
 * server (`useFrameTestServer`), frames whose views are built in one jsdom window and driven with
 * real DOM events, as the frame's document would be, and every reply and PENDING stage recorded
 * for the canary checks. Test-only.
 *
 * @example
 * describe.each(databases)('… ($name)', (database) => {
 *   const harness = useDeviceStepHarness(database)
 *   harness.test('…', async () => {
 *     const laptop = harness.setup()
 *     const code = await harness.createWallet(laptop, 'alice@example.com')
 *   })
 * })
 */
export function useDeviceStepHarness(database: TestDatabase) {
  const server = useFrameTestServer(database)
  const { handle, codeFor, serverFetch } = server

  let dom: Awaited<ReturnType<NonNullable<typeof builtinEnvironments.jsdom.setupVM>>> | undefined
  let window!: Window & typeof globalThis
  beforeAll(async () => {
    dom = await builtinEnvironments.jsdom.setupVM!({ jsdom: { url: testFrameOrigin } })
    window = dom.getVmContext() as Window & typeof globalThis
  })
  afterAll(async () => {
    await dom?.teardown()
  })

  // Everything the frame would post or log, for the canary checks.
  const replies: unknown[] = []
  const pendingStages: string[] = []
  beforeEach(() => {
    window.document.body.replaceChildren()
    replies.length = 0
    pendingStages.length = 0
  })

  // One frame on one "device": its localStorage, its IndexedDB and the jsdom document it draws in.
  const setup = (parameters: DeviceStepFrameParameters = {}) => {
    const { indexedDB = new IDBFactory(), fetchApi = serverFetch } = parameters
    const surface = createFrameSurface(window.document)
    const { storage, context } = createTestContext({
      apiFetch: fetchApi,
      chainId: 1,
      indexedDB,
      surface,
      storage: parameters.storage,
    })
    const handlers: FrameRequestHandlers = {
      ...createFrameHandlers(context),
      CONNECT_DEVICE: connectDevice(context, { document: window.document }),
    }
    const call = async <type extends FrameRequestType>(
      type: type,
      payload: FrameRequestPayloads[type],
      signal: AbortSignal = new AbortController().signal,
    ) => {
      const handlerContext = createHandlerContext({
        pending: (stage) => void pendingStages.push(stage),
        signal,
      })
      try {
        const reply = await callHandler(handlers, type, payload, handlerContext)
        replies.push({ type, reply })
        return reply
      } catch (error) {
        replies.push({ type, error: error instanceof FrameReplyError ? error.shortMessage : '' })
        throw error
      }
    }
    return { storage, context, indexedDB, surface, call }
  }
  type Frame = ReturnType<typeof setup>

  const signIn = async (frame: Frame, email: string) => {
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    return (await frame.call('CONNECT_OTP', { otp: codeFor(email) })).action
  }
  const shownView = async (frame: Frame) => {
    await vi.waitFor(() => expect(frame.surface.current()).toBeDefined())
    return frame.surface.current()!
  }
  const click = (node: Element | null | undefined) => {
    if (!(node instanceof window.HTMLElement)) throw new Error('nothing to click')
    node.click()
  }
  // Types a code into the verify view and submits it with its button.
  const submitCode = (view: HTMLElement, code: string) => {
    const input = view.querySelector('input')
    if (!input) throw new Error('no input')
    input.value = code
    input.dispatchEvent(new window.Event('input', { bubbles: true }))
    click(view.querySelector('button[type="submit"]'))
  }
  const inlineError = async (view: HTMLElement, message: string) =>
    vi.waitFor(() => expect(view.querySelector('[role="alert"]')?.textContent).toBe(message))
  // Checks "I have saved my recovery code" and presses Continue.
  const confirmSaved = (view: HTMLElement) => {
    click(view.querySelector('input[type="checkbox"]'))
    click(view.querySelector('.latch-device__button--primary'))
  }
  const shownCode = (view: HTMLElement) =>
    view.querySelector('.latch-device__code')?.textContent ?? ''

  // A new wallet on `frame`: CONNECT_DEVICE shows the code, which the user saves and confirms.
  const createWallet = async (frame: Frame, email: string) => {
    expect(await signIn(frame, email)).toBe('VERIFY_DEVICE')
    const connected = frame.call('CONNECT_DEVICE', {})
    const view = await shownView(frame)
    const code = shownCode(view)
    confirmSaved(view)
    expect(await connected).toEqual({})
    return code
  }

  const { test, advance, mails } = server
  return {
    handle,
    test,
    advance,
    mails,
    serverFetch,
    codeFor,
    /** The jsdom window the views are built in. */
    get window() {
      return window
    },
    replies,
    pendingStages,
    setup,
    signIn,
    shownView,
    shownCode,
    click,
    submitCode,
    inlineError,
    confirmSaved,
    createWallet,
    keyShareRows: () => handle.db.selectFrom('auth_key_shares').selectAll().execute(),
  }
}

/** One test frame of {@link useDeviceStepHarness}. */
export type DeviceStepFrame = ReturnType<ReturnType<typeof useDeviceStepHarness>['setup']>
