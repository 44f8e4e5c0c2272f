import { describe, expect, test } from 'vitest'
import {
  chainIdStorageKey,
  createFrameSession,
  createLoginId,
  isSameLogin,
  sessionStorageKey,
} from './frameSession.js'
import { createMemoryStorage } from './testing/memoryStorage.js'

const login = {
  token: 'a'.repeat(43),
  email: 'alice@example.com',
  userId: 'user-1',
  loginId: '0123456789abcdef0123456789abcdef',
  refreshAt: 1_772_366_400_000,
}

describe('createFrameSession', () => {
  test('default: the login is kept under latch.frame.session', () => {
    const storage = createMemoryStorage()
    const session = createFrameSession({ storage })
    expect(session.getSession()).toBeUndefined()
    session.setSession(login)
    expect(JSON.parse(storage.items.get(sessionStorageKey) ?? '')).toEqual(login)
    expect(createFrameSession({ storage }).getSession()).toEqual(login)
    session.clearSession()
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('behavior: a login stored before rotation is kept, its token due at once', () => {
    const { token, email, userId } = login
    const session = createFrameSession({
      storage: createMemoryStorage({
        [sessionStorageKey]: JSON.stringify({ token, email, userId }),
      }),
    })
    expect(session.getSession()).toEqual({ token, email, userId, loginId: 'legacy', refreshAt: 0 })
  })

  test('behavior: isSameLogin compares the login, not its token', () => {
    expect(isSameLogin(login, { ...login, token: 'b'.repeat(43), refreshAt: 0 })).toBe(true)
    expect(isSameLogin(login, { ...login, loginId: createLoginId() })).toBe(false)
    expect(isSameLogin(login, { ...login, userId: 'user-2' })).toBe(false)
    expect(isSameLogin(login, undefined)).toBe(false)
    expect(createLoginId()).toMatch(/^[0-9a-f]{32}$/)
  })

  test('behavior: a sign-out elsewhere on the frame origin is seen at once', () => {
    const storage = createMemoryStorage()
    const session = createFrameSession({ storage })
    session.setSession(login)
    storage.items.delete(sessionStorageKey)
    expect(session.getSession()).toBeUndefined()
  })

  test.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a short token', JSON.stringify({ ...login, token: 'abc' })],
    ['no email', JSON.stringify({ token: login.token, userId: 'u' })],
    ['an extra key', JSON.stringify({ ...login, privateKey: '0x1' })],
  ])('error: a stored login that is %s counts as none', (_name, value) => {
    const session = createFrameSession({
      storage: createMemoryStorage({ [sessionStorageKey]: value }),
    })
    expect(session.getSession()).toBeUndefined()
  })

  test('behavior: the chainId parameter is used only when no chain is stored', () => {
    const storage = createMemoryStorage()
    expect(createFrameSession({ storage, chainId: 1 }).getChainId()).toBe(1)
    const session = createFrameSession({ storage, chainId: 10 })
    expect(session.getChainId()).toBe(1)
    session.setChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.items.get(chainIdStorageKey)).toBe('"5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"')
    expect(createFrameSession({ storage }).getChainId()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    storage.items.set(chainIdStorageKey, '{"x":1}')
    expect(createFrameSession({ storage, chainId: 137 }).getChainId()).toBe(137)
  })

  test('behavior: blocked storage falls back to memory', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    for (const storage of [blocked, undefined]) {
      const session = createFrameSession({ storage, chainId: 1 })
      session.setSession(login)
      expect(session.getSession()).toEqual(login)
      expect(session.getChainId()).toBe(1)
      session.clearSession()
      expect(session.getSession()).toBeUndefined()
    }
  })

  test('behavior: the pending email, theme and dapp data live in memory only', () => {
    const storage = createMemoryStorage()
    const session = createFrameSession({ storage })
    session.setPendingEmail('alice@example.com')
    session.setTheme({ themeMode: 'light' })
    session.setDappData({ sdkVersion: '0.1.0', sdkType: 'latch', projectId: 'demo' })
    expect(session.getPendingEmail()).toBe('alice@example.com')
    expect(storage.items.size).toBe(0)
    expect(createFrameSession({ storage }).getPendingEmail()).toBeUndefined()
  })
})
