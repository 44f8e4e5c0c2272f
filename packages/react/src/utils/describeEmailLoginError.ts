import type { MessageKey } from '@latch/core'

/** The server's throttle message (spec section 5), as the frame passes it on. */
const throttlePattern = /^Please try again after (\d{1,6}) seconds?\.?$/

/**
 * Turns a failed email-login step into words for the visitor: an invalid email, the server's
 * throttle with its seconds, a wrong code, or `fallback`; the raw message of an unknown failure
 * is added in debug mode only, for the site's developers.
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
  const raw =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  const throttle = throttlePattern.exec(raw)
  if (throttle) return t('email.throttled', { seconds: Number(throttle[1]) })
  if (raw === 'Invalid code.' || raw === 'Invalid code') return t('email_otp.invalid')
  return debug ? `${t(fallback)} (${raw.slice(0, 200)})` : t(fallback)
}
