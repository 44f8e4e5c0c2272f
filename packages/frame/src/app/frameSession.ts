import type { FrameRequestPayloads } from '@latch/core'
import * as v from 'valibot'
import { wipe } from '../keys/wipe.js'
import type { FrameWallet } from './frameWallet.js'

/**
 * Where the frame origin's `localStorage` keeps the login: `{ token, email, userId, loginId,
 * refreshAt }`, and for a social login its `authProvider` and `username`.
 */
export const sessionStorageKey = 'latch.frame.session'
/**
 * Where it keeps the social login in flight (`PendingSocialLogin`): in storage, so that it
 * survives the page leaving for the provider when the login runs without a popup.
 */
export const socialLoginStorageKey = 'latch.frame.socialLogin'
/**
 * Where it keeps the Farcaster sign-in in flight (`PendingFarcasterLogin`): in storage, like the
 * social login's, so a reload of the frame while the visitor is in the Farcaster app loses
 * nothing.
 */
export const farcasterLoginStorageKey = 'latch.frame.farcasterLogin'
/** Where it keeps the last network, as JSON (a number or a string). */
export const chainIdStorageKey = 'latch.frame.chainId'

/** The pattern of a session token, as the server issues them (32 random bytes, base64url). */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A login kept by the frame. The token never leaves the frame: no reply carries it. */
export type StoredSession = {
  /** The bearer token of the Latch server's session; replaced as it ages (`sessionTokens.ts`). */
  token: string
  /** The login email: the one an email login proved, or a provider-verified one; else null. */
  email: string | null
  userId: string
  /** The social provider of a social login; absent for an email login. */
  authProvider?: string | undefined
  /** The username the social provider gave. */
  username?: string | undefined
  /**
   * This login, whatever its current token: the frame's own random id, kept when the token is
   * replaced, so a step that started under the login still knows it. `'legacy'` for a login
   * stored before tokens were rotated.
   */
  loginId: string
  /** When the token should be replaced, in ms since the epoch on the frame's clock; 0: now. */
  refreshAt: number
}

/**
 * A social login the frame started (GET_SOCIAL_REDIRECT_URI) and CONNECT_SOCIAL finishes: the
 * result's id the return URL must carry, and the secret that alone lets the server hand over the
 * session (it never leaves the frame).
 */
type PendingSocialLogin = {
  provider: string
  resultId: string
  secret: string
  /** ms since the epoch. */
  expiresAt: number
}

/**
 * A Farcaster sign-in the frame started (GET_FARCASTER_URI) and CONNECT_FARCASTER finishes: the
 * channel, and the read token that alone lets the server hand over the session (it never
 * leaves the frame; the channel token is in the deep link the modal shows).
 */
type PendingFarcasterLogin = {
  channelToken: string
  readToken: string
  /** ms since the epoch, as the server said. */
  expiresAt: number
}

/** A new login id: 16 random bytes, hex (`crypto.randomUUID` needs a secure context). */
export const createLoginId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/** Whether two stored logins are the same login (the token may have been replaced between). */
export const isSameLogin = (a: StoredSession | undefined, b: StoredSession | undefined) =>
  a !== undefined && b !== undefined && a.userId === b.userId && a.loginId === b.loginId

/** The part of `Storage` the frame uses. */
export type FrameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Parameters of {@link createFrameSession}. */
export type CreateFrameSessionParameters = {
  /** The frame origin's `localStorage`; without one (blocked storage) the state lives in memory. */
  storage: FrameStorage | undefined
  /** The network from the `chainId` source parameter, used when none is stored yet. */
  chainId?: string | number | undefined
}

/** The frame app's state: the login and last network in storage, the rest in memory. */
export type FrameSession = {
  /** The stored login, or `undefined` (none, or one that is malformed). */
  getSession(): StoredSession | undefined
  setSession(session: StoredSession): void
  clearSession(): void
  /** The email a login code was sent to, until CONNECT_OTP uses it. */
  getPendingEmail(): string | undefined
  setPendingEmail(email: string | undefined): void
  /** The social login in flight, or `undefined`. */
  getPendingSocial(): PendingSocialLogin | undefined
  setPendingSocial(pending: PendingSocialLogin | undefined): void
  /** The Farcaster sign-in in flight, or `undefined`. */
  getPendingFarcaster(): PendingFarcasterLogin | undefined
  setPendingFarcaster(pending: PendingFarcasterLogin | undefined): void
  getChainId(): string | number | undefined
  setChainId(chainId: string | number): void
  getTheme(): FrameRequestPayloads['SYNC_THEME'] | undefined
  setTheme(theme: FrameRequestPayloads['SYNC_THEME']): void
  getDappData(): FrameRequestPayloads['SYNC_DAPP_DATA'] | undefined
  setDappData(dappData: FrameRequestPayloads['SYNC_DAPP_DATA']): void
  /** The embedded wallet of this frame session, in memory only (see {@link FrameWallet}). */
  getWallet(): FrameWallet | undefined
  setWallet(wallet: FrameWallet): void
  /** Forgets the wallet and zero-fills a recovery share still held. */
  clearWallet(): void
}

// A login stored before rotation has neither `loginId` nor `refreshAt`: it is kept (the server
// still knows its token) and replaced at its first use.
const storedSessionSchema = v.pipe(
  v.strictObject({
    token: v.pipe(v.string(), v.regex(sessionTokenPattern)),
    email: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
    userId: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
    authProvider: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/))),
    username: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
    loginId: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-z-]{1,64}$/))),
    refreshAt: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  }),
  v.transform(
    (stored): StoredSession => ({
      ...stored,
      loginId: stored.loginId ?? 'legacy',
      refreshAt: stored.refreshAt ?? 0,
    }),
  ),
)

const token43 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))
const pendingSocialSchema = v.strictObject({
  provider: v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/)),
  resultId: token43,
  secret: token43,
  expiresAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})

const pendingFarcasterSchema = v.strictObject({
  channelToken: token43,
  readToken: token43,
  expiresAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})

const chainIdSchema = v.union([
  v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
])

// Storage that may throw (blocked, full, or partitioned away) falls back to memory, so the frame
// still works for the life of the page.
function createStore(storage: FrameStorage | undefined) {
  const memory = new Map<string, string>()
  return {
    get(key: string): string | undefined {
      try {
        if (storage) return storage.getItem(key) ?? undefined
      } catch {}
      return memory.get(key)
    },
    set(key: string, value: string) {
      memory.set(key, value)
      try {
        storage?.setItem(key, value)
      } catch {}
    },
    remove(key: string) {
      memory.delete(key)
      try {
        storage?.removeItem(key)
      } catch {}
    },
  }
}

function parseJson<output>(
  schema: v.GenericSchema<unknown, output>,
  text: string | undefined,
): output | undefined {
  if (text === undefined) return undefined
  try {
    const parsed = v.safeParse(schema, JSON.parse(text))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * Creates the frame app's state. The login is read from storage on every use, so a sign-out in
 * another frame of the same origin (another tab of the same site) is seen at once; a stored value
 * that does not parse counts as none.
 *
 * @example
 * const session = createFrameSession({ storage: localStorage, chainId: 1 })
 */
export function createFrameSession(parameters: CreateFrameSessionParameters): FrameSession {
  const store = createStore(parameters.storage)
  let pendingEmail: string | undefined
  let theme: FrameRequestPayloads['SYNC_THEME'] | undefined
  let dappData: FrameRequestPayloads['SYNC_DAPP_DATA'] | undefined
  let wallet: FrameWallet | undefined
  const clearWallet = () => {
    if (wallet?.status === 'unconfirmed') wipe(wallet.recoveryShare)
    wallet = undefined
  }
  if (
    parameters.chainId !== undefined &&
    parseJson(chainIdSchema, store.get(chainIdStorageKey)) === undefined
  )
    store.set(chainIdStorageKey, JSON.stringify(parameters.chainId))

  return {
    getSession: () => parseJson(storedSessionSchema, store.get(sessionStorageKey)),
    setSession: ({ token, email, userId, loginId, refreshAt, authProvider, username }) =>
      store.set(
        sessionStorageKey,
        JSON.stringify({ token, email, userId, loginId, refreshAt, authProvider, username }),
      ),
    clearSession: () => store.remove(sessionStorageKey),
    getPendingEmail: () => pendingEmail,
    setPendingEmail: (email) => {
      pendingEmail = email
    },
    getPendingSocial: () => parseJson(pendingSocialSchema, store.get(socialLoginStorageKey)),
    setPendingSocial: (pending) =>
      pending === undefined
        ? store.remove(socialLoginStorageKey)
        : store.set(socialLoginStorageKey, JSON.stringify(pending)),
    getPendingFarcaster: () =>
      parseJson(pendingFarcasterSchema, store.get(farcasterLoginStorageKey)),
    setPendingFarcaster: (pending) =>
      pending === undefined
        ? store.remove(farcasterLoginStorageKey)
        : store.set(farcasterLoginStorageKey, JSON.stringify(pending)),
    getChainId: () => parseJson(chainIdSchema, store.get(chainIdStorageKey)),
    setChainId: (chainId) => store.set(chainIdStorageKey, JSON.stringify(chainId)),
    getTheme: () => theme,
    setTheme: (value) => {
      theme = value
    },
    getDappData: () => dappData,
    setDappData: (value) => {
      dappData = value
    },
    getWallet: () => wallet,
    setWallet: (value) => {
      if (value !== wallet) clearWallet()
      wallet = value
    },
    clearWallet,
  }
}
