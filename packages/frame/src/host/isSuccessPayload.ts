import type { FrameErrorPayload, FrameRequestType } from '@latch/core'
import { isFrameErrorCode } from '../handler/frameErrorCodes.js'

// s: string · n: chain id (string or number) · b: boolean · a: array of numbers · u: present ·
// a list: one of those strings.
type Check = 's' | 'n' | 'b' | 'a' | 'u' | readonly string[]

const user = { address: 's', chainId: 'n' } as const

const checks: Partial<Record<FrameRequestType, Record<string, Check>>> = {
  SWITCH_NETWORK: { chainId: 'n' },
  CONNECT_EMAIL: { action: ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] },
  CONNECT_OTP: { action: ['CONNECT', 'VERIFY_DEVICE'] },
  CONNECT_SOCIAL: {
    action: ['CONNECT', 'VERIFY_DEVICE'],
    authProvider: ['google', 'x', 'discord', 'github', 'apple', 'facebook', 'farcaster'],
  },
  GET_FARCASTER_URI: { url: 's', expiresAt: 's' },
  // `userName` is optional (a Farcaster client may send none), and the modal reads GET_USER's.
  CONNECT_FARCASTER: { action: ['CONNECT', 'VERIFY_DEVICE'] },
  GET_USER: user,
  GET_SOCIAL_REDIRECT_URI: { uri: 's' },
  IS_CONNECTED: { isConnected: 'b' },
  GET_CHAIN_ID: { chainId: 'n' },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: 'a' },
  INIT_SMART_ACCOUNT: { address: 's', isDeployed: 'b' },
  SET_PREFERRED_ACCOUNT: { type: ['eoa', 'smartAccount'], address: 's' },
  RPC_REQUEST: { result: 'u' },
  UPDATE_EMAIL: { action: ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] },
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 's' },
}

/** A plain, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function passes(value: unknown, check: Check, present: boolean): boolean {
  if (typeof check !== 'string') return check.includes(value as string)
  if (check === 'u') return present
  if (check === 'a') return Array.isArray(value) && value.every((item) => typeof item === 'number')
  if (check === 'n') return typeof value === 'string' || typeof value === 'number'
  return typeof value === (check === 's' ? 'string' : 'boolean')
}

/**
 * Tells whether a `<TYPE>_SUCCESS` payload has the fields the app reads (spec section 7). The
 * frame is trusted only after its origin and window are checked, and even then its bytes are
 * checked before the modal uses them.
 */
export function isSuccessPayload(type: FrameRequestType, payload: unknown): boolean {
  if (!isRecord(payload)) return false
  const fields = checks[type] ?? {}
  return Object.entries(fields).every(([key, check]) =>
    passes(payload[key], check, Object.hasOwn(payload, key)),
  )
}

/**
 * The fields of an `<TYPE>_ERROR` payload the app reads, each kept only when it has the right
 * shape: `message` a string; `code` one of the `frameErrorCodes` (an unknown code is dropped, and
 * its message stays mere text); `retryAfterSeconds` a non-negative safe integer, kept with
 * `throttled` only, which without it is no code at all.
 */
export function errorPayload(payload: unknown): FrameErrorPayload {
  const { message, code, retryAfterSeconds: seconds } = isRecord(payload) ? payload : {}
  const wait =
    Number.isSafeInteger(seconds) && (seconds as number) >= 0 ? (seconds as number) : undefined
  const known = isFrameErrorCode(code) && (code !== 'throttled' || wait !== undefined)
  return {
    message: typeof message === 'string' ? message : undefined,
    code: known ? code : undefined,
    retryAfterSeconds: known && code === 'throttled' ? wait : undefined,
  }
}
