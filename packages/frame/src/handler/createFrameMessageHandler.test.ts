import { isOriginAllowed } from '@latch/core'
import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  type CreateFrameMessageHandlerParameters,
  createFrameMessageHandler,
  FrameReplyError,
  type FrameRequestHandlers,
  pendingHeartbeatMs,
} from './createFrameMessageHandler.js'
import { frameRequestTypes } from './requestSchemas.js'

const APP = 'https://app.test'
const allowed = [APP, 'https://*.example.test', 'https://bücher.test']
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// Real windows (iframes of the test page), so that `event.source` is a window and `event.origin`
// is set, as a browser does it. (SECURITY.md: a mock without origin hides origin bugs.)
function makeWindow(): Window {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  return iframe.contentWindow!
}

function makeWindows({
  referrer = `${APP}/page`,
  ancestorOrigin,
}: {
  referrer?: string
  ancestorOrigin?: string
} = {}) {
  const frame = makeWindow()
  Object.defineProperty(frame.document, 'referrer', { value: referrer })
  if (ancestorOrigin !== undefined) {
    Object.defineProperty(frame.location, 'ancestorOrigins', { value: [ancestorOrigin] })
  }
  const parent = makeWindow()
  const other = makeWindow()
  const posts: { message: Record<string, unknown>; targetOrigin: unknown }[] = []
  vi.spyOn(parent, 'postMessage').mockImplementation(((
    message: Record<string, unknown>,
    targetOrigin: unknown,
  ) => {
    posts.push({ message, targetOrigin })
  }) as Window['postMessage'])
  const send = (data: unknown, { origin = APP, source = parent as Window | null } = {}) => {
    frame.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  }
  return { frame, parent, other, posts, send }
}

type Windows = ReturnType<typeof makeWindows>

function start(windows: Windows, parameters: Partial<CreateFrameMessageHandlerParameters> = {}) {
  return createFrameMessageHandler({
    window: windows.frame,
    parent: windows.parent,
    isOriginAllowed: (origin) => isOriginAllowed(origin, allowed),
    handlers: {},
    version: '0.1.0',
    ...parameters,
  })
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const request = (type: string, payload: unknown = {}, id: string = crypto.randomUUID()) => ({
  id,
  type,
  payload,
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('parent origin and READY', () => {
  test('default: READY goes to the parent origin from the referrer, once', () => {
    const windows = makeWindows()
    const handler = start(windows)
    expect(handler.parentOrigin).toBe(APP)
    expect(windows.posts).toHaveLength(1)
    const [{ message, targetOrigin }] = windows.posts as [(typeof windows.posts)[number]]
    expect(targetOrigin).toBe(APP)
    expect(message).toEqual({
      id: expect.stringMatching(uuidV4),
      type: 'READY',
      payload: { version: '0.1.0' },
    })
  })

  test('behavior: ancestorOrigins wins over the referrer', () => {
    const windows = makeWindows({ referrer: 'https://evil.test/', ancestorOrigin: APP })
    expect(start(windows).parentOrigin).toBe(APP)
    expect(windows.posts[0]?.targetOrigin).toBe(APP)
  })

  test('behavior: an allowed referrer does not beat a disallowed ancestor', () => {
    const windows = makeWindows({ referrer: `${APP}/`, ancestorOrigin: 'https://evil.test' })
    const onRefused = vi.fn()
    expect(start(windows, { onRefused }).parentOrigin).toBeUndefined()
    expect(onRefused).toHaveBeenCalledWith('origin-not-allowed', 'https://evil.test')
    expect(windows.posts).toEqual([])
  })

  test('error: no referrer and no ancestor → refused, nothing posted, nothing answered', async () => {
    const windows = makeWindows({ referrer: '' })
    const onRefused = vi.fn()
    const GET_CHAIN_ID = vi.fn(async () => ({ chainId: 1 }))
    const handler = start(windows, { onRefused, handlers: { GET_CHAIN_ID } })
    expect(handler.parentOrigin).toBeUndefined()
    expect(onRefused).toHaveBeenCalledWith('unknown-parent-origin', undefined)
    windows.send(request('GET_CHAIN_ID'))
    await flush()
    expect(GET_CHAIN_ID).not.toHaveBeenCalled()
    expect(windows.posts).toEqual([])
  })

  test('error: not framed', () => {
    const windows = makeWindows()
    const onRefused = vi.fn()
    start(windows, { parent: windows.frame, onRefused })
    expect(onRefused).toHaveBeenCalledWith('not-framed', undefined)
    expect(windows.posts).toEqual([])
  })
})

// SECURITY.md T16 / test 1: the hard cases, both as the parent's origin (only allowed ones get a
// READY) and as a message's origin while the parent is https://app.test (only the parent's exact
// origin gets a reply). Allowed: https://app.test, https://*.example.test, https://bücher.test.
const hardCases: [origin: string, allowedAsParent: boolean][] = [
  ['https://app.test', true],
  ['http://app.test', false],
  ['https://app.test:443', false],
  ['https://app.test:8443', false],
  ['https://APP.test', false],
  ['HTTPS://app.test', false],
  ['https://app.test.', false],
  ['https://app.test.evil.io', false],
  ['https://evil-app.test', false],
  ['https://evilapp.test', false],
  ['https://sub.app.test', false],
  ['https://app.tes', false],
  ['https://app.test/', false],
  ['https://app.test/path', false],
  ['https://app.test?x=1', false],
  ['https://app.test#x', false],
  ['https://user@app.test', false],
  ['https://app.test%2F.evil.io', false],
  ['https://xn--pp-8kc.test', false],
  ['null', false],
  ['*', false],
  ['app.test', false],
  ['//app.test', false],
  [' https://app.test', false],
  ['https://app.test\n', false],
  ['ws://app.test', false],
  ['file://app.test', false],
  ['https://a.example.test', true],
  ['https://a.b.example.test', true],
  ['https://example.test', false],
  ['https://evilexample.test', false],
  ['https://a.example.test.evil.io', false],
  ['http://a.example.test', false],
  ['https://xn--bcher-kva.test', true],
  ['https://bücher.test', false],
]

describe('origin matrix (T16)', () => {
  test.each(hardCases)('as the parent: %j → READY %s', (origin, allowedAsParent) => {
    const windows = makeWindows({ ancestorOrigin: origin })
    const handler = start(windows)
    expect(handler.parentOrigin).toBe(allowedAsParent ? origin : undefined)
    expect(windows.posts.map((post) => post.targetOrigin)).toEqual(allowedAsParent ? [origin] : [])
  })

  test.each(hardCases)('as a message origin: %j', async (origin) => {
    const windows = makeWindows()
    const GET_CHAIN_ID = vi.fn(async () => ({ chainId: 1 }))
    start(windows, { handlers: { GET_CHAIN_ID } })
    windows.posts.length = 0
    windows.send(request('GET_CHAIN_ID'), { origin })
    await flush()
    const answered = origin === APP
    expect(GET_CHAIN_ID).toHaveBeenCalledTimes(answered ? 1 : 0)
    expect(windows.posts).toHaveLength(answered ? 1 : 0)
  })
})

describe('requests', () => {
  test('default: a valid request reaches its handler and gets one success reply', async () => {
    const windows = makeWindows()
    const CONNECT_EMAIL = vi.fn(async () => ({ action: 'VERIFY_OTP' as const }))
    start(windows, { handlers: { CONNECT_EMAIL } })
    const message = request('CONNECT_EMAIL', { email: 'a@b.test' })
    windows.send(message)
    await flush()
    expect(CONNECT_EMAIL).toHaveBeenCalledWith(
      { email: 'a@b.test' },
      expect.objectContaining({ id: message.id, origin: APP }),
    )
    expect(windows.posts.slice(1)).toEqual([
      {
        message: {
          id: message.id,
          type: 'CONNECT_EMAIL_SUCCESS',
          payload: { action: 'VERIFY_OTP' },
        },
        targetOrigin: APP,
      },
    ])
  })

  test('behavior: a missing handler → This feature is not enabled', async () => {
    const windows = makeWindows()
    start(windows)
    const message = request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    windows.send(message)
    await flush()
    expect(windows.posts[1]?.message).toEqual({
      id: message.id,
      type: 'GET_SOCIAL_REDIRECT_URI_ERROR',
      payload: { message: 'This feature is not enabled', code: 'not_enabled' },
    })
  })

  test('behavior: an unknown but well-formed type → <TYPE>_ERROR Unknown request type', async () => {
    const windows = makeWindows()
    start(windows)
    const message = request('EXPORT_PRIVATE_KEY')
    windows.send(message)
    await flush()
    expect(windows.posts[1]?.message).toEqual({
      id: message.id,
      type: 'EXPORT_PRIVATE_KEY_ERROR',
      payload: { message: 'Unknown request type', code: 'invalid_request' },
    })
  })

  test('behavior: frame.unknownType (SECURITY.md test 2): random types → one <TYPE>_ERROR or a silent drop', async () => {
    const windows = makeWindows()
    const handlers = Object.fromEntries(
      frameRequestTypes.map((type) => [type, vi.fn(async () => ({}))]),
    ) as FrameRequestHandlers
    start(windows, { handlers })
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.boolean(), async (type, validId) => {
        fc.pre(!(frameRequestTypes as string[]).includes(type))
        windows.posts.length = 0
        const id = validId ? crypto.randomUUID() : 'not-a-uuid'
        windows.send({ id, type, payload: {} })
        await flush()
        for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
        if (validId && /^[A-Z][A-Z0-9_]{0,63}$/.test(type)) {
          expect(windows.posts).toEqual([
            {
              message: {
                id,
                type: `${type}_ERROR`,
                payload: { message: 'Unknown request type', code: 'invalid_request' },
              },
              targetOrigin: APP,
            },
          ])
        } else {
          expect(windows.posts).toEqual([])
        }
      }),
      { numRuns: 300 },
    )
  })

  test.each([
    ['a bad email', request('CONNECT_EMAIL', { email: 'not an email' })],
    ['a bad OTP', request('CONNECT_OTP', { otp: '12345' })],
    ['an extra payload key', request('CONNECT_OTP', { otp: '123456', extra: 1 })],
    ['no payload', { id: crypto.randomUUID(), type: 'CONNECT_DEVICE' }],
    ['an array payload', request('CONNECT_DEVICE', [])],
    ['an extra envelope key', { ...request('CONNECT_DEVICE'), extra: true }],
    ['an unknown provider', request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })],
    ['an RPC method of 129 characters', request('RPC_REQUEST', { method: 'a'.repeat(129) })],
    ['a Map payload', request('SYNC_THEME', new Map([['themeMode', 'dark']]))],
  ])('error: %s → <TYPE>_ERROR Invalid request, no handler', async (_name, message) => {
    const windows = makeWindows()
    const handlers = Object.fromEntries(
      frameRequestTypes.map((type) => [type, vi.fn(async () => ({}))]),
    ) as FrameRequestHandlers
    start(windows, { handlers })
    windows.send(message)
    await flush()
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
    expect(windows.posts.slice(1)).toEqual([
      {
        message: {
          id: message.id,
          type: `${message.type}_ERROR`,
          payload: { message: 'Invalid request', code: 'invalid_request' },
        },
        targetOrigin: APP,
      },
    ])
  })

  test.each([
    ['no id', { type: 'GET_CHAIN_ID', payload: {} }],
    ['a numeric id', { id: 1, type: 'GET_CHAIN_ID', payload: {} }],
    ['a non-UUID id', { id: 'abc', type: 'GET_CHAIN_ID', payload: {} }],
    [
      'an upper-case UUID',
      { id: crypto.randomUUID().toUpperCase(), type: 'GET_CHAIN_ID', payload: {} },
    ],
    ['a string', 'GET_CHAIN_ID'],
    ['null', null],
    ['an array', [crypto.randomUUID(), 'GET_CHAIN_ID', {}]],
  ])('error: %s → dropped silently', async (_name, data) => {
    const windows = makeWindows()
    const GET_CHAIN_ID = vi.fn(async () => ({ chainId: 1 }))
    start(windows, { handlers: { GET_CHAIN_ID } })
    windows.send(data)
    await flush()
    expect(GET_CHAIN_ID).not.toHaveBeenCalled()
    expect(windows.posts).toHaveLength(1)
  })

  test('behavior: a replayed id is ignored', async () => {
    const windows = makeWindows()
    const SIGN_OUT = vi.fn(async () => ({}))
    start(windows, { handlers: { SIGN_OUT } })
    const message = request('SIGN_OUT')
    windows.send(message)
    windows.send(message)
    windows.send({ ...message, type: 'GET_CHAIN_ID' })
    await flush()
    expect(SIGN_OUT).toHaveBeenCalledTimes(1)
    expect(windows.posts.slice(1).map((post) => post.message.type)).toEqual(['SIGN_OUT_SUCCESS'])
  })

  test('behavior: a FrameReplyError message goes to the app; any other error does not', async () => {
    const windows = makeWindows()
    const onError = vi.fn()
    start(windows, {
      onError,
      handlers: {
        CONNECT_OTP: async () => {
          throw new FrameReplyError('Invalid code')
        },
        GET_USER: async () => {
          throw new Error('database password is hunter2')
        },
      },
    })
    const otp = request('CONNECT_OTP', { otp: '123456' })
    const user = request('GET_USER', {})
    windows.send(otp)
    windows.send(user)
    await flush()
    expect(windows.posts.slice(1).map((post) => post.message)).toEqual([
      { id: otp.id, type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
      {
        id: user.id,
        type: 'GET_USER_ERROR',
        payload: { message: 'An error occurred', code: 'internal' },
      },
    ])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { id: user.id, type: 'GET_USER' })
  })

  test('behavior: a FrameReplyError with a reply code sends the code beside the message', async () => {
    const windows = makeWindows()
    start(windows, {
      handlers: {
        CONNECT_EMAIL: async ({ challenge }) => {
          if (challenge === undefined)
            throw new FrameReplyError('This project asks for a challenge.', {
              replyCode: 'challenge_required',
            })
          return { action: 'VERIFY_OTP' }
        },
      },
    })
    const first = request('CONNECT_EMAIL', { email: 'a@b.test' })
    const second = request('CONNECT_EMAIL', { email: 'a@b.test', challenge: 'nonce-42' })
    windows.send(first)
    windows.send(second)
    await flush()
    expect(windows.posts.slice(1).map((post) => post.message)).toEqual([
      {
        id: first.id,
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: 'This project asks for a challenge.', code: 'challenge_required' },
      },
      { id: second.id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } },
    ])
  })

  test('behavior: a throttled FrameReplyError sends its retryAfterSeconds beside the code; without a code, no seconds', async () => {
    const windows = makeWindows()
    start(windows, {
      handlers: {
        CONNECT_EMAIL: async ({ email }) => {
          throw new FrameReplyError('Slow down.', {
            replyCode: email.startsWith('coded') ? 'throttled' : undefined,
            retryAfterSeconds: 17,
          })
        },
      },
    })
    const coded = request('CONNECT_EMAIL', { email: 'coded@b.test' })
    const plain = request('CONNECT_EMAIL', { email: 'plain@b.test' })
    windows.send(coded)
    windows.send(plain)
    await flush()
    expect(windows.posts.slice(1).map((post) => post.message)).toEqual([
      {
        id: coded.id,
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: 'Slow down.', code: 'throttled', retryAfterSeconds: 17 },
      },
      { id: plain.id, type: 'CONNECT_EMAIL_ERROR', payload: { message: 'Slow down.' } },
    ])
  })

  test('behavior: pending() posts heartbeats every 5 s until the reply', async () => {
    vi.useFakeTimers()
    const windows = makeWindows()
    let approve!: () => void
    const handler = start(windows, {
      handlers: {
        RPC_REQUEST: (_payload, context) => {
          context.pending('approval')
          return new Promise((resolve) => {
            approve = () => resolve({ result: '0xsigned' })
          })
        },
      },
    })
    const message = request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
    windows.send(message)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(pendingHeartbeatMs * 3)
    const heartbeats = windows.posts.filter((post) => post.message.type === 'PENDING')
    expect(heartbeats).toHaveLength(4)
    for (const { message: heartbeat, targetOrigin } of heartbeats) {
      expect(targetOrigin).toBe(APP)
      expect(heartbeat.payload).toEqual({ id: message.id, stage: 'approval' })
      expect(heartbeat.id).not.toBe(message.id)
    }
    approve()
    await vi.advanceTimersByTimeAsync(pendingHeartbeatMs * 3)
    expect(windows.posts.filter((post) => post.message.type === 'PENDING')).toHaveLength(4)
    expect(windows.posts.at(-1)?.message).toEqual({
      id: message.id,
      type: 'RPC_REQUEST_SUCCESS',
      payload: { result: '0xsigned' },
    })
    // sendPending is a no-op for a request that is no longer being handled.
    handler.sendPending(message.id, 'approval')
    handler.sendPending(crypto.randomUUID(), 'approval')
    expect(windows.posts.filter((post) => post.message.type === 'PENDING')).toHaveLength(4)
  })

  test('behavior: destroy stops replies', async () => {
    const windows = makeWindows()
    let finish!: () => void
    const GET_CHAIN_ID = vi.fn(
      () => new Promise<{ chainId: number }>((resolve) => (finish = () => resolve({ chainId: 1 }))),
    )
    const handler = start(windows, { handlers: { GET_CHAIN_ID } })
    windows.send(request('GET_CHAIN_ID'))
    handler.destroy()
    finish()
    windows.send(request('GET_CHAIN_ID'))
    await flush()
    expect(GET_CHAIN_ID).toHaveBeenCalledTimes(1)
    expect(windows.posts).toHaveLength(1)
  })
})

describe('properties', () => {
  const validRequests = fc.oneof(
    fc.record({ type: fc.constant('GET_CHAIN_ID'), payload: fc.constant({}) }),
    fc.record({
      type: fc.constant('CONNECT_OTP'),
      payload: fc.record({ otp: fc.stringMatching(/^\d{6}$/) }),
    }),
    fc.record({
      type: fc.constant('RPC_REQUEST'),
      payload: fc.record({
        method: fc.constantFrom('eth_call', 'personal_sign'),
        params: fc.array(fc.string()),
      }),
    }),
  )
  const envelope = fc.oneof(
    validRequests.chain(({ type, payload }) =>
      fc.record({
        id: fc.uuid({ version: 4 }),
        type: fc.constant(type),
        payload: fc.constant(payload),
      }),
    ),
    fc.record(
      {
        id: fc.oneof(fc.uuid({ version: 4 }), fc.string(), fc.integer()),
        type: fc.oneof(fc.constantFrom(...frameRequestTypes), fc.string()),
        payload: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  )
  const origin = fc.oneof(
    fc.constant(APP),
    fc.constantFrom(...hardCases.map(([hardCase]) => hardCase)),
    fc.webUrl().map((url) => new URL(url).origin),
  )

  test('(a) frame.fuzz (T1): zero handler calls and zero posts unless the origin is allowed, the source is the parent and the data is valid', async () => {
    const windows = makeWindows()
    const sources = [windows.parent, windows.other, windows.frame, null]
    const calls: unknown[] = []
    const handlers = Object.fromEntries(
      frameRequestTypes.map((type) => [
        type,
        async (payload: unknown) => {
          calls.push(payload)
          return type === 'RPC_REQUEST' ? { result: null } : {}
        },
      ]),
    ) as FrameRequestHandlers
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(envelope, fc.anything()),
        origin,
        fc.integer({ min: 0, max: sources.length - 1 }),
        async (data, messageOrigin, sourceIndex) => {
          calls.length = 0
          const handler = start(windows, { handlers })
          windows.posts.length = 0
          const source = sources[sourceIndex] ?? null
          windows.send(data, { origin: messageOrigin, source })
          await flush()
          handler.destroy()
          const trusted = messageOrigin === APP && source === windows.parent
          if (!trusted) {
            expect(calls).toEqual([])
            expect(windows.posts).toEqual([])
            return
          }
          expect(calls.length).toBeLessThanOrEqual(1)
          expect(windows.posts.length).toBeLessThanOrEqual(1)
          for (const { message, targetOrigin } of windows.posts) {
            expect(targetOrigin).toBe(APP)
            expect(message.id).toBe((data as { id: unknown }).id)
            expect(message.type).toMatch(/_(SUCCESS|ERROR)$/)
          }
          if (calls.length === 1) {
            expect(windows.posts[0]?.message.type).toBe(
              `${(data as { type: string }).type}_SUCCESS`,
            )
          }
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('(c) postMessage spy: the target is never *', async () => {
    const windows = makeWindows()
    const handlers = { GET_CHAIN_ID: async () => ({ chainId: 1 }) }
    await fc.assert(
      fc.asyncProperty(envelope, async (data) => {
        const handler = start(windows, { handlers })
        windows.send(data)
        await flush()
        handler.destroy()
      }),
      { numRuns: 300 },
    )
    expect(windows.posts.length).toBeGreaterThan(300)
    for (const { targetOrigin } of windows.posts) expect(targetOrigin).toBe(APP)
  })

  test('(d) frame.prototype (test 3): __proto__, constructor and prototype keys never pollute and never reach a handler', async () => {
    const windows = makeWindows()
    const calls: unknown[] = []
    const handlers = Object.fromEntries(
      frameRequestTypes.map((type) => [
        type,
        async (payload: unknown) => {
          calls.push(payload)
          return {}
        },
      ]),
    ) as FrameRequestHandlers
    start(windows, { handlers })
    const key = fc.constantFrom('__proto__', 'constructor', 'prototype')
    const polluting = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        key.map((k) =>
          JSON.parse(`{"${k}": {"polluted": "yes", "prototype": {"polluted": "yes"}}}`),
        ),
        fc.tuple(fc.string({ maxLength: 5 }), tie('node')).map(([k, child]) => ({ [k]: child })),
        tie('node').map((child) => [child]),
      ),
    })).node
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('RPC_REQUEST', 'SYNC_THEME', 'SYNC_DAPP_DATA', 'GET_USER'),
        polluting,
        async (type, payload) => {
          const message = request(
            type,
            type === 'RPC_REQUEST' ? { method: 'eth_call', params: [payload] } : payload,
          )
          // Once as it arrives through a structured clone (own __proto__ keys survive it), once as is.
          windows.send(JSON.parse(JSON.stringify(message)))
          windows.send({ ...message, id: crypto.randomUUID() })
          await flush()
          expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
          expect(Object.prototype).not.toHaveProperty('polluted')
          expect(calls).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
    const raw = `{"id":"${crypto.randomUUID()}","type":"RPC_REQUEST","payload":{"method":"eth_call","params":[{"__proto__":{"polluted":1}}]}}`
    windows.send(JSON.parse(raw))
    windows.send(
      JSON.parse(
        raw.replace(/"id":"[^"]+"/, `"id":"${crypto.randomUUID()}","__proto__":{"polluted":1}`),
      ),
    )
    await flush()
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(calls).toEqual([])
    expect(windows.posts.slice(-2).map((post) => post.message.payload)).toEqual([
      { message: 'Invalid request', code: 'invalid_request' },
      { message: 'Invalid request', code: 'invalid_request' },
    ])
  })

  test('(e) frame.sizeDepth (test 4): bombs are refused within 5 ms and timers still fire', async () => {
    const windows = makeWindows()
    const RPC_REQUEST = vi.fn(async () => ({ result: null }))
    start(windows, { handlers: { RPC_REQUEST } })
    let deep: unknown = 'bottom'
    for (let depth = 0; depth < 10_000; depth++) deep = [deep]
    const bombs = [
      { method: 'eth_call', params: ['x'.repeat(10 * 1024 * 1024)] },
      { method: 'eth_call', params: [deep] },
      { method: 'eth_call', params: new Array(10_000_000) },
      { method: 'eth_call', params: Array.from({ length: 20_000 }, () => 1) },
    ]
    let timerFired = false
    setTimeout(() => {
      timerFired = true
    }, 0)
    for (const payload of bombs) {
      const message = request('RPC_REQUEST', payload)
      // Refused within the same call that delivered it (no wall-clock limit: tests never assert
      // times; the size and depth caps stop the walk early, and `npm run bench` is where speed goes).
      windows.send(message)
      expect(windows.posts.at(-1)?.message).toEqual({
        id: message.id,
        type: 'RPC_REQUEST_ERROR',
        payload: { message: 'Invalid request', code: 'invalid_request' },
      })
    }
    await flush()
    expect(timerFired).toBe(true)
    expect(RPC_REQUEST).not.toHaveBeenCalled()
  })
})

describe('ABORT_REQUEST', () => {
  const replies = (windows: Windows, id: string) =>
    windows.posts.filter((post) => post.message.id === id).map((post) => post.message)

  test('default: the aborted request gets exactly one _ERROR reply and the abort gets _SUCCESS', async () => {
    const windows = makeWindows()
    let signal: AbortSignal | undefined
    let finish!: () => void
    start(windows, {
      handlers: {
        RPC_REQUEST: (_payload, context) => {
          signal = context.signal
          return new Promise((resolve) => {
            finish = () => resolve({ result: '0xsigned' })
          })
        },
      },
    })
    const message = request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] })
    windows.send(message)
    await flush()
    expect(signal?.aborted).toBe(false)
    const abort = request('ABORT_REQUEST', { id: message.id })
    windows.send(abort)
    await flush()
    expect(signal?.aborted).toBe(true)
    expect(replies(windows, message.id)).toEqual([
      {
        id: message.id,
        type: 'RPC_REQUEST_ERROR',
        payload: { message: 'Request was aborted', code: 'aborted' },
      },
    ])
    expect(replies(windows, abort.id)).toEqual([
      { id: abort.id, type: 'ABORT_REQUEST_SUCCESS', payload: {} },
    ])
    for (const { targetOrigin } of windows.posts) expect(targetOrigin).toBe(APP)

    // The handler that resolves later is not answered a second time.
    finish()
    await flush()
    expect(replies(windows, message.id)).toHaveLength(1)
  })

  test('behavior: a handler that fails after the abort is not answered a second time', async () => {
    const windows = makeWindows()
    let fail!: () => void
    const onError = vi.fn()
    start(windows, {
      onError,
      handlers: {
        GET_USER: () =>
          new Promise((_resolve, reject) => {
            fail = () => reject(new FrameReplyError('late'))
          }),
      },
    })
    const message = request('GET_USER', {})
    windows.send(message)
    await flush()
    windows.send(request('ABORT_REQUEST', { id: message.id }))
    await flush()
    fail()
    await flush()
    expect(replies(windows, message.id)).toEqual([
      {
        id: message.id,
        type: 'GET_USER_ERROR',
        payload: { message: 'Something went wrong', code: 'aborted' },
      },
    ])
    expect(onError).not.toHaveBeenCalled()
  })

  test('behavior: the abort stops the PENDING heartbeats of the request', async () => {
    vi.useFakeTimers()
    const windows = makeWindows()
    start(windows, {
      handlers: {
        RPC_REQUEST: (_payload, context) => {
          context.pending('approval')
          return new Promise(() => {})
        },
      },
    })
    const message = request('RPC_REQUEST', { method: 'personal_sign' })
    windows.send(message)
    await vi.advanceTimersByTimeAsync(0)
    windows.send(request('ABORT_REQUEST', { id: message.id }))
    await vi.advanceTimersByTimeAsync(pendingHeartbeatMs * 3)
    expect(windows.posts.filter((post) => post.message.type === 'PENDING')).toHaveLength(1)
  })

  test('behavior: an unknown id is harmless: only ABORT_REQUEST_SUCCESS, other requests go on', async () => {
    const windows = makeWindows()
    let signal: AbortSignal | undefined
    let finish!: () => void
    start(windows, {
      handlers: {
        GET_CHAIN_ID: (_payload, context) => {
          signal = context.signal
          return new Promise((resolve) => {
            finish = () => resolve({ chainId: 1 })
          })
        },
      },
    })
    const message = request('GET_CHAIN_ID')
    windows.send(message)
    await flush()
    const abort = request('ABORT_REQUEST', { id: crypto.randomUUID() })
    windows.send(abort)
    await flush()
    expect(windows.posts.slice(1).map((post) => post.message)).toEqual([
      { id: abort.id, type: 'ABORT_REQUEST_SUCCESS', payload: {} },
    ])
    expect(signal?.aborted).toBe(false)
    finish()
    await flush()
    expect(replies(windows, message.id)).toEqual([
      { id: message.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
    ])
  })

  test('behavior: aborting a request that was already answered changes nothing', async () => {
    const windows = makeWindows()
    start(windows, { handlers: { GET_CHAIN_ID: async () => ({ chainId: 1 }) } })
    const message = request('GET_CHAIN_ID')
    windows.send(message)
    await flush()
    windows.send(request('ABORT_REQUEST', { id: message.id }))
    await flush()
    expect(replies(windows, message.id)).toEqual([
      { id: message.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
    ])
  })
})
