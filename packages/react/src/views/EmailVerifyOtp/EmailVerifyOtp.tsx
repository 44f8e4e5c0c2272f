'use client'
import { connectEmail, connectOtp, replaceView } from '@latch/core'
import { OtpCodeForm } from '../../components/EmailForms.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/**
 * The EmailVerifyOtp view: the code from the login email. Six digits submit on their own; a
 * wrong code can be typed again; a new code can be asked for after 30 s. The device view
 * replaces this one when the device must be set up; the modal closes once connected.
 */
export function EmailVerifyOtp() {
  const config = useConfig()
  const t = useTranslate()
  const email = useLatchState((state) => state.modal.history.at(-1)?.email) ?? ''
  return (
    <OtpCodeForm
      description={t('email_otp.description', { email })}
      label={t('email_otp.label')}
      onVerify={async (otp) => {
        const next = await connectOtp(config, { otp, email })
        if (next === 'VERIFY_DEVICE') replaceView(config, { view: 'EmailVerifyDevice', email })
      }}
      onResend={async () => {
        await connectEmail(config, { email })
      }}
    />
  )
}
