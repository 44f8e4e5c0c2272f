import type { MultiNamespaceConnector } from '../connectors/createConnector.js'
import type { FrameSocialProvider } from '../protocol/frameMessages.js'

/** The id of the embedded wallet's connectors (spec section 3: type AUTH), one per namespace. */
export const authConnectorId = 'AUTH'

/** What the frame answers after the email step: a code to enter, the device to set up, or done. */
export type ConnectEmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECTED'

/** What the frame answers after the code: the device to set up, or done. */
export type ConnectOtpAction = 'VERIFY_DEVICE' | 'CONNECTED'

/** A Farcaster sign-in the frame started: its deep link, and when it ends (ms since the epoch). */
export type FarcasterUri = { url: string; expiresAt: number }

/**
 * What the frame answers after UPDATE_EMAIL: the code sent to the current address comes first;
 * 'VERIFY_SECONDARY_OTP' goes straight to the code sent to the new one.
 */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet (email login through the secure frame), as core and the views use it: the
 * multi-namespace contract plus the login and email-update steps. `@latch/frame/host` implements
 * it and loads the frame and its client only when a login or a stored connection needs them.
 * 'CONNECTED' means every namespace the wallet serves is recorded. Its `disconnect` signs out in
 * the frame (SIGN_OUT).
 */
export type EmbeddedWalletConnector = MultiNamespaceConnector & {
  readonly type: 'AUTH'
  /**
   * Mails a login code (CONNECT_EMAIL), with the site's answer to the server's challenge when
   * there is one. Rejects with `LoginChallengeRequiredError` when the server asks for a challenge
   * (none was given, or it refused the one given).
   */
  connectEmail(email: string, challenge?: string | undefined): Promise<ConnectEmailAction>
  /** Checks the code (CONNECT_OTP); connects when the device holds the wallet. */
  connectOtp(otp: string): Promise<ConnectOtpAction>
  /**
   * Sets up this device (CONNECT_DEVICE): the frame shows its own view until the visitor is done,
   * then the wallet connects. Aborting the signal ends the request in the frame too.
   */
  connectDevice(signal?: AbortSignal | undefined): Promise<void>
  /**
   * Starts a social login (GET_SOCIAL_REDIRECT_URI): resolves the provider's authorization URL,
   * to open in a popup or the page. The provider sends the visitor back to `returnUrl` (a page
   * of the site's origin) with the result's id.
   */
  getSocialRedirectUri(provider: FrameSocialProvider, returnUrl: string): Promise<string>
  /** Finishes a social login (CONNECT_SOCIAL) from the URL the provider sent the visitor back to. */
  connectSocial(uri: string): Promise<ConnectOtpAction>
  /**
   * Starts a Farcaster sign-in (GET_FARCASTER_URI): the deep link a Farcaster client opens (shown
   * as a QR code, or a link on a phone), and when the sign-in ends.
   */
  getFarcasterUri(): Promise<FarcasterUri>
  /**
   * Waits for the Farcaster client to approve the sign-in the last `getFarcasterUri` started
   * (CONNECT_FARCASTER), then connects as `connectSocial` does. Rejects with `EmailLoginError`
   * `social_denied` when it was declined there, `social_unknown` once it expired. Aborting the
   * signal ends the wait in the frame too.
   */
  connectFarcaster(signal?: AbortSignal | undefined): Promise<ConnectOtpAction>
  /** Starts changing the login email (UPDATE_EMAIL): a code goes to the current address. */
  updateEmail(email: string): Promise<UpdateEmailAction>
  /** Checks the current address's code (UPDATE_EMAIL_PRIMARY_OTP); a code goes to the new one. */
  updateEmailPrimaryOtp(otp: string): Promise<void>
  /** Checks the new address's code (UPDATE_EMAIL_SECONDARY_OTP); resolves the new login email. */
  updateEmailSecondaryOtp(otp: string): Promise<string>
}
