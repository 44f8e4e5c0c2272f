'use client'
import { replaceView } from '@latch/core'
import { connectSocial, getSocialRedirectUri, socialProviderNames } from '@latch/core/signIn'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { takeReturnedSocialResult } from '../../social/finishSocialRedirect.js'
import { SocialIcon } from '../../social/SocialIcon.js'
import { readReturnedUrl } from '../../social/socialPopup.js'
import { openSocialPopup, takeSocialPopup } from '../../social/socialPopupWindow.js'
import { describeEmailLoginError } from '../../utils/describeEmailLoginError.js'
import { isMobile } from '../../utils/isMobile.js'

/** How often the popup's address is looked at. */
const pollMs = 250
/** A sign-in lives as long as the server keeps it (10 minutes). */
const socialTimeoutMs = 10 * 60_000

type Stage = 'opening' | 'waiting' | 'redirecting' | 'finishing' | { failure: string }

/**
 * ConnectingSocial: a social login in progress. The click opened the popup (or, where popups are
 * blocked and on phones, the page itself goes): this view asks the frame for the provider's URL
 * and sends the popup there, then watches it until the provider sends it back to this site with
 * the result's id, closes it and has the frame finish the login. A closed popup, a refusal and an
 * expiry each say so, with a way to try again. A page that came back from a redirect finishes
 * here too.
 */
export function ConnectingSocial() {
  const config = useConfig()
  const t = useTranslate()
  const provider = useLatchState((state) => state.modal.history.at(-1)?.socialProvider)
  const [attempt, setAttempt] = useState(0)
  const [stage, setStage] = useState<Stage>('opening')
  const name = provider ? socialProviderNames[provider] : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is a new sign-in
  useEffect(() => {
    if (!provider) return
    let ended = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const fail = (error: unknown, key?: 'social.closed' | 'social.expired') => {
      if (ended) return
      ended = true
      setStage({
        failure: key
          ? config.i18n.t(key)
          : describeEmailLoginError(error, {
              t: (messageKey, params) => config.i18n.t(messageKey, params),
              fallback: 'social.failed',
              debug: config.options.debug === true,
            }),
      })
    }
    const finish = async (uri: string) => {
      setStage('finishing')
      try {
        const next = await connectSocial(config, { uri, provider })
        if (next === 'VERIFY_DEVICE')
          replaceView(config, { view: 'EmailVerifyDevice', socialProvider: provider })
      } catch (error) {
        fail(error)
      }
    }
    const returned = takeReturnedSocialResult()
    if (returned) {
      void finish(returned.uri)
      return () => {
        ended = true
      }
    }
    const popup = takeSocialPopup() ?? null
    const startedAt = Date.now()
    const watch = () => {
      if (ended || !popup) return
      const uri = readReturnedUrl(popup)
      if (uri) {
        popup.close()
        void finish(uri)
        return
      }
      if (popup.closed) return fail(undefined, 'social.closed')
      if (Date.now() - startedAt > socialTimeoutMs) {
        popup.close()
        return fail(undefined, 'social.expired')
      }
      timer = setTimeout(watch, pollMs)
    }
    getSocialRedirectUri(config, { provider, returnUrl: location.href })
      .then((uri) => {
        if (ended) return
        if (!popup || popup.closed) {
          // No popup: the page goes to the provider and comes back to this address.
          setStage('redirecting')
          location.assign(uri)
          return
        }
        popup.location.href = uri
        setStage('waiting')
        watch()
      })
      .catch((error: unknown) => {
        popup?.close()
        fail(error)
      })
    return () => {
      ended = true
      if (timer) clearTimeout(timer)
    }
  }, [config, provider, attempt])

  if (!provider) return null
  const failure = typeof stage === 'object' ? stage.failure : undefined
  const retry = () => {
    // A new popup, opened in this click, as the first one was.
    openSocialPopup(isMobile())
    setStage('opening')
    setAttempt((value) => value + 1)
  }
  return (
    <div className="latch-connecting" data-state={failure ? 'error' : 'connecting'}>
      <div className="latch-connecting-image" data-state={failure ? 'error' : 'connecting'}>
        <SocialIcon provider={provider} size={64} />
        {!failure && <Spinner size={96} />}
      </div>
      {failure ? (
        <div role="alert" className="latch-connecting-text">
          <p className="latch-connecting-title" data-variant="error">
            {t('connecting.failed')}
          </p>
          <p className="latch-muted" data-testid="latch-social-error">
            {failure}
          </p>
        </div>
      ) : (
        <div role="status" className="latch-connecting-text">
          <p className="latch-connecting-title">
            {stage === 'finishing'
              ? t('social.finishing')
              : stage === 'redirecting'
                ? t('social.redirecting', { name })
                : t('social.waiting', { name })}
          </p>
          {(stage === 'waiting' || stage === 'opening') && (
            <p className="latch-muted">{t('social.waiting_description')}</p>
          )}
        </div>
      )}
      {(failure || stage === 'waiting') && (
        <button
          type="button"
          className="latch-button"
          data-variant={failure ? 'primary' : 'secondary'}
          onClick={retry}
        >
          {failure ? t('social.retry') : t('social.reopen')}
        </button>
      )}
    </div>
  )
}
