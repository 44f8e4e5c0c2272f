'use client'
import { connectEmail, connectOtp, replaceView } from '@latch/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { describeEmailLoginError } from '../../utils/describeEmailLoginError.js'

/** A new code may be asked for once per 30 s (spec sections 5 and 9). */
export const resendCodeAfterMs = 30_000

/** The login code's length. */
const codeLength = 6

type OtpState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'resent' }
  | { status: 'error'; message: string }

/**
 * The EmailVerifyOtp view: the code from the login email. Six digits submit on their own; a
 * wrong code can be typed again; a new code can be asked for after 30 s. The device view
 * replaces this one when the device must be set up; the modal closes once connected.
 */
export function EmailVerifyOtp() {
  const config = useConfig()
  const t = useTranslate()
  const id = useId()
  const email = useLatchState((state) => state.modal.history.at(-1)?.email) ?? ''
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [state, setState] = useState<OtpState>({ status: 'idle' })
  const [resendAt, setResendAt] = useState(() => Date.now() + resendCodeAfterMs)
  const [now, setNow] = useState(() => Date.now())
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000))
  const debug = config.options.debug === true

  useEffect(() => {
    if (secondsLeft === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [secondsLeft])

  const verify = async (otp: string) => {
    if (state.status === 'verifying') return
    setState({ status: 'verifying' })
    try {
      const next = await connectOtp(config, { otp, email })
      if (next === 'VERIFY_DEVICE') replaceView(config, { view: 'EmailVerifyDevice', email })
    } catch (error) {
      setCode('')
      setState({
        status: 'error',
        message: describeEmailLoginError(error, { t, fallback: 'email_otp.failed', debug }),
      })
      input.current?.focus()
    }
  }

  const resend = async () => {
    setResendAt(Date.now() + resendCodeAfterMs)
    setNow(Date.now())
    try {
      await connectEmail(config, { email })
      setState({ status: 'resent' })
    } catch (error) {
      setState({
        status: 'error',
        message: describeEmailLoginError(error, { t, fallback: 'email.failed', debug }),
      })
    }
    input.current?.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.length === codeLength) void verify(code)
  }

  const verifying = state.status === 'verifying'
  return (
    <form className="latch-otp" noValidate onSubmit={submit} aria-busy={verifying}>
      <p className="latch-muted" id={`${id}-description`}>
        {t('email_otp.description', { email })}
      </p>
      <label className="latch-field-label" htmlFor={`${id}-code`}>
        {t('email_otp.label')}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        className="latch-input latch-otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        value={code}
        readOnly={verifying}
        aria-invalid={state.status === 'error'}
        aria-describedby={`${id}-description${state.status === 'error' ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, codeLength)
          setCode(digits)
          if (state.status === 'error' || state.status === 'resent') setState({ status: 'idle' })
          if (digits.length === codeLength) void verify(digits)
        }}
        data-testid="latch-otp-input"
      />
      <p className="latch-otp-status" role="status">
        {verifying && <Spinner size={16} />}
        {verifying
          ? t('email_otp.verifying')
          : state.status === 'resent'
            ? t('email_otp.resent')
            : ''}
      </p>
      {state.status === 'error' && (
        <p id={`${id}-error`} className="latch-error" role="alert">
          {state.message}
        </p>
      )}
      <button
        type="button"
        className="latch-button"
        disabled={secondsLeft > 0}
        onClick={() => void resend()}
        data-testid="latch-otp-resend"
      >
        {secondsLeft > 0
          ? t('email_otp.resend_in', { seconds: secondsLeft })
          : t('email_otp.resend')}
      </button>
    </form>
  )
}
