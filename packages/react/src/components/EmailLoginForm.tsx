'use client'
import { connectEmail, isEmail, pushView } from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { describeEmailLoginError } from '../utils/describeEmailLoginError.js'
import { Spinner } from './Spinner.js'

type FormState = { status: 'idle' } | { status: 'sending' } | { status: 'error'; message: string }

/**
 * The Connect view's email login: a valid email (spec section 5) asks the embedded wallet to mail
 * a login code, then the code view (or the device view) opens.
 */
export function EmailLoginForm() {
  const config = useConfig()
  const t = useTranslate()
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const sending = state.status === 'sending'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const value = email.trim()
    if (!isEmail(value)) return setState({ status: 'error', message: t('email.invalid') })
    setState({ status: 'sending' })
    try {
      const next = await connectEmail(config, { email: value })
      setState({ status: 'idle' })
      if (next === 'VERIFY_OTP') pushView(config, { view: 'EmailVerifyOtp', email: value })
      else if (next === 'VERIFY_DEVICE')
        pushView(config, { view: 'EmailVerifyDevice', email: value })
    } catch (error) {
      setState({
        status: 'error',
        message: describeEmailLoginError(error, {
          t,
          fallback: 'email.failed',
          debug: config.options.debug === true,
        }),
      })
    }
  }

  return (
    <form className="latch-email-form" noValidate onSubmit={submit} aria-busy={sending}>
      <label className="latch-field-label" htmlFor={`${id}-email`}>
        {t('email.label')}
      </label>
      <div className="latch-email-row">
        <input
          id={`${id}-email`}
          className="latch-input"
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={t('email.placeholder')}
          value={email}
          readOnly={sending}
          aria-invalid={state.status === 'error'}
          aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            if (state.status === 'error') setState({ status: 'idle' })
          }}
          data-testid="latch-email-input"
        />
        <button
          type="submit"
          className="latch-button"
          data-variant="primary"
          aria-busy={sending}
          data-testid="latch-email-submit"
        >
          {sending && <Spinner size={16} />}
          {t('email.submit')}
        </button>
      </div>
      <p className="latch-visually-hidden" role="status">
        {sending ? t('email.sending') : ''}
      </p>
      {state.status === 'error' && (
        <p id={`${id}-error`} className="latch-error latch-field-error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
