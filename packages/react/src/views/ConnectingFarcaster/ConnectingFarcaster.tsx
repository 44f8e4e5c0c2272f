'use client'
import type { MessageKey } from '@latch/core'
import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon.js'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { SocialIcon } from '../../social/SocialIcon.js'
import { formatCountdown } from './formatCountdown.js'
import { useFarcasterSignIn } from './useFarcasterSignIn.js'

/** The time left, once a second while the sign-in waits. */
function Countdown({ expiresAt }: { expiresAt: number }) {
  const t = useTranslate()
  const locale = useLatchState((state) => state.locale)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  // Not a live region: a screen reader would read every second out.
  return (
    <p className="latch-muted" data-testid="latch-farcaster-expiry">
      {t('farcaster.expires_in', { time: formatCountdown(expiresAt - now, locale) })}
    </p>
  )
}

/** The QR code of the deep link, the link itself for a phone, and a copy of it. */
function DeepLink({ url, expiresAt }: { url: string; expiresAt: number }) {
  const t = useTranslate()
  const { copied, copy } = useCopyToClipboard()
  return (
    <div className="latch-connecting latch-pairing" data-state="waiting" data-uri={url}>
      <QrCode
        value={url}
        label={t('farcaster.qr_label')}
        logo={<SocialIcon provider="farcaster" size={40} />}
      />
      <div role="status" className="latch-connecting-text">
        <p className="latch-connecting-title">{t('farcaster.scan')}</p>
        <p className="latch-muted">{t('farcaster.scan_description')}</p>
      </div>
      <Countdown expiresAt={expiresAt} />
      <a
        className="latch-button"
        data-variant="primary"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('farcaster.open')}
        <Icon name="external" />
      </a>
      <button type="button" className="latch-button" onClick={() => copy(url)}>
        <Icon name={copied ? 'check' : 'copy'} />
        {copied ? t('farcaster.copied') : t('farcaster.copy')}
      </button>
      <span className="latch-visually-hidden" role="status">
        {copied ? t('farcaster.copied') : ''}
      </span>
    </div>
  )
}

/**
 * ConnectingFarcaster: Sign In With Farcaster into the embedded wallet. The frame opens the
 * sign-in and this view shows its deep link as a QR code to scan with the Farcaster app, and as
 * a link to open it on this phone, with the time left (ten minutes). It waits for the approval
 * there; an expiry, a refusal in Farcaster and a failure each say so, with a way to start again.
 * Approved, the modal closes, or a new wallet's device step follows as after a social login.
 */
export function ConnectingFarcaster() {
  const t = useTranslate()
  const { state, retry } = useFarcasterSignIn()

  if (state.status === 'preparing')
    return (
      <div className="latch-connecting latch-pairing" data-state="preparing">
        <div className="latch-qr latch-qr-placeholder" role="status">
          <Spinner size={48} />
          <span className="latch-visually-hidden">{t('farcaster.preparing')}</span>
        </div>
      </div>
    )
  if (state.status === 'waiting') return <DeepLink url={state.url} expiresAt={state.expiresAt} />

  const [title, description]: [MessageKey, string] =
    state.status === 'expired'
      ? ['farcaster.expired', t('farcaster.expired_description')]
      : state.status === 'rejected'
        ? ['farcaster.rejected', t('farcaster.rejected_description')]
        : ['farcaster.failed', state.message]
  return (
    <div className="latch-connecting latch-pairing" data-state={state.status}>
      <div className="latch-connecting-image" data-state="error">
        <SocialIcon provider="farcaster" size={64} />
      </div>
      <div role="alert" className="latch-connecting-text">
        <p className="latch-connecting-title" data-variant="error">
          {t(title)}
        </p>
        <p className="latch-muted" data-testid="latch-farcaster-error">
          {description}
        </p>
      </div>
      <button type="button" className="latch-button" data-variant="primary" onClick={retry}>
        {state.status === 'expired' ? t('farcaster.new_code') : t('farcaster.retry')}
      </button>
    </div>
  )
}
