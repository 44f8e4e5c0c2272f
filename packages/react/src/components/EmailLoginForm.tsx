'use client'
import { connectEmail, pushView } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { EmailForm } from './EmailForms.js'

/**
 * The Connect view's email login: a valid email (spec section 5) asks the embedded wallet to mail
 * a login code, then the code view (or the device view) opens. When the server asks for a
 * challenge, the form says it checks while the site's `loginChallenge` runs.
 */
export function EmailLoginForm() {
  const config = useConfig()
  const t = useTranslate()
  return (
    <EmailForm
      label={t('email.label')}
      submitLabel={t('email.submit')}
      failedKey="email.failed"
      testId="latch-email"
      onSubmit={async (email, onChallenge) => {
        const next = await connectEmail(config, { email, onChallenge })
        if (next === 'VERIFY_OTP') pushView(config, { view: 'EmailVerifyOtp', email })
        else if (next === 'VERIFY_DEVICE') pushView(config, { view: 'EmailVerifyDevice', email })
      }}
    />
  )
}
