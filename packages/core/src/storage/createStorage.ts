import type { Namespace } from '../types/network.js'

/** The keys Latch keeps in the browser (spec section 9, "Stored keys"), all under `latch.`. */
export const storageKeys = {
  connectorId: (namespace: Namespace) => `latch.connectorId.${namespace}`,
  lastChain: (namespace: Namespace) => `latch.lastChain.${namespace}`,
  activeNamespace: 'latch.activeNamespace',
  recentWallets: 'latch.recentWallets',
  preferredAccountTypes: 'latch.preferredAccountTypes',
  /** Set once an email login succeeded on this browser. */
  emailLoginUsed: 'latch.emailLoginUsed',
  /** The email of the embedded wallet's login. */
  email: 'latch.email',
  /** When the last email login succeeded (ms since epoch). */
  lastEmailLoginTime: 'latch.lastEmailLoginTime',
  /** The username of the embedded wallet's social login, and its provider. */
  socialUsername: 'latch.socialUsername',
  socialProvider: 'latch.socialProvider',
} as const

const maximumValueLength = 4096

/** Typed access to stored values; what is read is validated, since anything may have written it. */
export type LatchStorage = {
  getString(key: string, isValid?: (value: string) => boolean): string | undefined
  getStringList(key: string): string[]
  set(key: string, value: string | readonly string[]): void
  remove(key: string): void
}

/** The part of the Web Storage interface Latch uses: `localStorage`, `cookieStorage` or your own. */
export type LatchStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A storage that keeps nothing, for servers and for pages where localStorage throws. */
function memoryStorage(): LatchStorageArea {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function defaultStorage(): LatchStorageArea {
  try {
    // Only in a browser: a server's global localStorage (Node 22+) would be shared by every
    // request, one visitor's connection shown to the next.
    if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Opaque origins and some privacy modes throw on access.
  }
  return memoryStorage()
}

/** Wraps a Web Storage; failures to write (quota, privacy mode) never break the modal. */
export function createStorage(storage: LatchStorageArea = defaultStorage()): LatchStorage {
  const read = (key: string) => {
    try {
      const value = storage.getItem(key)
      return value === null || value.length > maximumValueLength ? undefined : value
    } catch {
      return undefined
    }
  }
  return {
    getString(key, isValid = () => true) {
      const value = read(key)
      return value !== undefined && isValid(value) ? value : undefined
    },
    getStringList(key) {
      const value = read(key)
      if (value === undefined) return []
      try {
        const parsed: unknown = JSON.parse(value)
        return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : []
      } catch {
        return []
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
      } catch {
        // Quota exceeded or storage disabled: the state simply is not remembered.
      }
    },
    remove(key) {
      try {
        storage.removeItem(key)
      } catch {
        // Same as above.
      }
    },
  }
}
