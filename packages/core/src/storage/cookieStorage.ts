import type { LatchStorageArea } from './createStorage.js'

/** The keys a server needs to render the stored connection (see `cookieToInitialState`). */
const cookieKey = /^latch\.(?:(?:connectorId|lastChain)\.[a-z0-9-]{3,8}|activeNamespace)$/

/** Connector ids, CAIP-2 network ids and namespaces are short; anything longer is not ours. */
const maximumCookieValueLength = 160

/** Half a year: a returning visitor is remembered about as long as a wallet keeps its grant. */
const maxAgeSeconds = 180 * 24 * 60 * 60

/** Whether `key` is kept in a cookie by {@link cookieStorage}. */
const isCookieKey = (key: string): boolean => cookieKey.test(key)

/** Decodes a cookie header (`a=1; b=2`) into its Latch entries, bounded and decoded safely. */
export function parseLatchCookies(cookieHeader: string | null | undefined): Map<string, string> {
  const entries = new Map<string, string>()
  if (!cookieHeader) return entries
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0) continue
    const name = pair.slice(0, separator).trim()
    const raw = pair.slice(separator + 1).trim()
    // The browser sends the most specific path's cookie first: that one is Latch's.
    if (!isCookieKey(name) || entries.has(name) || raw.length > maximumCookieValueLength * 3)
      continue
    try {
      const value = decodeURIComponent(raw)
      if (value.length > 0 && value.length <= maximumCookieValueLength) entries.set(name, value)
    } catch {
      // A malformed escape: the entry is ignored, as if it had never been written.
    }
  }
  return entries
}

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: reads are synchronous (the store starts from them) and the Cookie Store API is not in every supported browser; names and values are ours and encoded
  document.cookie = cookie
}

function browserLocalStorage(): LatchStorageArea | undefined {
  try {
    if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Opaque origins and some privacy modes throw on access.
  }
  return undefined
}

/**
 * A storage for server-rendered sites (pass it as the `storage` option with `ssr: true`): the
 * stored connection (each namespace's connector and last network, and the active namespace) is
 * kept in first-party cookies, so the server can read it from the request with
 * `cookieToInitialState` and render what the browser will render. The other keys (recent
 * wallets, the email login) stay in `localStorage` and never travel to the server. On the server
 * it reads nothing and writes nothing.
 *
 * Each cookie is `SameSite=Lax; Path=/`, `Secure` on https, and expires after half a year.
 *
 * @example
 * import { cookieStorage } from '@latch/core'
 * createAppKit({ ...options, ssr: true, storage: cookieStorage })
 */
export const cookieStorage: LatchStorageArea = {
  getItem(key) {
    if (!isCookieKey(key)) return browserLocalStorage()?.getItem(key) ?? null
    if (typeof document === 'undefined') return null
    return parseLatchCookies(document.cookie).get(key) ?? null
  },
  setItem(key, value) {
    if (!isCookieKey(key)) return browserLocalStorage()?.setItem(key, value)
    if (typeof document === 'undefined') return
    // Too long to be ours: forgotten rather than kept at its previous value.
    if (value.length > maximumCookieValueLength) return cookieStorage.removeItem(key)
    const secure = typeof location !== 'undefined' && location.protocol === 'https:'
    writeCookie(
      `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`,
    )
  },
  removeItem(key) {
    if (!isCookieKey(key)) return browserLocalStorage()?.removeItem(key)
    if (typeof document === 'undefined') return
    writeCookie(`${key}=; Path=/; Max-Age=0; SameSite=Lax`)
  },
}
