// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { ApiResponseError } from '@latch/core'
import { requestJson } from '@latch/core/internal'
import type { Config } from '../config/createConfig.js'

/** A session as the Latch server's `/siwx/v1` routes answer it. */
export type SiwxServerSession = {
  /** The session's id, the `jti` of its token. */
  id: string
  address: string
  /** CAIP-2, as the signed message names it (a local Solana cluster is `solana:localnet`). */
  chainId: string
  caipAddress: string
  domain: string
  /** ISO 8601. */
  issuedAt: string
  /** ISO 8601. */
  expiresAt: string
}

const notTheContract = (what: string) => new ApiResponseError(200, `Not ${what}.`)

const isText = (value: unknown, maximum = 2048): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maximum

/** The server's answer is checked once here; everything after it trusts the shape. */
function readSession(value: unknown): SiwxServerSession {
  const session = (value ?? {}) as Record<string, unknown>
  const fields = ['id', 'address', 'chainId', 'caipAddress', 'domain', 'issuedAt', 'expiresAt']
  if (
    !fields.every((field) => isText(session[field])) ||
    Number.isNaN(Date.parse(`${session.expiresAt}`))
  )
    throw notTheContract('a SIWX session')
  return session as SiwxServerSession
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A one-time nonce for a message (`POST /siwx/v1/nonce`). */
export async function fetchSiwxNonce(config: Config): Promise<string> {
  const { nonce } = ((await requestJson(config, { path: 'siwx/v1/nonce', method: 'POST' })) ??
    {}) as { nonce?: unknown }
  if (typeof nonce !== 'string' || !/^[A-Za-z0-9]{8,128}$/.test(nonce))
    throw notTheContract('a nonce')
  return nonce
}

/** Checks a signed message and opens a session (`POST /siwx/v1/verify`). */
export async function verifySiwxMessage(
  config: Config,
  parameters: { message: string; signature: string },
): Promise<{ token: string; session: SiwxServerSession }> {
  const { token, session } = ((await requestJson(config, {
    path: 'siwx/v1/verify',
    method: 'POST',
    body: parameters,
  })) ?? {}) as { token?: unknown; session?: unknown }
  if (!isText(token, 4096)) throw notTheContract('a session token')
  return { token, session: readSession(session) }
}

/** The live session a token stands for (`GET /siwx/v1/session`); 401 once it is not. */
export async function fetchSiwxSession(config: Config, token: string): Promise<SiwxServerSession> {
  const json = (await requestJson(config, {
    path: 'siwx/v1/session',
    headers: bearer(token),
    cache: 'no-store',
  })) as { session?: unknown } | undefined
  return readSession(json?.session)
}

/** Ends a session on the server (`POST /siwx/v1/sign-out`): its token is refused from then on. */
export async function signOutSiwxSession(config: Config, token: string): Promise<void> {
  await requestJson(config, { path: 'siwx/v1/sign-out', method: 'POST', headers: bearer(token) })
}
