// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { ApiResponseError } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiwxMessage, SiwxSession } from '../types/siwx.js'
import type { CreateLatchSiwxParameters, LatchSiwx, LatchSiwxSession } from './createLatchSiwx.js'
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

/** How long the server's word that a session is live is trusted before it is asked again (ms). */
export const siwxRevalidateMs = 60_000

/** What `createLatchSiwx` hands its methods. */
export type LatchSiwxContext = {
  parameters: CreateLatchSiwxParameters
  expiresInSeconds: number
  /** The Latch instance it was started with; throws `SiwxNotStartedError` before that. */
  instance(): Config
}

/** The SIWX methods of {@link LatchSiwx}. */
export type LatchSiwxMethods = Pick<
  LatchSiwx,
  'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions'
>

/**
 * The methods of `createLatchSiwx` (see there), loaded with their first call so that a site's
 * page carries only the factory: the server's routes, the session store and the message grammar
 * come with the first sign-in check.
 */
export function createLatchSiwxMethods(context: LatchSiwxContext): LatchSiwxMethods {
  const { parameters, expiresInSeconds, instance } = context
  // When the server last said a token's session is live (ms), by token.
  const checkedAt = new Map<string, number>()
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
