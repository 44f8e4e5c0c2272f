import type { FrameRequestType } from '@latch/core'
import { wireWindowPair } from '@latch/test/frame'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameOriginError,
} from '../errors.js'
import {
  createFrameMessageHandler,
  type FrameRequestHandlers,
} from '../handler/createFrameMessageHandler.js'
import {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
  frameOtherRequestTimeoutMs,
  interactiveRequestCapMs,
  unansweredTimeoutsBeforeRebuild,
} from './createFrameClient.js'

const FRAME = 'https://frame.test'
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// Destroyed after each test, so that no listener outlives its test.
const clients: FrameClient[] = []

type Sent = { id: string; type: FrameRequestType; payload: unknown }

// A real iframe in jsdom, so that `event.source` is a real window; its postMessage is a spy that
// records what the modal sends.
function setup(
  parameters: Partial<CreateFrameClientParameters> = {},
  prepare?: (iframe: HTMLIFrameElement) => void,
) {
  const iframe = document.createElement('iframe')
  iframe.id = 'w3m-iframe'
  prepare?.(iframe)
  document.body.append(iframe)
  const frameWindow = iframe.contentWindow!
  const sibling = document.createElement('iframe')
  document.body.append(sibling)
  const { sent, targets } = record(frameWindow)
  const onLoadFailed = vi.fn()
  const onRequestTimeout = vi.fn()
  const client = createFrameClient({
    iframe,
    frameOrigin: FRAME,
    onLoadFailed,
    onRequestTimeout,
    ...parameters,
  })
  clients.push(client)
  const receive = (
    data: unknown,
    {
      origin = FRAME,
      source = frameWindow as Window | null,
    }: { origin?: string; source?: Window | null } = {},
  ) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  }
  const ready = () =>
    receive({ id: crypto.randomUUID(), type: 'READY', payload: { version: '0.1.0' } })
  const reply = (request: Sent, suffix: 'SUCCESS' | 'ERROR', payload: unknown) =>
    receive({ id: request.id, type: `${request.type}_${suffix}`, payload })
  const heartbeat = (request: Sent, options?: { origin?: string; source?: Window | null }) =>
    receive(
      { id: crypto.randomUUID(), type: 'PENDING', payload: { id: request.id, stage: 'approval' } },
      options,
    )
  return {
    client,
    iframe,
    frameWindow,
    sibling: sibling.contentWindow!,
    sent,
    targets,
    onLoadFailed,
    onRequestTimeout,
    receive,
    ready,
    reply,
    heartbeat,
  }
}

/** Spies on a frame window's postMessage: what the modal sends it, and to which origin. */
function record(frameWindow: Window) {
  const sent: Sent[] = []
  const targets: unknown[] = []
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((
    message: Sent,
    targetOrigin: unknown,
  ) => {
    sent.push(message)
    targets.push(targetOrigin)
  }) as Window['postMessage'])
  return { sent, targets }
}

/** The frame element in the page now (a rebuild replaces it). */
const currentIframe = () => document.getElementById('w3m-iframe') as HTMLIFrameElement

/**
 * Serves an iframe in the page with the real frame-side message handler, messages between the
 * two windows delivered the way a browser does.
 */
function serve(iframe: HTMLIFrameElement, handlers: FrameRequestHandlers) {
  const { app, frameSide } = wireWindowPair(FRAME, iframe)
  const handler = createFrameMessageHandler({
    window: frameSide,
    parent: window,
    isOriginAllowed: (origin) => origin === app,
    version: '0.1.0',
    handlers,
  })
  handlers_.push(handler)
  return handler
}
const handlers_: { destroy(): void }[] = []

// Records how a promise settled without making it an unhandled rejection.
function track<value>(promise: Promise<value>) {
  const state: {
    status: 'pending' | 'resolved' | 'rejected'
    value?: value
    error?: unknown
    count: number
  } = {
    status: 'pending',
    count: 0,
  }
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value, count: state.count + 1 }),
    (error) => Object.assign(state, { status: 'rejected', error, count: state.count + 1 }),
  )
  return state
}

/** Asks for a signature that waits on the visitor; returns its state and the message sent. */
function requestApproval(frame: ReturnType<typeof setup>) {
  const sign = track(
    frame.client.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00', '0x01'] },
      { interactive: true },
    ),
  )
  return { sign, approval: frame.sent.at(-1)! }
}

const microtasks = async () => {
  for (let index = 0; index < 5; index++) await Promise.resolve()
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const handler of handlers_.splice(0)) handler.destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('frameOrigin', () => {
  test.each([
    '*',
    'null',
    '',
    '/',
    'https://frame.test/',
    'https://frame.test/path',
    'frame.test',
    'javascript:alert(1)',
  ])('error: %j is refused', (frameOrigin) => {
    const iframe = document.createElement('iframe')
    expect(() => createFrameClient({ iframe, frameOrigin })).toThrow(InvalidFrameOriginError)
  })
})

describe('readiness', () => {
  test('behavior: requests wait for READY, then 500 ms', async () => {
    const frame = setup()
    const ready = track(frame.client.ready)
    const user = track(frame.client.request('GET_USER', {}))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(frame.sent).toEqual([])
    frame.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.sent).toEqual([])
    expect(ready.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.sent).toEqual([
      { id: expect.stringMatching(uuidV4), type: 'GET_USER', payload: {} },
    ])
    expect(ready.status).toBe('resolved')
    // Once ready, a request goes out at once.
    track(frame.client.request('GET_CHAIN_ID', {}))
    expect(frame.sent.at(-1)?.type).toBe('GET_CHAIN_ID')
    frame.reply(frame.sent[0]!, 'SUCCESS', { address: '0xabc', chainId: 1 })
    await microtasks()
    expect(user).toMatchObject({ status: 'resolved', value: { address: '0xabc', chainId: 1 } })
  })

  test('error: no READY within 20 s → every request rejects once with the spec message; a late READY runs nothing', async () => {
    const frame = setup()
    const ready = track(frame.client.ready)
    const requests = [
      track(frame.client.request('GET_USER', {})),
      track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' })),
      track(frame.client.request('RPC_REQUEST', { method: 'eth_call', params: [] })),
    ]
    await vi.advanceTimersByTimeAsync(19_999)
    expect(requests.map((request) => request.status)).toEqual(['pending', 'pending', 'pending'])
    await vi.advanceTimersByTimeAsync(1)
    for (const request of requests) {
      expect(request.status).toBe('rejected')
      expect(request.count).toBe(1)
      expect(request.error).toBeInstanceOf(FrameLoadError)
      expect((request.error as FrameLoadError).shortMessage).toBe(
        'Unable to load email login dependency',
      )
    }
    expect(ready.status).toBe('rejected')
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(1)
    frame.ready()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(frame.sent).toEqual([])
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(1)
    // The next request does not stay broken: it goes to a new frame (see 'rebuild').
    const late = track(frame.client.request('GET_USER', {}))
    await microtasks()
    expect(late.status).toBe('pending')
    expect(currentIframe()).not.toBe(frame.iframe)
    // The old frame's READY still runs nothing.
    frame.ready()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(frame.sent).toEqual([])
  })

  test('behavior: READY at 19.999 s is in time', async () => {
    const frame = setup()
    await vi.advanceTimersByTimeAsync(19_999)
    frame.ready()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(frame.onLoadFailed).not.toHaveBeenCalled()
    track(frame.client.request('GET_CHAIN_ID', {}))
    expect(frame.sent).toHaveLength(1)
  })

  test.each([
    ['the wrong origin', { origin: 'https://evil.test' }],
    ['the wrong window', { source: window }],
    ['no window', { source: null }],
  ])('error: a READY from %s is ignored', async (_name, options) => {
    const frame = setup()
    track(frame.client.request('GET_CHAIN_ID', {}))
    frame.receive(
      { id: crypto.randomUUID(), type: 'READY', payload: { version: '0.1.0' } },
      options,
    )
    await vi.advanceTimersByTimeAsync(20_000)
    expect(frame.sent).toEqual([])
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(1)
  })

  test('error: an iframe without a window → The secure frame is not set', async () => {
    const iframe = document.createElement('iframe')
    const client = createFrameClient({ iframe, frameOrigin: FRAME })
    clients.push(client)
    const user = track(client.request('GET_USER', {}))
    // A READY cannot even be checked without the iframe's window: it is ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { id: crypto.randomUUID(), type: 'READY', payload: { version: '1' } },
        origin: FRAME,
        source: null,
      }),
    )
    await vi.advanceTimersByTimeAsync(20_000)
    expect(user.error).toBeInstanceOf(FrameLoadError)
    client.destroy()
  })
})

describe('replies', () => {
  async function readyFrame() {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    return frame
  }

  test('default: the success payload resolves the request', async () => {
    const frame = await readyFrame()
    const email = track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' }))
    frame.reply(frame.sent[0]!, 'SUCCESS', { action: 'VERIFY_OTP' })
    await microtasks()
    expect(email).toMatchObject({ status: 'resolved', value: { action: 'VERIFY_OTP' } })
  })

  test('error: an _ERROR without a message → An error occurred', async () => {
    const frame = await readyFrame()
    const first = track(frame.client.request('SIGN_OUT', {}))
    const second = track(frame.client.request('CONNECT_OTP', { otp: '123456' }))
    frame.reply(frame.sent[0]!, 'ERROR', {})
    frame.reply(frame.sent[1]!, 'ERROR', { message: 'Invalid code' })
    await microtasks()
    expect(first.error).toBeInstanceOf(FrameRequestError)
    expect((first.error as FrameRequestError).shortMessage).toBe('An error occurred')
    expect((second.error as FrameRequestError).shortMessage).toBe('Invalid code')
  })

  test('behavior: an _ERROR keeps a known code, and retryAfterSeconds with `throttled` only', async () => {
    const frame = await readyFrame()
    const payloads = [
      { message: 'Reworded.', code: 'throttled', retryAfterSeconds: 17 },
      { message: 'Invalid code.', code: 'invalid_code', retryAfterSeconds: 5 },
      { code: 'email_in_use' },
      { message: 'x', code: 'same_email' },
    ]
    const results = payloads.map(() => track(frame.client.request('CONNECT_OTP', { otp: '1' })))
    for (const [index, payload] of payloads.entries())
      frame.reply(frame.sent[index]!, 'ERROR', payload)
    await microtasks()
    expect(
      results.map(({ error }) => {
        const { shortMessage, code, retryAfterSeconds } = error as FrameRequestError
        return { shortMessage, code, retryAfterSeconds }
      }),
    ).toEqual([
      { shortMessage: 'Reworded.', code: 'throttled', retryAfterSeconds: 17 },
      { shortMessage: 'Invalid code.', code: 'invalid_code', retryAfterSeconds: undefined },
      { shortMessage: 'An error occurred', code: 'email_in_use', retryAfterSeconds: undefined },
      { shortMessage: 'x', code: 'same_email', retryAfterSeconds: undefined },
    ])
  })

  test.each([
    ['an unknown code', { message: 'Hi', code: 'Please try again after 5 seconds' }],
    ['a code of another type', { message: 'Hi', code: ['throttled'] }],
    ['a prototype name as code', { message: 'Hi', code: 'toString' }],
    ['throttled without seconds', { message: 'Hi', code: 'throttled' }],
    ['negative seconds', { message: 'Hi', code: 'throttled', retryAfterSeconds: -1 }],
    ['fractional seconds', { message: 'Hi', code: 'throttled', retryAfterSeconds: 1.5 }],
    ['unsafe seconds', { message: 'Hi', code: 'throttled', retryAfterSeconds: 2 ** 53 }],
    ['seconds as text', { message: 'Hi', code: 'throttled', retryAfterSeconds: '30' }],
    ['seconds without a code', { message: 'Hi', retryAfterSeconds: 30 }],
  ] as const)(
    'error: an _ERROR with %s carries no code and no seconds, only its message',
    async (_, payload) => {
      const frame = await readyFrame()
      const result = track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' }))
      frame.reply(frame.sent[0]!, 'ERROR', payload)
      await microtasks()
      expect(result.error).toBeInstanceOf(FrameRequestError)
      expect(result.error).toMatchObject({
        shortMessage: 'Hi',
        code: undefined,
        retryAfterSeconds: undefined,
      })
    },
  )

  test.each([
    ['CONNECT_EMAIL', { action: 'HACK' }],
    ['IS_CONNECTED', { isConnected: 'yes' }],
    ['GET_USER', { chainId: 1 }],
    ['RPC_REQUEST', {}],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: ['1'] }],
    ['SIGN_OUT', null],
  ] as const)(
    'error: %s with an invalid success payload → An error occurred',
    async (type, payload) => {
      const frame = await readyFrame()
      const result = track(frame.client.request(type, {} as never))
      frame.reply(frame.sent[0]!, 'SUCCESS', payload)
      await microtasks()
      expect((result.error as FrameRequestError).shortMessage).toBe('An error occurred')
    },
  )

  test('behavior: a reply typed for another request does not settle it', async () => {
    const frame = await readyFrame()
    const user = track(frame.client.request('GET_USER', {}))
    frame.receive({
      id: frame.sent[0]!.id,
      type: 'IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    })
    await microtasks()
    expect(user.status).toBe('pending')
  })

  test('(b) host.replySpoof (T2, test 9): forged replies never settle a promise; the real one settles it once', async () => {
    const frame = await readyFrame()
    // A request that has already settled: its id must not settle anything else.
    track(frame.client.request('GET_CHAIN_ID', {}))
    const settled = frame.sent[0]!
    frame.reply(settled, 'SUCCESS', { chainId: 1 })
    const user = track(frame.client.request('GET_USER', {}))
    const target = frame.sent[1]!
    const forgery = fc.oneof(
      // The right id, from the wrong origin (the right window).
      fc
        .oneof(
          fc.constantFrom(
            'https://frame.test.evil.io',
            'http://frame.test',
            'null',
            'https://FRAME.test',
          ),
          fc.webUrl().map((url) => new URL(url).origin),
        )
        .filter((origin) => origin !== FRAME)
        .map((origin) => ({ id: target.id, origin, source: 'frame' as const })),
      // The right id and origin, from another window.
      fc
        .constantFrom('host' as const, 'sibling' as const, 'none' as const)
        .map((source) => ({ id: target.id, origin: FRAME, source })),
      // The right origin and window, a guessed or settled id.
      fc
        .oneof(fc.uuid({ version: 4 }), fc.constant(settled.id), fc.string())
        .map((id) => ({ id, origin: FRAME, source: 'frame' as const })),
    )
    await fc.assert(
      fc.asyncProperty(
        forgery,
        fc.constantFrom('SUCCESS', 'ERROR'),
        async ({ id, origin, source }, suffix) => {
          const sourceWindow = {
            frame: frame.frameWindow,
            host: window,
            sibling: frame.sibling,
            none: null,
          }[source]
          frame.receive(
            {
              id,
              type: `GET_USER_${suffix}`,
              payload: { address: '0xevil', chainId: 1, message: 'forged' },
            },
            { origin, source: sourceWindow },
          )
          await microtasks()
          expect(user.status).toBe('pending')
        },
      ),
      { numRuns: 1000 },
    )
    frame.reply(target, 'SUCCESS', { address: '0xabc', chainId: 1 })
    frame.reply(target, 'ERROR', { message: 'late' })
    await microtasks()
    expect(user).toMatchObject({ status: 'resolved', count: 1, value: { address: '0xabc' } })
  })

  test('(c) postMessage spy: the target is always the frame origin, never *; ids are UUIDv4 (test 10)', async () => {
    const frame = await readyFrame()
    for (let index = 0; index < 10_000; index++)
      frame.client.request('GET_CHAIN_ID', {}).catch(() => {})
    expect(new Set(frame.targets)).toEqual(new Set([FRAME]))
    const ids = frame.sent.map((message) => message.id)
    expect(new Set(ids).size).toBe(10_000)
    for (const id of ids) expect(id).toMatch(uuidV4)
    frame.client.destroy()
  })
})

describe('timeouts', () => {
  async function readyFrame() {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    return frame
  }

  test.each([
    ['CONNECT_EMAIL', { email: 'a@b.test' }],
    ['CONNECT_DEVICE', {}],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'https://frame.test/callback?code=1' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ] as const)('error: %s times out after 30 s', async (type, payload) => {
    const frame = await readyFrame()
    const result = track(frame.client.request(type, payload as never))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(result.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(result.error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(frame.onRequestTimeout).toHaveBeenCalledWith({ id: frame.sent[0]!.id, type })
    // A late reply changes nothing.
    frame.reply(frame.sent[0]!, 'SUCCESS', {})
    await microtasks()
    expect(result.count).toBe(1)
  })

  test('behavior: the 30 s start when the request is sent, not when it is queued', async () => {
    const frame = setup()
    const result = track(frame.client.request('CONNECT_OTP', { otp: '123456' }))
    await vi.advanceTimersByTimeAsync(15_000)
    frame.ready()
    await vi.advanceTimersByTimeAsync(500 + 29_999)
    expect(result.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(result.error).toBeInstanceOf(FrameRequestTimeoutError)
  })

  test.each([
    ['GET_USER', { chainId: 1 }],
    ['IS_CONNECTED', {}],
    ['GET_CHAIN_ID', {}],
    ['SWITCH_NETWORK', { chainId: 10 }],
    ['SIGN_OUT', {}],
    ['SYNC_THEME', { themeMode: 'dark' }],
    ['SYNC_DAPP_DATA', { sdkVersion: '0.1.0', sdkType: 'latch-react', projectId: 'p' }],
    ['RPC_REQUEST', { method: 'eth_call', params: [] }],
    ['UPDATE_EMAIL', { email: 'a@b.test' }],
  ] as const)(
    'error: %s (not interactive) times out too, with the spec alert',
    async (type, payload) => {
      const frame = await readyFrame()
      const result = track(frame.client.request(type, payload as never))
      const request = frame.sent[0]!
      await vi.advanceTimersByTimeAsync(frameOtherRequestTimeoutMs - 1)
      expect(result.status).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(result.error).toBeInstanceOf(FrameRequestTimeoutError)
      expect(frame.onRequestTimeout).toHaveBeenCalledExactlyOnceWith({ id: request.id, type })
      // The frame is told to drop it, so nothing it does later counts for the app.
      expect(frame.sent.at(-1)).toMatchObject({
        type: 'ABORT_REQUEST',
        payload: { id: request.id },
      })
      frame.reply(request, 'SUCCESS', {})
      await microtasks()
      expect(result.count).toBe(1)
    },
  )

  test('behavior: an approval the frame keeps alive does not time out while other requests do, and its frame is kept', async () => {
    const frame = await readyFrame()
    const { sign, approval } = requestApproval(frame)
    const reads: ReturnType<typeof track>[] = []
    for (let elapsed = 0; elapsed < 5 * 60_000; elapsed += 5_000) {
      if (elapsed % 40_000 === 0 && elapsed < 4 * 60_000)
        reads.push(track(frame.client.request('GET_CHAIN_ID', {})))
      frame.heartbeat(approval)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(reads.length).toBeGreaterThan(unansweredTimeoutsBeforeRebuild)
    expect(reads.every((read) => read.error instanceof FrameRequestTimeoutError)).toBe(true)
    expect(sign.status).toBe('pending')
    // The frame speaks (heartbeats): it is not judged dead, and the approval stays in it.
    expect(currentIframe()).toBe(frame.iframe)
    expect(
      frame.sent.some(
        (sent) =>
          sent.type === 'ABORT_REQUEST' &&
          sent.payload !== null &&
          (sent.payload as { id: string }).id === approval.id,
      ),
    ).toBe(false)
    frame.reply(approval, 'SUCCESS', { result: '0xsignature' })
    await microtasks()
    expect(sign).toMatchObject({ status: 'resolved', value: { result: '0xsignature' } })
  })

  test('error: at the 10-minute cap the frame is told to drop the approval', async () => {
    const frame = await readyFrame()
    const { sign, approval } = requestApproval(frame)
    for (let elapsed = 0; elapsed < interactiveRequestCapMs; elapsed += 5_000) {
      frame.heartbeat(approval)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(sign.error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(frame.sent.at(-1)).toMatchObject({ type: 'ABORT_REQUEST', payload: { id: approval.id } })
  })

  test('behavior: an interactive request lives past 30 s while heartbeats come', async () => {
    const frame = await readyFrame()
    const { sign, approval: request } = requestApproval(frame)
    for (let second = 0; second < 120; second += 5) {
      frame.heartbeat(request)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(sign.status).toBe('pending')
    frame.reply(request, 'SUCCESS', { result: '0xsignature' })
    await microtasks()
    expect(sign).toMatchObject({ status: 'resolved', value: { result: '0xsignature' } })
  })

  test('error: an interactive request without heartbeats times out after 30 s', async () => {
    const frame = await readyFrame()
    const sign = track(
      frame.client.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: [] },
        { interactive: true },
      ),
    )
    frame.heartbeat(frame.sent[0]!)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(sign.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(sign.error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(frame.onRequestTimeout).toHaveBeenCalledTimes(1)
  })

  test('error: heartbeats stop counting at the 10-minute cap', async () => {
    const frame = await readyFrame()
    const otp = track(frame.client.request('CONNECT_OTP', { otp: '123456' }, { interactive: true }))
    const request = frame.sent[0]!
    for (let elapsed = 0; elapsed < interactiveRequestCapMs - 5_000; elapsed += 5_000) {
      frame.heartbeat(request)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(otp.status).toBe('pending')
    frame.heartbeat(request)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(otp.error).toBeInstanceOf(FrameRequestTimeoutError)
  })

  test.each([
    ['a forged origin', { origin: 'https://evil.test' }],
    ['another window', { source: window }],
  ])('error: heartbeats from %s do not extend', async (_name, options) => {
    const frame = await readyFrame()
    const sign = track(
      frame.client.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: [] },
        { interactive: true },
      ),
    )
    for (let second = 0; second < 30; second += 5) {
      frame.heartbeat(frame.sent[0]!, options)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(sign.error).toBeInstanceOf(FrameRequestTimeoutError)
  })

  test('behavior: heartbeats do not extend a request that is not interactive', async () => {
    const frame = await readyFrame()
    const email = track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' }))
    for (let second = 0; second < 30; second += 5) {
      frame.heartbeat(frame.sent[0]!)
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(email.error).toBeInstanceOf(FrameRequestTimeoutError)
  })
})

describe('abort', () => {
  test('behavior: abortPending rejects with the spec messages, skipping safe RPC reads and the Farcaster URI', async () => {
    const frame = setup()
    const queued = track(frame.client.request('GET_USER', {}))
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const send = track(
      frame.client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] }),
    )
    const read = track(frame.client.request('RPC_REQUEST', { method: 'eth_call', params: [] }))
    const lookalike = track(frame.client.request('RPC_REQUEST', { method: 'ETH_CALL', params: [] }))
    const otp = track(frame.client.request('CONNECT_OTP', { otp: '123456' }))
    const farcaster = track(frame.client.request('GET_FARCASTER_URI', {}))
    frame.client.abortPending()
    await microtasks()
    const message = (state: { error?: unknown }) => {
      expect(state.error).toBeInstanceOf(FrameRequestAbortedError)
      return (state.error as FrameRequestAbortedError).shortMessage
    }
    expect(message(send)).toBe('Request was aborted')
    expect(message(lookalike)).toBe('Request was aborted')
    expect(message(otp)).toBe('Something went wrong')
    expect(message(queued)).toBe('Something went wrong')
    expect([read.status, farcaster.status]).toEqual(['pending', 'pending'])
    frame.reply(frame.sent.find((sent) => sent.type === 'GET_FARCASTER_URI')!, 'SUCCESS', {
      url: 'https://farcaster.test/x',
      expiresAt: '2026-03-01T12:10:00.000Z',
    })
    frame.reply(frame.sent[2]!, 'SUCCESS', { result: '0x1' })
    await microtasks()
    expect(read).toMatchObject({ status: 'resolved', value: { result: '0x1' } })
    expect(farcaster.status).toBe('resolved')
  })

  test('behavior: a signal aborts one request with the same messages', async () => {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const controller = new AbortController()
    const rpc = track(
      frame.client.request('RPC_REQUEST', { method: 'eth_call' }, { signal: controller.signal }),
    )
    const user = track(frame.client.request('GET_USER', {}, { signal: controller.signal }))
    controller.abort()
    await microtasks()
    expect((rpc.error as FrameRequestAbortedError).shortMessage).toBe('Request was aborted')
    expect((user.error as FrameRequestAbortedError).shortMessage).toBe('Something went wrong')
    const sentBefore = frame.sent.length
    const early = track(frame.client.request('SIGN_OUT', {}, { signal: controller.signal }))
    await microtasks()
    expect((early.error as FrameRequestAbortedError).shortMessage).toBe('Something went wrong')
    expect(frame.sent).toHaveLength(sentBefore)
  })

  test('behavior: aborting a sent interactive request tells the frame with ABORT_REQUEST, to its origin only', async () => {
    const frame = setup()
    const early = new AbortController()
    // Not sent yet (the frame is not ready): nothing to tell the frame.
    track(frame.client.request('CONNECT_DEVICE', {}, { interactive: true, signal: early.signal }))
    early.abort()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.sent).toEqual([])

    const controller = new AbortController()
    const approval = track(
      frame.client.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: ['0x00', '0x00'] },
        { interactive: true, signal: controller.signal },
      ),
    )
    const request = frame.sent.at(-1)!
    expect(request.type).toBe('RPC_REQUEST')
    controller.abort()
    await microtasks()
    expect((approval.error as FrameRequestAbortedError).shortMessage).toBe('Request was aborted')
    const abort = frame.sent.at(-1)!
    expect(abort.type).toBe('ABORT_REQUEST')
    expect(abort.payload).toEqual({ id: request.id })
    expect(abort.id).toMatch(uuidV4)
    expect(abort.id).not.toBe(request.id)
    expect(frame.targets.at(-1)).toBe(FRAME)
    // The frame's late reply to the aborted request changes nothing.
    frame.reply(request, 'SUCCESS', { result: '0xsigned' })
    await microtasks()
    expect(approval.count).toBe(1)
  })

  test('behavior: destroy rejects what is pending, and what comes after, with The secure frame is not set', async () => {
    const frame = setup()
    const ready = track(frame.client.ready)
    const user = track(frame.client.request('GET_USER', {}))
    frame.client.destroy()
    const later = track(frame.client.request('GET_USER', {}))
    await microtasks()
    for (const state of [user, later, ready]) {
      expect(state.error).toBeInstanceOf(FrameNotSetError)
      expect((state.error as FrameNotSetError).shortMessage).toBe('The secure frame is not set')
    }
    frame.ready()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(frame.sent).toEqual([])
    expect(frame.onLoadFailed).not.toHaveBeenCalled()
  })
})

describe('rebuild', () => {
  /** The fake wallet of a working frame. */
  const wallet = (): FrameRequestHandlers => ({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    GET_CHAIN_ID: async () => ({ chainId: 1 }),
    SYNC_THEME: async () => ({}),
    SYNC_DAPP_DATA: async () => ({}),
  })

  test('behavior: after the load timeout, the next request builds a new iframe in place of the old one, and the login goes through', async () => {
    const frame = setup({}, (iframe) => {
      iframe.src = 'https://frame.test/?projectId=p'
      iframe.title = 'Latch secure frame'
    })
    // A view styled it since; the rebuilt frame starts hidden, as the caller built it.
    frame.iframe.dataset.state = 'shown'
    const first = track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' }))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(first.error).toBeInstanceOf(FrameLoadError)
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(1)

    const second = track(frame.client.request('CONNECT_EMAIL', { email: 'a@b.test' }))
    const rebuilt = currentIframe()
    expect(rebuilt).not.toBe(frame.iframe)
    expect(frame.iframe.isConnected).toBe(false)
    expect(frame.client.iframe).toBe(rebuilt)
    // The same element as the caller built it: one frame in the page, same id, source and title.
    expect(document.querySelectorAll('iframe#w3m-iframe')).toHaveLength(1)
    expect(rebuilt.getAttribute('src')).toBe('https://frame.test/?projectId=p')
    expect(rebuilt.title).toBe('Latch secure frame')
    expect(rebuilt.dataset.state).toBeUndefined()
    const ready = track(frame.client.ready)
    serve(rebuilt, wallet())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(ready.status).toBe('resolved')
    expect(second).toMatchObject({ status: 'resolved', value: { action: 'VERIFY_OTP' } })
    expect(frame.sent).toEqual([])
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(1)
  })

  test('behavior: a rebuilt frame that fails to load again is reported again, and rebuilt again on the next request', async () => {
    const frame = setup()
    track(frame.client.request('GET_CHAIN_ID', {}))
    await vi.advanceTimersByTimeAsync(20_000)
    const second = track(frame.client.request('GET_CHAIN_ID', {}))
    const rebuilt = currentIframe()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(second.error).toBeInstanceOf(FrameLoadError)
    expect(frame.onLoadFailed).toHaveBeenCalledTimes(2)
    track(frame.client.request('GET_CHAIN_ID', {}))
    expect(currentIframe()).not.toBe(rebuilt)
    expect(document.querySelectorAll('iframe')).toHaveLength(2) // the new frame and the sibling
  })

  test('behavior: retry() rebuilds at once; what was pending in the torn-down frame is rejected, never resolved', async () => {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const user = track(frame.client.request('GET_USER', {}))
    const { sign } = requestApproval(frame)
    frame.client.retry()
    await microtasks()
    for (const state of [user, sign]) {
      expect(state.status).toBe('rejected')
      expect(state.error).toBeInstanceOf(FrameLoadError)
    }
    // The old frame's late replies settle nothing.
    frame.reply(frame.sent[0]!, 'SUCCESS', { address: '0xabc', chainId: 1 })
    frame.reply(frame.sent[1]!, 'SUCCESS', { result: '0xsigned' })
    await microtasks()
    expect([user.count, sign.count]).toEqual([1, 1])
    expect(currentIframe()).not.toBe(frame.iframe)
    serve(currentIframe(), wallet())
    await vi.advanceTimersByTimeAsync(1_000)
    const next = track(frame.client.request('GET_CHAIN_ID', {}))
    await vi.advanceTimersByTimeAsync(10)
    expect(next).toMatchObject({ status: 'resolved', value: { chainId: 1 } })
  })

  test('behavior: a frame that stops answering is rebuilt: its pending requests are rejected, the next request goes to a new frame', async () => {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const unanswered = Array.from({ length: unansweredTimeoutsBeforeRebuild }, () =>
      track(frame.client.request('GET_CHAIN_ID', {})),
    )
    await vi.advanceTimersByTimeAsync(10_000)
    // Sent later, still waiting when the frame is judged dead.
    const waiting = track(frame.client.request('GET_USER', {}))
    await vi.advanceTimersByTimeAsync(frameOtherRequestTimeoutMs - 10_000)
    expect(frame.onRequestTimeout).toHaveBeenCalledTimes(unansweredTimeoutsBeforeRebuild)
    for (const request of unanswered) expect(request.error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(waiting.error).toBeInstanceOf(FrameLoadError)
    // Nothing is torn down before a request needs the frame.
    expect(currentIframe()).toBe(frame.iframe)
    const next = track(frame.client.request('GET_CHAIN_ID', {}))
    expect(currentIframe()).not.toBe(frame.iframe)
    serve(currentIframe(), wallet())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(next).toMatchObject({ status: 'resolved', value: { chainId: 1 } })
  })

  test('behavior: a slow request in a frame that answers others does not rebuild it', async () => {
    const frame = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    for (let round = 0; round < unansweredTimeoutsBeforeRebuild + 2; round++) {
      const slow = track(frame.client.request('RPC_REQUEST', { method: 'eth_call', params: [] }))
      track(frame.client.request('GET_CHAIN_ID', {}))
      frame.reply(frame.sent.at(-1)!, 'SUCCESS', { chainId: 1 })
      await vi.advanceTimersByTimeAsync(frameOtherRequestTimeoutMs)
      expect(slow.error).toBeInstanceOf(FrameRequestTimeoutError)
    }
    const after = track(frame.client.request('GET_CHAIN_ID', {}))
    expect(currentIframe()).toBe(frame.iframe)
    frame.reply(frame.sent.at(-1)!, 'SUCCESS', { chainId: 1 })
    await microtasks()
    expect(after.status).toBe('resolved')
  })

  test('behavior: a rebuilt frame is told the theme, locale and site again (the last of each)', async () => {
    const frame = setup()
    track(frame.client.request('SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 't', projectId: 'p' }))
    track(frame.client.request('SYNC_THEME', { themeMode: 'light' }))
    track(frame.client.request('SYNC_THEME', { themeMode: 'dark', locale: 'de' }))
    await vi.advanceTimersByTimeAsync(20_000)
    const received: unknown[] = []
    const handlers = wallet()
    handlers.SYNC_THEME = async (payload) => {
      received.push(['SYNC_THEME', payload])
      return {}
    }
    handlers.SYNC_DAPP_DATA = async (payload) => {
      received.push(['SYNC_DAPP_DATA', payload])
      return {}
    }
    handlers.GET_CHAIN_ID = async () => {
      received.push(['GET_CHAIN_ID'])
      return { chainId: 1 }
    }
    track(frame.client.request('GET_CHAIN_ID', {}))
    serve(currentIframe(), handlers)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(received).toEqual([
      ['SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 't', projectId: 'p' }],
      ['SYNC_THEME', { themeMode: 'dark', locale: 'de' }],
      ['GET_CHAIN_ID'],
    ])
  })

  test('behavior: destroy removes a frame the client built, and leaves the caller its own', async () => {
    const frame = setup()
    await vi.advanceTimersByTimeAsync(20_000)
    track(frame.client.request('GET_CHAIN_ID', {}))
    const rebuilt = currentIframe()
    frame.client.destroy()
    expect(rebuilt.isConnected).toBe(false)
    const own = setup()
    own.client.destroy()
    expect(own.iframe.isConnected).toBe(true)
  })
})
