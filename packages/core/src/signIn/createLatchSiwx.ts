// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { InvalidOptionsError } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import { SiwxNotStartedError } from '../errors/siwx.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiwxConfig, SiwxSession } from '../types/siwx.js'
import type { LatchSiwxMethods } from './latchSiwxMethods.js'

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
  const instance = () => {
    if (!latch) throw new SiwxNotStartedError()
    return latch
  }
  // The methods' code loads with the first call (the flow's first session check, after the
  // page has started): a site's page carries this factory alone.
  let loading: Promise<LatchSiwxMethods> | undefined
  const methods = () => {
    instance()
    loading ??= import('./latchSiwxMethods.js').then((module) =>
      module.createLatchSiwxMethods({ parameters, expiresInSeconds, instance }),
    )
    return loading
  }

  return {
    getRequired: () => parameters.required !== false,
    signOutOnDisconnect: parameters.signOutOnDisconnect !== false,
    _internal: {
      use(config) {
        latch = config
      },
    },
    createMessage: async (input) => (await methods()).createMessage(input),
    addSession: async (session) => (await methods()).addSession(session),
    revokeSession: async (chainId, address) => (await methods()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await methods()).setSessions(sessions),
    getSessions: async (chainId, address) => (await methods()).getSessions(chainId, address),
  }
}
