import type { LatchStorage } from '../storage/createStorage.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiwxMessageData } from '../types/siwx.js'
import { decodeSiwxToken } from './decodeSiwxToken.js'

/** What `createLatchSiwx` keeps per account and network: the server's token and what was signed. */
export type StoredSiwxSession = {
  token: string
  /** The text that was signed. */
  message: string
  signature: string
  /** When the server's session ends (ISO 8601). */
  expiresAt: string
}

/** A stored session that passed every check, with the message's fields read back. */
export type CheckedSiwxSession = StoredSiwxSession & { data: SiwxMessageData }

/**
 * The account (CAIP-10, on the network the visitor is on) a session is kept under; an eip155
 * address in lower case, so that a wallet that changes its checksum case finds it again.
 */
export const toStoredSiwxAccount = (chainId: CaipNetworkId, address: string) =>
  `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
const accountKey = (chainId: CaipNetworkId, address: string) =>
  `latch.siwx.${toStoredSiwxAccount(chainId, address)}`
/** The accounts with a stored session, so that signing out of everything finds them all. */
const indexKey = 'latch.siwx'

const isText = (value: unknown, maximum: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maximum

/** Whether two addresses are one account: eip155 addresses compare without their checksum case. */
const sameAddress = (namespace: string, left: string, right: string) =>
  namespace === 'eip155' ? left.toLowerCase() === right.toLowerCase() : left === right

/** The accounts (`<chainId>:<address>`) that have a stored session. */
export function listStoredSiwxAccounts(storage: LatchStorage): string[] {
  return storage.getStringList(indexKey)
}

/** Keeps the session of an account on a network, in place of any before it. */
export function writeStoredSiwxSession(
  storage: LatchStorage,
  chainId: CaipNetworkId,
  address: string,
  session: StoredSiwxSession,
): void {
  const { token, message, signature, expiresAt } = session
  storage.set(
    accountKey(chainId, address),
    JSON.stringify({ token, message, signature, expiresAt }),
  )
  const account = toStoredSiwxAccount(chainId, address)
  const accounts = listStoredSiwxAccounts(storage).filter((entry) => entry !== account)
  storage.set(indexKey, [...accounts, account])
}

/** Forgets the session of an account on a network. */
export function removeStoredSiwxSession(
  storage: LatchStorage,
  chainId: CaipNetworkId,
  address: string,
): void {
  storage.remove(accountKey(chainId, address))
  const account = toStoredSiwxAccount(chainId, address)
  const accounts = listStoredSiwxAccounts(storage)
  if (accounts.includes(account))
    storage.set(
      indexKey,
      accounts.filter((entry) => entry !== account),
    )
}

/** The stored session of an account on a network, if one is there and has the stored shape. */
export function readStoredSiwxSession(
  storage: LatchStorage,
  chainId: CaipNetworkId,
  address: string,
): StoredSiwxSession | undefined {
  const text = storage.getString(accountKey(chainId, address))
  if (text === undefined) return undefined
  let value: Record<string, unknown>
  try {
    value = JSON.parse(text) ?? {}
  } catch {
    return undefined
  }
  const { token, message, signature, expiresAt } = value
  if (
    !isText(token, 4096) ||
    !isText(message, 4096) ||
    !isText(signature, 4096) ||
    !isText(expiresAt, 64)
  )
    return undefined
  return { token, message, signature, expiresAt }
}

export type CheckStoredSiwxSessionParameters = {
  chainId: CaipNetworkId
  address: string
  /** The project the token must be for (`aud`). */
  projectId: string
  /** The page's domain the message and token must name. */
  domain: string
  /** Milliseconds since the epoch. */
  now: number
}

/**
 * Reads an account's stored session back and checks it, since anything may have written the
 * storage or time may have ended it: the token is a Latch SIWX token for this project, account
 * and domain, on the account's namespace (the same network on eip155: Solana messages name a
 * cluster, so a local validator's reads back as `solana:localnet`), unexpired; the message is a
 * SIWX message of that same account, network and domain. A session that fails is forgotten.
 * The server still has the last word (`GET /siwx/v1/session`), which sees sign-outs.
 */
export async function checkStoredSiwxSession(
  storage: LatchStorage,
  parameters: CheckStoredSiwxSessionParameters,
): Promise<CheckedSiwxSession | undefined> {
  const { chainId, address, projectId, domain, now } = parameters
  const stored = readStoredSiwxSession(storage, chainId, address)
  if (!stored) return undefined
  const namespace = chainId.slice(0, chainId.indexOf(':'))
  const claims = decodeSiwxToken(stored.token)
  let data: SiwxMessageData | undefined
  try {
    const { parseSiwxMessage } = await import('@latch/core/siwx')
    const message = parseSiwxMessage(stored.message)
    if (
      claims &&
      message.address === claims.address &&
      message.chainId === claims.chainId &&
      message.domain === claims.domain
    )
      data = {
        accountAddress: message.address,
        chainId,
        domain: message.domain,
        uri: message.uri,
        version: message.version,
        nonce: message.nonce,
        issuedAt: message.issuedAt,
        ...(message.statement === undefined ? {} : { statement: message.statement }),
        ...(message.expirationTime === undefined ? {} : { expirationTime: message.expirationTime }),
        ...(message.notBefore === undefined ? {} : { notBefore: message.notBefore }),
        ...(message.requestId === undefined ? {} : { requestId: message.requestId }),
        ...(message.resources === undefined ? {} : { resources: message.resources }),
      }
  } catch {
    data = undefined
  }
  const valid =
    data !== undefined &&
    claims !== undefined &&
    claims.aud === projectId &&
    claims.domain === domain &&
    claims.exp * 1000 > now &&
    Date.parse(stored.expiresAt) > now &&
    claims.chainId.startsWith(`${namespace}:`) &&
    (namespace !== 'eip155' || claims.chainId === chainId) &&
    sameAddress(namespace, claims.address, address)
  if (!valid || !data) {
    removeStoredSiwxSession(storage, chainId, address)
    return undefined
  }
  return { ...stored, data }
}
