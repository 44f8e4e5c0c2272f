'use client'
/**
 * The email flows' two fields: an address with its submit button, and a mailed code. One module,
 * so one lazy chunk: each flow (login, update) shows both, one after the other, and a chunk of
 * its own costs the lazy-views budget more than it saves.
 */
import { isEmail, type MessageKey } from '@latch/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { describeEmailLoginError } from '../utils/describeEmailLoginError.js'
import { Spinner } from './Spinner.js'

type FormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'checking' }
  | { status: 'error'; message: string }

export type EmailFormProps = {
  /** The field's visible label (its accessible name). */
  label: string
  /** The submit button's text. */
  submitLabel: string
  /**
   * Sends a valid address (spec section 5); a rejection is shown in words. `onChallenge` says
   * that the site's login challenge runs ("Checking you are not a robot…").
   */
  onSubmit: (email: string, onChallenge: () => void) => Promise<void>
  /** Words for a failure that `describeEmailLoginError` does not know. */
  failedKey: MessageKey
  /** The prefix of the field's and the button's test ids. */
  testId: string
}

/**
 * An email field with its submit button, for the email login and the email update: an invalid
 * address is refused inline without asking the wallet; the server's throttle, a wrong or taken
 * address are shown in words.
 *
 * @example
 * <EmailForm label="Email" submitLabel="Continue" failedKey="email.failed" testId="latch-email"
 *   onSubmit={(email) => connectEmail(config, { email }).then(() => undefined)} />
 */
export function EmailForm({ label, submitLabel, onSubmit, failedKey, testId }: EmailFormProps) {
  const config = useConfig()
  const t = useTranslate()
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const checking = state.status === 'checking'
  const sending = checking || state.status === 'sending'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const value = email.trim()
    if (!isEmail(value)) return setState({ status: 'error', message: t('email.invalid') })
    setState({ status: 'sending' })
    try {
      await onSubmit(value, () => setState({ status: 'checking' }))
      setState({ status: 'idle' })
    } catch (error) {
      setState({
        status: 'error',
        message: describeEmailLoginError(error, {
          t,
          fallback: failedKey,
          debug: config.options.debug === true,
        }),
      })
    }
  }

  return (
    <form className="latch-email-form" noValidate onSubmit={submit} aria-busy={sending}>
      <label className="latch-field-label" htmlFor={`${id}-email`}>
        {label}
      </label>
      <div className="latch-email-row">
        <input
          id={`${id}-email`}
          className="latch-input"
          type="email"
          name="email"
          autoComplete="email"
          // An address reads left to right in any language.
          dir="ltr"
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
          data-testid={`${testId}-input`}
        />
        <button
          type="submit"
          className="latch-button"
          data-variant="primary"
          aria-busy={sending}
          data-testid={`${testId}-submit`}
        >
          {sending && <Spinner size={16} />}
          {submitLabel}
        </button>
      </div>
      <p className={checking ? 'latch-muted' : 'latch-visually-hidden'} role="status">
        {checking ? t('email.challenge') : sending ? t('email.sending') : ''}
      </p>
      {state.status === 'error' && (
        <p id={`${id}-error`} className="latch-error latch-field-error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}

/** A new code may be asked for once per 30 s (spec sections 5 and 9). */
const resendCodeAfterMs = 30_000

/** The length of the codes the server mails. */
const codeLength = 6

type OtpState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'resent' }
  | { status: 'error'; message: string }

export type OtpCodeFormProps = {
  /** Says where the code went ("Enter the code we sent to …"). */
  description: string
  /** The field's visible label (its accessible name). */
  label: string
  /** Checks six digits; a rejection is shown in words and the field is cleared for another try. */
  onVerify: (otp: string) => Promise<void>
  /** Asks for a new code, offered 30 s after the last one; without it there is no such button. */
  onResend?: (() => Promise<void>) | undefined
  /** Words for a failed resend that `describeEmailLoginError` does not know. */
  resendFailedKey?: MessageKey | undefined
}

/**
 * A mailed code's field: six digits submit on their own; a wrong code can be typed again; a new
 * code can be asked for after 30 s. Shared by the email login and the email update.
 *
 * @example
 * <OtpCodeForm description={t('email_otp.description', { email })} label={t('email_otp.label')}
 *   onVerify={(otp) => connectOtp(config, { otp, email }).then(() => undefined)} />
 */
export function OtpCodeForm({
  description,
  label,
  onVerify,
  onResend,
  resendFailedKey = 'email.failed',
}: OtpCodeFormProps) {
  const config = useConfig()
  const t = useTranslate()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [state, setState] = useState<OtpState>({ status: 'idle' })
  const [resendAt, setResendAt] = useState(() => Date.now() + resendCodeAfterMs)
  const [now, setNow] = useState(() => Date.now())
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000))
  const debug = config.options.debug === true
  const canResend = onResend !== undefined

  useEffect(() => {
    if (secondsLeft === 0 || !canResend) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [secondsLeft, canResend])

  const verify = async (otp: string) => {
    if (state.status === 'verifying') return
    setState({ status: 'verifying' })
    try {
      await onVerify(otp)
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
    if (!onResend) return
    setResendAt(Date.now() + resendCodeAfterMs)
    setNow(Date.now())
    try {
      await onResend()
      setState({ status: 'resent' })
    } catch (error) {
      setState({
        status: 'error',
        message: describeEmailLoginError(error, { t, fallback: resendFailedKey, debug }),
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
        {description}
      </p>
      <label className="latch-field-label" htmlFor={`${id}-code`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        className="latch-input latch-otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
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
      {canResend && (
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
      )}
    </form>
  )
}
