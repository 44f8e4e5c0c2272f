import type { BaseErrorParameters, FrameErrorCode } from '@latch/core'
import { FrameReplyError } from '@latch/frame/handler'

/**
 * The frame app's own `<TYPE>_ERROR` messages: the modal shows them as they are, and each goes
 * with its code of {@link frameAppReplyCodes}. Messages of the Latch server's login routes (such
 * as 'Please try again after 30 seconds' or 'Invalid code.') pass through unchanged instead.
 */
export const frameAppMessages = {
  /** CONNECT_OTP before a CONNECT_EMAIL that succeeded. */
  noPendingLogin: 'Request a login code first.',
  /** An email update, or a request that needs a session, without one. */
  notSignedIn: 'You are not signed in.',
  /** The server no longer knows the session (expired, or signed out elsewhere). */
  sessionEnded: 'Your session has ended. Sign in again.',
  /** GET_CHAIN_ID before any network was known. */
  noNetwork: 'No network is selected yet.',
  /** The AUTH key share does not decrypt on the server (500 `share_unreadable`) or is malformed. */
  walletUnreadable: 'The wallet could not be opened.',
  /** The frame origin has no IndexedDB (blocked storage), so no device share can be kept. */
  walletUnavailable: 'The wallet is not available in this browser.',
  /** GET_USER on a device without a device share of the user's wallet (VERIFY_DEVICE path). */
  deviceNotVerified: 'This device is not verified yet.',
  /** CONNECT_SOCIAL without a GET_SOCIAL_REDIRECT_URI of this frame, or past its expiry. */
  noPendingSocial: 'Start the sign-in again.',
  /** CONNECT_SOCIAL with a URL that names another sign-in than the one this frame started. */
  otherSocialResult: 'This sign-in was not started here. Start it again.',
  /** CONNECT_FARCASTER without a GET_FARCASTER_URI of this frame. */
  noPendingFarcaster: 'Start the Farcaster sign-in again.',
  /** GET_SOCIAL_REDIRECT_URI with a return page that is not on the site's own origin. */
  returnUrlOffSite: 'The return page must be on the site’s own origin.',
} as const

/** The reply code of each of {@link frameAppMessages}. */
const frameAppReplyCodes = {
  noPendingLogin: 'not_signed_in',
  notSignedIn: 'not_signed_in',
  sessionEnded: 'not_signed_in',
  noNetwork: 'unsupported_chain',
  walletUnreadable: 'wallet_unavailable',
  walletUnavailable: 'wallet_unavailable',
  deviceNotVerified: 'unauthorized',
  noPendingSocial: 'social_unknown',
  otherSocialResult: 'social_unknown',
  noPendingFarcaster: 'social_unknown',
  returnUrlOffSite: 'invalid_return_url',
} as const satisfies Record<keyof typeof frameAppMessages, FrameErrorCode>

/**
 * The refusals of one table of messages and its codes: `key` → a {@link FrameReplyError} with
 * the key's message and code.
 */
export const replyErrorsOf =
  <key extends string>(messages: Record<key, string>, codes: Record<key, FrameErrorCode>) =>
  (key: key, parameters: BaseErrorParameters = {}): FrameReplyError =>
    new FrameReplyError(messages[key], { ...parameters, replyCode: codes[key] })

/**
 * The frame app's refusal `key`: its message and its code.
 *
 * @example
 * throw appReplyError('notSignedIn') // 'You are not signed in.', code not_signed_in
 */
export const appReplyError = replyErrorsOf(frameAppMessages, frameAppReplyCodes)
