import type { MessageKey } from '@latch/core'

/** The server's throttle message (spec section 5), as the frame passes it on. */
const throttlePattern = /^Please try again after (\d{1,6}) seconds?\.?$/

/** The server's (and core's) exact messages that have words of their own in the interface. */
const knownMessages = new Map<string, MessageKey>([
  ['Invalid code.', 'email_otp.invalid'],
  ['Invalid code', 'email_otp.invalid'],
  ['Invalid email address.', 'email.invalid'],
  ['This is already the login email.', 'update_email.same'],
  ['Another account of this project uses this email.', 'update_email.in_use'],
])

/**
 * Turns a failed email-login or email-update step into words for the visitor: an invalid email,
 * a login challenge that could not be passed, the server's throttle with its seconds, a wrong code, an unchanged or taken address, or
 * `fallback`; the raw message of an unknown failure is added in debug mode only, for the site's
 * developers.
 *
 * @example
 * describeEmailLoginError(error, { t, fallback: 'email.failed', debug: false })
 */
export function describeEmailLoginError(
  error: unknown,
  parameters: {
    t: (key: MessageKey, params?: Record<string, string | number>) => string
    fallback: MessageKey
    debug: boolean
  },
): string {
  const { t, fallback, debug } = parameters
  if (error instanceof Error && error.name === 'InvalidEmailError') return t('email.invalid')
  // The server asks for a challenge and the site had none to give, or it was refused.
  if (error instanceof Error && error.name === 'LoginChallengeRequiredError')
    return t('email.challenge_refused')
  const raw =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  const throttle = throttlePattern.exec(raw)
  if (throttle) return t('email.throttled', { seconds: Number(throttle[1]) })
  const known = knownMessages.get(raw)
  if (known) return t(known)
  return debug ? `${t(fallback)} (${raw.slice(0, 200)})` : t(fallback)
}
