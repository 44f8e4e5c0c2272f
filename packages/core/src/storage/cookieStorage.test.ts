// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { cookieStorage } from './cookieStorage.js'

const connectorKey = 'latch.connectorId.eip155'

/** What the page wrote to `document.cookie`, attributes included (reading it shows none). */
function recordCookieWrites(): string[] {
  const writes: string[] = []
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    writes.push(cookie)
    descriptor.set!.call(document, cookie)
  })
  return writes
}

afterEach(() => {
  vi.restoreAllMocks()
  for (const key of [connectorKey, 'latch.lastChain.eip155', 'latch.activeNamespace'])
    cookieStorage.removeItem(key)
  localStorage.clear()
})

test('the stored connection goes to a first-party cookie, read back as written', () => {
  const writes = recordCookieWrites()
  cookieStorage.setItem('latch.lastChain.eip155', 'eip155:8453')
  expect(cookieStorage.getItem('latch.lastChain.eip155')).toBe('eip155:8453')
  expect(document.cookie).toBe('latch.lastChain.eip155=eip155%3A8453')
  expect(writes).toEqual([
    'latch.lastChain.eip155=eip155%3A8453; Path=/; Max-Age=15552000; SameSite=Lax',
  ])
  expect(localStorage.length).toBe(0)
  cookieStorage.removeItem('latch.lastChain.eip155')
  expect(cookieStorage.getItem('latch.lastChain.eip155')).toBeNull()
  expect(document.cookie).toBe('')
})

test('the other keys stay in localStorage and never travel to the server', () => {
  cookieStorage.setItem('latch.recentWallets', '["io.metamask"]')
  cookieStorage.setItem('latch.email', 'visitor@example.com')
  expect(document.cookie).toBe('')
  expect(localStorage.getItem('latch.email')).toBe('visitor@example.com')
  expect(cookieStorage.getItem('latch.recentWallets')).toBe('["io.metamask"]')
})

test('a value too long to be Latch’s is not written, and the previous one is forgotten', () => {
  cookieStorage.setItem(connectorKey, 'io.metamask')
  cookieStorage.setItem(connectorKey, 'a'.repeat(161))
  expect(cookieStorage.getItem(connectorKey)).toBeNull()
  expect(document.cookie).toBe('')
})

/** Writes a cookie as another script of the page would. */
function writeForeignCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a script that is not Latch
  document.cookie = cookie
}

test('another script’s cookie of another name, or a malformed one, is not read', () => {
  writeForeignCookie('latch.connectorIdeip155=x; Path=/')
  writeForeignCookie(`${connectorKey}=%E0%A4%A; Path=/`)
  expect(cookieStorage.getItem(connectorKey)).toBeNull()
  writeForeignCookie('latch.connectorIdeip155=; Path=/; Max-Age=0')
})
