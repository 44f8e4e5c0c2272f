// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { ApiResponseError, InvalidOptionsError } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import { SiwxNotStartedError } from '../errors/siwx.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../types/siwx.js'
import {
  checkStoredSiwxSession,
  listStoredSiwxAccounts,
  readStoredSiwxSession,
  removeStoredSiwxSession,
  toStoredSiwxAccount,
  writeStoredSiwxSession,
} from './latchSiwxStore.js'
import {
  fetchSiwxNonce,
  fetchSiwxSession,
  signOutSiwxSession,
  verifySiwxMessage,
} from './siwxServer.js'

export type CreateLatchSiwxParameters = {
  /**
   * Whether the visitor must sign in: declining (Cancel, closing the modal) disconnects the
   * wallet. When `false`, declining closes the modal. Defaults to `true`.
   */
  required?: boolean | undefined
  /** A sentence the wallet shows with the message (one line, no `\n`). Defaults to none. */
  statement?: string | undefined
  /**
   * How long a signed message may wait before the server verifies it, in seconds (its
   * Expiration Time); the session itself lasts the server's `SIWX_SESSION_TTL_SECONDS`.
   * Defaults to `300`.
   */
  expiresInSeconds?: number | undefined
  /** Sign out of every session when the wallet disconnects. Defaults to `true`. */
  signOutOnDisconnect?: boolean | undefined
  /** The message's domain. Defaults to the page's host (`location.host`). */
  domain?: string | undefined
  /** The message's URI. Defaults to the page's origin (`location.origin`). */
  uri?: string | undefined
}

/** A session of `createLatchSiwx`: the signed message and the server's session token. */
export type LatchSiwxSession = SiwxSession & {
  /**
   * The Latch server's session token (an ES256 JWT: `sub` the CAIP-10 account, `aud` the
   * project). Send it to your own backend, which checks it with `verifySiwxSessionToken` from
   * `@latch/server`.
   */
  token: string
  /** When the server's session ends (ISO 8601). */
  expiresAt: string
}

/** The SIWX config `createLatchSiwx` returns. */
export type LatchSiwx = Omit<SiwxConfig, 'getSessions' | 'getRequired' | 'signOutOnDisconnect'> & {
  getRequired(): boolean
  signOutOnDisconnect: boolean
  getSessions(chainId: CaipNetworkId, address: string): Promise<LatchSiwxSession[]>
  /** @internal The Latch instance whose server (`apiUrl`, `projectId`) and storage it uses. */
  readonly _internal: { use(config: Config): void }
}

/** How long the server's word that a session is live is trusted before it is asked again (ms). */
export const siwxRevalidateMs = 60_000

const defaultExpiresInSeconds = 300

/**
 * Sign In With X backed by the Latch server (the `siwx` option): messages carry a nonce from
 * `POST /siwx/v1/nonce`, the page's host as domain and its origin as URI, and the connected
 * network; the server verifies each signed message once (`/siwx/v1/verify`) and answers a
 * session token, kept per account and network in the instance's storage. A stored session is
 * checked when it is read back (its token and message must match the account, the project and
 * the page, and be unexpired) and again with the server (`GET /siwx/v1/session`, at most once a
 * minute), which sees sign-outs; revoking signs out on the server (`POST /siwx/v1/sign-out`).
 * `getSessions` answers the sessions with their token, for the site's own backend.
 *
 * @example
 * import { createAppKit } from '@latch/react'
 * import { createLatchSiwx } from '@latch/core/signIn'
 * createAppKit({ ...options, siwx: createLatchSiwx({ required: false, statement: 'Sign in to Example.' }) })
 */
export function createLatchSiwx(parameters: CreateLatchSiwxParameters = {}): LatchSiwx {
  const expiresInSeconds = parameters.expiresInSeconds ?? defaultExpiresInSeconds
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > 86_400)
    throw new InvalidOptionsError(
      '`createLatchSiwx({ expiresInSeconds })` must be a whole number of seconds from 1 to 86400.',
    )
  if (parameters.statement !== undefined && /[\r\n]/.test(parameters.statement))
    throw new InvalidOptionsError('`createLatchSiwx({ statement })` must be one line.')

  let latch: Config | undefined
  // When the server last said a token's session is live (ms), by token.
  const checkedAt = new Map<string, number>()

  const instance = () => {
    if (!latch) throw new SiwxNotStartedError()
    return latch
  }
  const page = () => ({
    domain: parameters.domain ?? location.host,
    uri: parameters.uri ?? location.origin,
  })

  /** Ends a stored session: on the server (best effort: the token goes either way) and here. */
  async function revoke(config: Config, chainId: CaipNetworkId, address: string) {
    const stored = readStoredSiwxSession(config.storage, chainId, address)
    removeStoredSiwxSession(config.storage, chainId, address)
    if (!stored) return
    checkedAt.delete(stored.token)
    await signOutSiwxSession(config, stored.token).catch(() => undefined)
  }

  async function addSession(session: SiwxSession) {
    const config = instance()
    const { token, session: server } = await verifySiwxMessage(config, {
      message: session.message,
      signature: session.signature,
    })
    writeStoredSiwxSession(config.storage, session.data.chainId, session.data.accountAddress, {
      token,
      message: session.message,
      signature: session.signature,
      expiresAt: server.expiresAt,
    })
    checkedAt.set(token, Date.now())
  }

  return {
    getRequired: () => parameters.required !== false,
    signOutOnDisconnect: parameters.signOutOnDisconnect !== false,
    _internal: {
      use(config) {
        latch = config
      },
    },

    async createMessage({ accountAddress, chainId, notBefore }) {
      const config = instance()
      const { domain, uri } = page()
      const nonce = await fetchSiwxNonce(config)
      const now = Date.now()
      const data = {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1' as const,
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + expiresInSeconds * 1000).toISOString(),
        ...(notBefore === undefined ? {} : { notBefore }),
        ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
      }
      // The grammar loads with the first message, not with the page.
      const { formatSiwxMessage } = await import('@latch/core/siwx')
      const text = formatSiwxMessage({ ...data, address: accountAddress })
      const message: SiwxMessage = { ...data, toString: () => text }
      return message
    },

    addSession,

    async revokeSession(chainId, address) {
      await revoke(instance(), chainId, address)
    },

    async setSessions(sessions) {
      const config = instance()
      // Each new session is checked (a session token with the server, a signed message by
      // verifying it) before anything else is signed out: a bad one throws with the rest kept.
      const keep = new Set<string>()
      for (const session of sessions) {
        const { chainId, accountAddress } = session.data
        const { token } = session as Partial<LatchSiwxSession>
        if (typeof token === 'string') {
          const server = await fetchSiwxSession(config, token)
          writeStoredSiwxSession(config.storage, chainId, accountAddress, {
            token,
            message: session.message,
            signature: session.signature,
            expiresAt: server.expiresAt,
          })
          checkedAt.set(token, Date.now())
        } else await addSession(session)
        keep.add(toStoredSiwxAccount(chainId, accountAddress))
      }
      for (const account of listStoredSiwxAccounts(config.storage)) {
        if (keep.has(account)) continue
        const [namespace, reference, ...address] = account.split(':')
        await revoke(config, `${namespace}:${reference}` as CaipNetworkId, address.join(':'))
      }
    },

    async getSessions(chainId, address) {
      const config = instance()
      const { projectId } = config.options
      if (!projectId) return []
      const checked = await checkStoredSiwxSession(config.storage, {
        chainId,
        address,
        projectId,
        domain: page().domain,
        now: Date.now(),
      })
      if (!checked) return []
      const { token, message, signature, expiresAt, data } = checked
      if (Date.now() - (checkedAt.get(token) ?? 0) > siwxRevalidateMs) {
        try {
          await fetchSiwxSession(config, token)
          checkedAt.set(token, Date.now())
        } catch (error) {
          // Signed out elsewhere, expired or revoked: the server no longer knows the session.
          // A server out of reach leaves the unexpired session standing.
          if (error instanceof ApiResponseError && error.status === 401) {
            removeStoredSiwxSession(config.storage, chainId, address)
            checkedAt.delete(token)
            return []
          }
        }
      }
      return [{ data, message, signature, token, expiresAt }]
    },
  }
}
