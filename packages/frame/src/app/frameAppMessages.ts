/**
 * The frame app's own `<TYPE>_ERROR` messages: the modal shows them as they are. Messages of the
 * Latch server's login routes (such as 'Please try again after 30 seconds' or 'Invalid code.')
 * pass through unchanged instead.
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
} as const
