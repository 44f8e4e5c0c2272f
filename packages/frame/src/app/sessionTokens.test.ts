// @vitest-environment node
// Node, not jsdom: the frames talk to a real Latch server app over its own `fetch`, on the
// server's test databases, and share the clock the test moves.
import type { FrameRequestHandlers } from '@latch/frame/handler'
import { databases } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { confirmRecoveryCodeSaved } from './device/confirmRecoveryCodeSaved.js'
import { type StoredSession, sessionStorageKey } from './frameSession.js'
import type { SessionLocks } from './sessionTokens.js'
import { createTestContext } from './testing/createTestContext.js'
import { callHandler } from './testing/handlerCalls.js'
import type { MemoryStorage } from './testing/memoryStorage.js'
import { useFrameTestServer } from './testing/useFrameTestServer.js'

// Web Locks as a browser gives them to the frames of one origin: one holder per name at a time.
const createLocks = (): SessionLocks & { requests: string[] } => {
  let queue: Promise<unknown> = Promise.resolve()
  const requests: string[] = []
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    requests.push(name)
    const run = queue.then(() => callback({ name, mode: 'exclusive' }))
    queue = run.catch(() => undefined)
    return run
  }
  return { request: request as SessionLocks['request'], requests }
}

describe.each(databases)('session tokens against a Latch server ($name)', (database) => {
  const server = useFrameTestServer(database)
  const { test, handle, advance, serverFetch, codeFor } = server

  // What the server was asked, by path.
  const calls: string[] = []
  const countingFetch =
    (fetchApi: typeof fetch = serverFetch): typeof fetch =>
    async (input, init) => {
      calls.push(new URL(String(input)).pathname)
      return fetchApi(input, init)
    }
  const refreshes = () => calls.filter((path) => path === '/auth/v1/session/refresh').length

  // One frame: its localStorage (a fresh one unless given, so one per tab of a site when shared)
  // and its clock (the server's unless given).
  const frame = (
    parameters: {
      storage?: MemoryStorage | undefined
      locks?: SessionLocks | undefined
      now?: (() => number) | undefined
      fetch?: typeof fetch | undefined
    } = {},
  ) => {
    calls.length = 0
    const { storage, context } = createTestContext({
      apiFetch: countingFetch(parameters.fetch),
      indexedDB: new IDBFactory(),
      chainId: 1,
      storage: parameters.storage,
      locks: parameters.locks,
      now: parameters.now ?? server.now,
    })
    return { storage, context, handlers: createFrameHandlers(context) }
  }
  const signIn = async (handlers: FrameRequestHandlers, email: string) => {
    await callHandler(handlers, 'CONNECT_EMAIL', { email })
    await callHandler(handlers, 'CONNECT_OTP', { otp: codeFor(email) })
  }
  const stored = (storage: MemoryStorage) =>
    JSON.parse(storage.items.get(sessionStorageKey) ?? 'null') as StoredSession | null
  const sessionStatus = async (token: string) =>
    (
      await server.app.request('/auth/v1/session?projectId=demo', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status
  const isConnected = (handlers: FrameRequestHandlers) => callHandler(handlers, 'IS_CONNECTED', {})

  test('default: a token 15 minutes old is replaced at the next call; the frame keeps the new one', async () => {
    const { handlers, storage } = frame()
    await signIn(handlers, 'alice@example.com')
    const first = stored(storage)!
    expect(first.refreshAt).toBe(server.now() + 900_000)
    advance(899)
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    expect(stored(storage)).toEqual(first)
    advance(1)
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    const second = stored(storage)!
    expect(second).toEqual({
      ...first,
      token: expect.not.stringMatching(first.token),
      refreshAt: server.now() + 900_000,
    })
    // The frame goes on with the new token, well past the old one's grace period and idle expiry.
    let previous = second.token
    for (let index = 0; index < 4; index++) {
      previous = stored(storage)!.token
      advance(23 * 3600)
      expect(await isConnected(handlers)).toEqual({ isConnected: true })
    }
    expect(refreshes()).toBe(5)
    expect(await sessionStatus(stored(storage)!.token)).toBe(200)
    // Whoever shows a replaced token after its 60 s of grace ends the login (SECURITY.md T25),
    // and the frame learns it at its next call.
    advance(61)
    expect(await sessionStatus(previous)).toBe(401)
    expect(await isConnected(handlers)).toEqual({ isConnected: false })
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('behavior: the frame replaces the token when the server says so, whatever its own clock says', async () => {
    const frozen = server.now()
    const { handlers, storage } = frame({ now: () => frozen })
    await signIn(handlers, 'alice@example.com')
    const first = stored(storage)!.token
    advance(900)
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    expect(refreshes()).toBe(1)
    expect(stored(storage)?.token).not.toBe(first)
  })

  test('behavior: a login stored before rotation is replaced at its first use and kept', async () => {
    const { handlers, storage } = frame()
    await signIn(handlers, 'alice@example.com')
    const { token, email, userId } = stored(storage)!
    storage.items.set(sessionStorageKey, JSON.stringify({ token, email, userId }))
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    expect(stored(storage)).toEqual({
      token: expect.not.stringMatching(token),
      email,
      userId,
      loginId: 'legacy',
      refreshAt: server.now() + 900_000,
    })
  })

  test('behavior: concurrent calls of one frame replace the token once', async () => {
    const { handlers, storage } = frame()
    await signIn(handlers, 'alice@example.com')
    advance(900)
    calls.length = 0
    const replies = await Promise.all(Array.from({ length: 5 }, () => isConnected(handlers)))
    expect(replies).toEqual(Array(5).fill({ isConnected: true }))
    expect(refreshes()).toBe(1)
    advance(61)
    expect(await sessionStatus(stored(storage)!.token)).toBe(200)
  })

  test('behavior: two tabs of one site (one localStorage, Web Locks) replace the token once', async () => {
    const locks = createLocks()
    const first = frame({ locks })
    await signIn(first.handlers, 'alice@example.com')
    const second = frame({ locks, storage: first.storage })
    advance(900)
    calls.length = 0
    const replies = await Promise.all([
      isConnected(first.handlers),
      isConnected(second.handlers),
      isConnected(first.handlers),
      isConnected(second.handlers),
    ])
    expect(replies).toEqual(Array(4).fill({ isConnected: true }))
    expect(refreshes()).toBe(1)
    expect(locks.requests).toEqual(Array(4).fill('latch.frame.session'))
    advance(61)
    expect(await isConnected(first.handlers)).toEqual({ isConnected: true })
    expect(await isConnected(second.handlers)).toEqual({ isConnected: true })
  })

  test('behavior: a lost refresh reply keeps the login; the token is replaced again at once', async () => {
    let dropReplies = 1
    const { handlers, storage } = frame({
      fetch: async (input, init) => {
        const response = await serverFetch(input, init)
        if (String(input).includes('/session/refresh') && dropReplies-- > 0)
          throw new TypeError('Failed to fetch')
        return response
      },
    })
    await signIn(handlers, 'alice@example.com')
    const first = stored(storage)!.token
    advance(900)
    // The server replaced the token, the frame never heard: the old one still works for 60 s, and
    // the server says it was replaced, so the frame asks again and gets another one.
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    expect(refreshes()).toBe(2)
    expect(stored(storage)?.token).not.toBe(first)
    advance(3600)
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
  })

  test('behavior: a step that outlives a rotation (the recovery code being written down) still completes', async () => {
    const { handlers, context, storage } = frame()
    await signIn(handlers, 'alice@example.com')
    const wallet = context.session.getWallet()
    if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
    const first = stored(storage)!.token
    // Another call replaces the token meanwhile, and the old one's grace period passes.
    advance(900)
    expect(await isConnected(handlers)).toEqual({ isConnected: true })
    advance(120)
    expect(await confirmRecoveryCodeSaved(context, wallet)).toBe('confirmed')
    expect(await sessionStatus(stored(storage)!.token)).toBe(200)
    expect(stored(storage)?.token).not.toBe(first)
  })

  test('behavior: an email change ends the other devices’ logins; this frame keeps a new token', async () => {
    const laptop = frame()
    await signIn(laptop.handlers, 'alice@example.com')
    advance(31)
    const phone = frame()
    await signIn(phone.handlers, 'alice@example.com')
    const before = stored(laptop.storage)!
    advance(31)
    await callHandler(laptop.handlers, 'UPDATE_EMAIL', { email: 'alice@example.org' })
    await callHandler(laptop.handlers, 'UPDATE_EMAIL_PRIMARY_OTP', {
      otp: codeFor('alice@example.com'),
    })
    await callHandler(laptop.handlers, 'UPDATE_EMAIL_SECONDARY_OTP', {
      otp: codeFor('alice@example.org'),
    })
    expect(stored(laptop.storage)).toEqual({
      ...before,
      email: 'alice@example.org',
      token: expect.not.stringMatching(before.token),
      refreshAt: server.now() + 900_000,
    })
    expect(await sessionStatus(before.token)).toBe(401)
    expect(await isConnected(laptop.handlers)).toEqual({ isConnected: true })
    expect(await isConnected(phone.handlers)).toEqual({ isConnected: false })
    expect(phone.storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('behavior: sign-out ends every token of the login, the replaced ones too', async () => {
    const { handlers, storage } = frame()
    await signIn(handlers, 'alice@example.com')
    const first = stored(storage)!.token
    advance(900)
    await isConnected(handlers)
    const second = stored(storage)!.token
    expect(await callHandler(handlers, 'SIGN_OUT', {})).toEqual({})
    expect(await sessionStatus(second)).toBe(401)
    expect(await sessionStatus(first)).toBe(401)
    expect(await handle.db.selectFrom('auth_sessions').selectAll().execute()).toEqual([])
  })
})
