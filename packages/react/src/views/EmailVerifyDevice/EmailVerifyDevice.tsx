'use client'
import { connectDevice } from '@latch/core'
import { useEffect, useState } from 'react'
import { SecureFrameSlot } from '../../components/SecureFrameSlot.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { describeEmailLoginError } from '../../utils/describeEmailLoginError.js'

/**
 * The EmailVerifyDevice view: the secure frame shows its own device step over this view (a new
 * wallet's recovery code to keep, or the recovery code asked for on a new device), after an
 * email code or a social login. Leaving the
 * view ends the step in the frame; the modal closes once the wallet is connected.
 */
export function EmailVerifyDevice() {
  const config = useConfig()
  const t = useTranslate()
  const email = useLatchState((state) => state.modal.history.at(-1)?.email)
  // After a social login, the same device step ends that login instead.
  const socialProvider = useLatchState((state) => state.modal.history.at(-1)?.socialProvider)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string | undefined>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is a new device request
  useEffect(() => {
    const controller = new AbortController()
    setFailure(undefined)
    const step = socialProvider
      ? import('@latch/core/signIn').then(({ connectSocialDevice }) =>
          connectSocialDevice(config, { signal: controller.signal, provider: socialProvider }),
        )
      : connectDevice(config, { signal: controller.signal, email })
    step.catch((error: unknown) => {
      if (controller.signal.aborted) return
      setFailure(
        describeEmailLoginError(error, {
          t: (key, params) => config.i18n.t(key, params),
          fallback: 'email_device.failed',
          debug: config.options.debug === true,
        }),
      )
    })
    return () => controller.abort()
  }, [config, email, socialProvider, attempt])

  if (failure)
    return (
      <div className="latch-connecting">
        <p className="latch-error" role="alert">
          {failure}
        </p>
        <button
          type="button"
          className="latch-button"
          data-variant="primary"
          onClick={() => setAttempt((value) => value + 1)}
        >
          {t('email_device.retry')}
        </button>
      </div>
    )
  return <SecureFrameSlot description={t('email_device.description')} />
}
