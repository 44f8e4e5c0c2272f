import type { EmailLoginErrorCode, EmailLoginErrorType, MessageKey } from '@latch/core'

/** The interface's words for each code of core's `EmailLoginError` but `throttled`. */
const codeKeys: Record<Exclude<EmailLoginErrorCode, 'throttled'>, MessageKey> = {
  invalid_code: 'email_otp.invalid',
  invalid_email: 'email.invalid',
  same_email: 'update_email.same',
  email_in_use: 'update_email.in_use',
  social_denied: 'social.denied',
  social_failed: 'social.failed',
  social_unknown: 'social.expired',
  social_not_configured: 'social.not_configured',
  invalid_return_url: 'social.not_configured',
}

/**
 * Turns a failed email-login or email-update step into words for the visitor, by the error's name
 * and code, never its English: an invalid email, a login challenge that could not be passed, the
 * server's throttle with its seconds, a wrong code, an unchanged or taken address, or `fallback`;
 * the raw message of an unknown failure is added in debug mode only, for the site's developers.
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
  const name = error instanceof Error ? error.name : undefined
  if (name === 'InvalidEmailError') return t('email.invalid')
  if (name === 'SameEmailError') return t('update_email.same')
  // The server asks for a challenge and the site had none to give, or it was refused.
  if (name === 'LoginChallengeRequiredError') return t('email.challenge_refused')
  if (name === 'EmailLoginError') {
    const { code, retryAfterSeconds } = error as EmailLoginErrorType
    if (code === 'throttled' && retryAfterSeconds !== undefined)
      return t('email.throttled', { seconds: retryAfterSeconds })
    if (code !== 'throttled' && Object.hasOwn(codeKeys, code)) return t(codeKeys[code])
  }
  const raw =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return debug ? `${t(fallback)} (${raw.slice(0, 200)})` : t(fallback)
}
