/**
 * The wire types of the messages between the app (the modal, in the host page) and the secure
 * frame (spec section 7, "Messages between the app and the secure frame"). Every message is an
 * envelope `{ id, type, payload }`; a reply carries the id of its request and the type
 * `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. `@latch/frame` implements both ends and validates what it
 * receives; only types and a few constants live here, so the core bundle does not grow.
 */

import type { EmailLoginErrorCode } from '../errors/embedded.js'
import type { Metadata, ThemeVariables } from '../options/options.js'

/** The envelope every message travels in. */
export type FrameMessage<type extends string = string, payload = unknown> = {
  /** A `crypto.randomUUID()`; a reply repeats the id of its request. */
  id: string
  type: type
  payload: payload
}

/** Social login providers (spec section 9, default socials). */
export type FrameSocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** The account kinds of an embedded wallet. */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** The embedded-wallet user (spec section 3, "Embedded-wallet user"). */
export type FrameUser = {
  email?: string | null | undefined
  address: string
  chainId: string | number
  accounts?: { address: string; type: FrameAccountType }[] | undefined
  userName?: string | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: FrameAccountType | undefined
  username?: string | undefined
  accountType?: FrameAccountType | undefined
  authProvider?: FrameSocialProvider | 'email' | undefined
}

/** The payload of each app → frame request, by type (spec section 7). */
export type FrameRequestPayloads = {
  SWITCH_NETWORK: { chainId: string | number }
  /**
   * `challenge` (a Latch addition) is the site's answer to the server's login challenge (the
   * `loginChallenge` option): 1 to 4096 visible ASCII characters, which the frame sends to the
   * server as the `X-Latch-Challenge` header. Only after a `challenge_required` error.
   */
  CONNECT_EMAIL: { email: string; challenge?: string | undefined }
  CONNECT_DEVICE: Record<string, never>
  CONNECT_OTP: { otp: string }
  /**
   * `uri` is the URL the social provider sent the visitor back to: a page of the site carrying
   * the result's id (`latch_social_result`), never a code or a token.
   */
  CONNECT_SOCIAL: { uri: string }
  GET_FARCASTER_URI: Record<string, never>
  CONNECT_FARCASTER: Record<string, never>
  GET_USER: {
    chainId?: string | number | undefined
    preferredAccountType?: FrameAccountType | undefined
  }
  /**
   * `returnUrl` (a Latch addition) is the page of the site the provider sends the visitor back
   * to, on the site's own origin (the frame and the server check it); the frame defaults to the
   * site's origin.
   */
  GET_SOCIAL_REDIRECT_URI: { provider: FrameSocialProvider; returnUrl?: string | undefined }
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { token?: string | undefined }
  GET_CHAIN_ID: Record<string, never>
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Record<string, never>
  INIT_SMART_ACCOUNT: Record<string, never>
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType }
  /**
   * `chainId` (a Latch addition) is the CAIP-2 chain the request is for, e.g. `eip155:1` or
   * `solana:<genesis>`; the frame serves only chains of its own RPC configuration (SECURITY.md
   * T33). Without it, the frame's stored chain is used.
   */
  RPC_REQUEST: {
    method: string
    params?: readonly unknown[] | Record<string, unknown> | undefined
    chainId?: string | undefined
  }
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  /**
   * `locale` (a Latch addition) is the modal's language as a BCP 47 tag (at most 35 characters,
   * e.g. `de` or `en-GB`), so that the frame's own views (the approval view, the device step)
   * speak it too; the frame falls back to English for a language it does not have. Error
   * messages the frame replies stay English; the host acts on their `code`.
   */
  SYNC_THEME: {
    themeMode?: 'light' | 'dark' | undefined
    themeVariables?: ThemeVariables | undefined
    w3mThemeVariables?: Record<string, string> | undefined
    locale?: string | undefined
  }
  SYNC_DAPP_DATA: {
    metadata?: Metadata | undefined
    sdkVersion: string
    sdkType: string
    projectId: string
  }
  RELOAD: Record<string, never>
  /**
   * A Latch addition: the app gave up on request `id` (the visitor closed the modal while an
   * approval or the device check was open). The frame ends that request with its abort error and
   * takes its view down; nothing is signed for it afterwards.
   */
  ABORT_REQUEST: { id: string }
}

/**
 * The payload of each `<TYPE>_SUCCESS` reply, by request type. Tokens and key shares never travel
 * in a message (SECURITY.md T3), so no success payload carries one.
 */
export type FrameSuccessPayloads = {
  SWITCH_NETWORK: { chainId: string | number }
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  CONNECT_DEVICE: Record<string, never>
  /**
   * `CONNECT`: the wallet is ready on this device. `VERIFY_DEVICE`: the device must be set up
   * first, through CONNECT_DEVICE, whose view the frame renders itself (a new wallet shows its
   * recovery code to keep; a known wallet on a new device asks for that code).
   */
  CONNECT_OTP: { action: 'CONNECT' | 'VERIFY_DEVICE' }
  /**
   * Like CONNECT_OTP: `CONNECT` when the wallet is ready, `VERIFY_DEVICE` when the device step
   * comes first; with the provider and the username it gave.
   */
  CONNECT_SOCIAL: {
    action: 'CONNECT' | 'VERIFY_DEVICE'
    authProvider: FrameSocialProvider
    userName?: string | undefined
  }
  /**
   * `url` is the deep link of the Farcaster sign-in (for a QR code, or a link on a phone);
   * `expiresAt` (a Latch addition) is when the sign-in ends, ISO 8601, as the server said it.
   */
  GET_FARCASTER_URI: { url: string; expiresAt: string }
  /**
   * Like CONNECT_SOCIAL: `CONNECT` when the wallet is ready, `VERIFY_DEVICE` when the device step
   * comes first (a Latch addition); `userName` is the Farcaster username, when the Farcaster
   * client gave one.
   */
  CONNECT_FARCASTER: { action: 'CONNECT' | 'VERIFY_DEVICE'; userName?: string | undefined }
  GET_USER: FrameUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: string | number }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] }
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean }
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType; address: string }
  /** `result` is the JSON-RPC result. */
  RPC_REQUEST: { result: unknown }
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_PRIMARY_OTP: Record<string, never>
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: Record<string, never>
  SYNC_DAPP_DATA: Record<string, never>
  RELOAD: Record<string, never>
  ABORT_REQUEST: Record<string, never>
}

/** Every request type the app sends. */
export type FrameRequestType = keyof FrameRequestPayloads

/**
 * A Latch addition: what one of the frame's own error replies means, so that the app maps it
 * (to an EIP-1193 / EIP-1474 code for RPC_REQUEST) and never reads the English message:
 *
 * - `user_rejected`: the visitor rejected the approval ('User rejected the request.');
 * - `method_not_allowed`: the RPC method is off the frame's allow-list ('Requested RPC call is
 *   not allowed', spec section 6);
 * - `not_enabled`: a request type or method the frame knows but does not serve here (the
 *   permission methods, a method of another namespace than the chain's);
 * - `unsupported_chain`: the chain is not one of the frame's, or no network is selected yet;
 * - `not_signed_in`: no login, or the session ended;
 * - `unauthorized`: the request names another account, or this device is not verified yet;
 * - `invalid_request`: the message failed the frame's checks, or its type is unknown;
 * - `invalid_params`: the params do not have the shape the method needs;
 * - `limit_exceeded`: too many requests wait for approval, or the fee is above the wallet's cap;
 * - `rpc_error`: the chain's RPC failed, refused the call, or answered something unusable;
 * - `wallet_unavailable`: the wallet's keys could not be opened on this device;
 * - `aborted`: the request was aborted;
 * - `internal`: anything else ('An error occurred').
 */
type FrameRequestErrorCode =
  | 'user_rejected'
  | 'method_not_allowed'
  | 'not_enabled'
  | 'unsupported_chain'
  | 'not_signed_in'
  | 'unauthorized'
  | 'invalid_request'
  | 'invalid_params'
  | 'limit_exceeded'
  | 'rpc_error'
  | 'wallet_unavailable'
  | 'aborted'
  | 'internal'

/**
 * A Latch addition: a code beside an error's message, so that the app acts on the code and never
 * on the English. `challenge_required` (CONNECT_EMAIL): the server asks for a login challenge
 * first. The email login's and email update's refusals: see {@link EmailLoginErrorCode}. The
 * frame's own refusals: see {@link FrameRequestErrorCode}.
 */
export type FrameErrorCode = 'challenge_required' | EmailLoginErrorCode | FrameRequestErrorCode

/**
 * The payload of an `<TYPE>_ERROR` reply; without a message the app shows 'An error occurred'.
 * `code` (a Latch addition) says what failed, see {@link FrameErrorCode}; `retryAfterSeconds`
 * (with `throttled`, a non-negative safe integer) is the wait before a new try. The app ignores
 * a code it does not know and keeps the message as text only.
 */
export type FrameErrorPayload = {
  message?: string | undefined
  code?: FrameErrorCode | undefined
  retryAfterSeconds?: number | undefined
}

/** One app → frame request. */
export type FrameRequest<type extends FrameRequestType = FrameRequestType> = {
  [key in type]: FrameMessage<key, FrameRequestPayloads[key]>
}[type]

/** One `<TYPE>_SUCCESS` reply. */
export type FrameSuccessReply<type extends FrameRequestType = FrameRequestType> = {
  [key in type]: FrameMessage<`${key}_SUCCESS`, FrameSuccessPayloads[key]>
}[type]

/** One `<TYPE>_ERROR` reply. */
export type FrameErrorReply<type extends FrameRequestType = FrameRequestType> = {
  [key in type]: FrameMessage<`${key}_ERROR`, FrameErrorPayload>
}[type]

/** The frame is listening; its `id` is its own, not a request's. */
export type FrameReadyEvent = FrameMessage<'READY', { version: string }>

/** What a request is waiting for while the visitor acts in the frame. */
export type FramePendingStage = 'approval' | 'otp' | 'device' | 'social' | 'farcaster'

/**
 * A heartbeat for a request (`payload.id`) that waits on the visitor; it keeps an interactive
 * request alive past the request timeout. The envelope `id` is the frame's own.
 */
export type FramePendingEvent = FrameMessage<'PENDING', { id: string; stage: FramePendingStage }>

/** Everything the frame posts to the app. */
export type FrameToAppMessage =
  | FrameSuccessReply
  | FrameErrorReply
  | FrameReadyEvent
  | FramePendingEvent

/** READY must arrive within this time, or the frame is reported as failed to load (spec section 9). */
export const frameLoadTimeoutMs = 20_000

/** Requests wait this long after READY (spec section 4). */
export const frameReadyDelayMs = 500

/** Connect email, device, OTP, social and the social redirect URI time out after this (spec section 9). */
export const frameRequestTimeoutMs = 30_000

/**
 * The messages of spec section 8 that concern the frame, as literal types: core's bundle has no
 * room for the strings, so `@latch/frame` holds the values (`frameErrorMessages`) and the type
 * checker holds them to these exact words.
 */
export type FrameErrorMessages = {
  /** A `<TYPE>_ERROR` reply without a message. */
  unknown: 'An error occurred'
  /** An aborted RPC request. */
  rpcAborted: 'Request was aborted'
  /** Any other aborted request (except the Farcaster URI request, which an abort leaves running). */
  aborted: 'Something went wrong'
  /** The frame did not report READY in time. */
  loadFailed: 'Unable to load email login dependency'
  /** A request was made with no frame. */
  notSet: 'The secure frame is not set'
}
