import { afterEach, describe, expect, test, vi } from 'vitest'
import { startFrameApp } from './startFrameApp.js'

const APP = 'https://app.test'
const API = 'https://api.test'

function makeWindow(): Window {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  return iframe.contentWindow!
}

// A frame page as the server serves it: metas filled in, source parameters in the URL, the
// parent's origin in the referrer, and real windows so that messages carry an origin and a source.
function makeFrame({
  apiUrl = API,
  allowedOrigins = JSON.stringify([APP]),
  search = '?projectId=demo&chainId=1&version=0.1.0&enableLogger=false',
  referrer = `${APP}/`,
} = {}) {
  const frame = makeWindow()
  for (const [name, content] of [
    ['latch-api-url', apiUrl],
    ['latch-allowed-origins', allowedOrigins],
    ['latch-rpc-urls', '{}'],
  ] as const) {
    const meta = frame.document.createElement('meta')
    meta.name = name
    meta.content = content
    frame.document.head.append(meta)
  }
  Object.defineProperty(frame.document, 'referrer', { value: referrer })
  const parent = makeWindow()
  const posts: {
    message: { id: string; type: string; payload: unknown }
    targetOrigin: unknown
  }[] = []
  vi.spyOn(parent, 'postMessage').mockImplementation(((message, targetOrigin) => {
    posts.push({ message, targetOrigin })
  }) as Window['postMessage'])
  const send = (type: string, payload: unknown = {}) => {
    const id = crypto.randomUUID()
    frame.dispatchEvent(
      new MessageEvent('message', { data: { id, type, payload }, origin: APP, source: parent }),
    )
    return id
  }
  const console = { debug: vi.fn(), error: vi.fn() }
  return { frame, parent, search, posts, send, console }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('startFrameApp', () => {
  test('default: READY to the parent, then requests answered through the API', async () => {
    const { frame, parent, search, posts, send, console } = makeFrame()
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(
        {
          error: {
            code: 'throttled',
            message: 'Please try again after 30 seconds',
            retryAfterSeconds: 30,
          },
        },
        { status: 429 },
      ),
    )
    const handler = startFrameApp({
      window: frame,
      search,
      parent,
      fetch,
      storage: undefined,
      console,
    })
    expect(handler?.parentOrigin).toBe(APP)
    expect(posts).toEqual([
      {
        message: { id: expect.any(String), type: 'READY', payload: { version: '0.1.0' } },
        targetOrigin: APP,
      },
    ])
    const chain = send('GET_CHAIN_ID')
    const email = send('CONNECT_EMAIL', { email: 'alice@example.com' })
    const user = send('GET_USER')
    const rpc = send('RPC_REQUEST', { method: 'eth_chainId' })
    // READY and four replies (RPC_REQUEST's code is fetched on first use, a few ticks later).
    await vi.waitFor(() => expect(posts).toHaveLength(5))
    // Keyed by id: a missing handler answers at once, a handler after its await.
    expect(Object.fromEntries(posts.slice(1).map(({ message }) => [message.id, message]))).toEqual({
      [chain]: { id: chain, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      [user]: {
        id: user,
        type: 'GET_USER_ERROR',
        payload: { message: 'You are not signed in.', code: 'not_signed_in' },
      },
      [rpc]: {
        id: rpc,
        type: 'RPC_REQUEST_ERROR',
        payload: { message: 'You are not signed in.', code: 'not_signed_in' },
      },
      [email]: {
        id: email,
        type: 'CONNECT_EMAIL_ERROR',
        payload: {
          message: 'Please try again after 30 seconds',
          code: 'throttled',
          retryAfterSeconds: 30,
        },
      },
    })
    expect(posts).toHaveLength(5)
    expect(posts.every(({ targetOrigin }) => targetOrigin === APP)).toBe(true)
    expect(fetch).toHaveBeenCalledWith(
      `${API}/auth/v1/email/start?projectId=demo`,
      expect.objectContaining({ method: 'POST', credentials: 'omit' }),
    )
    expect(console.error).not.toHaveBeenCalled()
    expect(console.debug).not.toHaveBeenCalled()
    handler?.destroy()
  })

  test('behavior: enableLogger=true logs to the console', () => {
    const { frame, parent, search, console } = makeFrame({
      search: '?projectId=demo&enableLogger=true',
    })
    startFrameApp({ window: frame, search, parent, storage: undefined, console })
    expect(console.debug).toHaveBeenCalledWith(
      '[latch frame] ready',
      expect.objectContaining({ parentOrigin: APP, projectId: 'demo' }),
    )
  })

  test.each([
    ['no API URL (the page as built)', { apiUrl: '' }],
    ['an API URL that is not http(s)', { apiUrl: 'javascript:alert(1)' }],
    ['origins that are not a list of strings', { allowedOrigins: '{"a":1}' }],
    ['no projectId', { search: '?chainId=1' }],
  ])('error: %s → not started, logged, nothing posted', (_name, options) => {
    const { frame, parent, search, posts, console } = makeFrame(options)
    expect(
      startFrameApp({ window: frame, search, parent, storage: undefined, console }),
    ).toBeUndefined()
    expect(posts).toEqual([])
    expect(console.error).toHaveBeenCalledWith(
      '[latch frame] not started',
      expect.objectContaining({ name: 'FrameConfigError' }),
    )
  })

  test('error: a parent that is not allowed → refused and logged, nothing posted', async () => {
    const { frame, parent, search, posts, send, console } = makeFrame({
      referrer: 'https://evil.test/',
    })
    const handler = startFrameApp({ window: frame, search, parent, storage: undefined, console })
    expect(handler?.parentOrigin).toBeUndefined()
    send('GET_CHAIN_ID')
    await flush()
    expect(posts).toEqual([])
    expect(console.error).toHaveBeenCalledWith('[latch frame] refused to talk to the parent', {
      reason: 'origin-not-allowed',
      origin: 'https://evil.test',
    })
  })
})
