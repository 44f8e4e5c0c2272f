'use client'
/**
 * The email update's views (spec section 4): the new address, the code sent to the current
 * address, the code sent to the new one. Three views, so that the modal's Back and titles work
 * per step; one module, so one lazy chunk, since each step leads to the next.
 */
import {
  openModal,
  pushView,
  replaceView,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
} from '@latch/core'
import { EmailForm, OtpCodeForm } from '../../components/EmailForms.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/**
 * The UpdateEmailWallet view, from the Account of an email login: the new address (valid, not
 * the current one). The embedded wallet mails a code to the current address first (spec section
 * 4: VERIFY_PRIMARY_OTP), then to the new one; the code views follow.
 */
export function UpdateEmailWallet() {
  const config = useConfig()
  const t = useTranslate()
  return (
    <EmailForm
      label={t('update_email.label')}
      submitLabel={t('update_email.submit')}
      failedKey="update_email.failed"
      testId="latch-update-email"
      onSubmit={async (email) => {
        const next = await updateEmail(config, { email })
        pushView(config, {
          view: next === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
          email,
        })
      }}
    />
  )
}

/**
 * One code step of the email update. 'primary': the code sent to the current address, which may
 * be sent again; then the new address's step replaces this one, so Back returns to the new-email
 * field (the server has moved on, this code is used up). 'secondary': the code sent to the new
 * address; on success the Account shows the new email.
 */
function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const config = useConfig()
  const t = useTranslate()
  // The route carries the new address; the current one is the connected account's.
  const newEmail = useLatchState((state) => state.modal.history.at(-1)?.email) ?? ''
  const currentEmail = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.email : undefined,
  )
  const primary = step === 'primary'
  return (
    <OtpCodeForm
      description={t('email_otp.description', {
        email: (primary ? currentEmail : newEmail) ?? '',
      })}
      label={t(primary ? 'update_email.primary_label' : 'update_email.secondary_label')}
      onVerify={async (otp) => {
        if (!primary) {
          await updateEmailSecondaryOtp(config, { otp })
          return openModal(config, { view: 'Account' })
        }
        await updateEmailPrimaryOtp(config, { otp })
        replaceView(config, { view: 'UpdateEmailSecondaryOtp', email: newEmail })
      }}
      // Starting again mails the current address a new code; the new address has no resend.
      onResend={
        primary
          ? async () => {
              await updateEmail(config, { email: newEmail })
            }
          : undefined
      }
      resendFailedKey="update_email.failed"
    />
  )
}

/** The UpdateEmailPrimaryOtp view: "Code from your current email". */
export function UpdateEmailPrimaryOtp() {
  return <UpdateEmailOtp step="primary" />
}

/** The UpdateEmailSecondaryOtp view: "Code from your new email". */
export function UpdateEmailSecondaryOtp() {
  return <UpdateEmailOtp step="secondary" />
}
