'use client'
import type { MessageKey, PairingState } from '@latch/core'
import { getWalletConnect } from '@latch/core/internal'
import { type ReactNode, useEffect } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useCopyToClipboard } from '../hooks/useCopyToClipboard.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { Icon } from './Icon.js'
import { QrCode } from './QrCode.js'
import { Spinner } from './Spinner.js'

/** What an ended pairing tells the visitor, by error name. */
function failureKeys(errorName: string): [MessageKey, MessageKey] {
  if (errorName === 'ProposalExpiredError')
    return ['walletconnect.expired', 'walletconnect.expired_description']
  if (errorName === 'ProposalRejectedError')
    return ['walletconnect.rejected', 'errors.user_rejected']
  return ['walletconnect.failed', 'walletconnect.failed_description']
}

/** Starts a pairing when shown (an open one is reused) and returns where it stands. */
export function usePairing(): PairingState {
  const config = useConfig()
  useEffect(() => {
    const { pairing } = config.store.getState()
    if (pairing.status === 'idle') getWalletConnect(config)?.pair()
  }, [config])
  return useLatchState((state) => state.pairing)
}

/**
 * The pairing QR code with its copy button, or what went wrong with a way to try again. The URI
 * is also the copy button's payload and the QR's `data-uri`, so a desktop wallet can paste it.
 */
export function PairingPanel({ logo, caption }: { logo?: ReactNode; caption: string }) {
  const config = useConfig()
  const t = useTranslate()
  const pairing = usePairing()
  const { copied, copy } = useCopyToClipboard()

  if (pairing.status === 'error') {
    const [title, description] = failureKeys(pairing.errorName)
    return (
      <div className="latch-pairing" data-state="error">
        <div role="alert" className="latch-connecting-text">
          <p className="latch-connecting-title" data-variant="error">
            {t(title)}
          </p>
          <p className="latch-muted">{t(description)}</p>
        </div>
        <button
          type="button"
          className="latch-button"
          data-variant="primary"
          onClick={() => getWalletConnect(config)?.pair()}
        >
          {t('walletconnect.retry')}
        </button>
      </div>
    )
  }
  if (pairing.status !== 'ready')
    return (
      <div className="latch-pairing" data-state="loading">
        <div className="latch-qr latch-qr-placeholder" role="status">
          <Spinner size={48} />
          <span className="latch-visually-hidden">{t('button.connecting')}</span>
        </div>
      </div>
    )
  return (
    <div className="latch-pairing" data-state="ready" data-uri={pairing.uri}>
      <QrCode value={pairing.uri} label={t('walletconnect.qr_label')} logo={logo} />
      <p className="latch-muted">{caption}</p>
      <button type="button" className="latch-button" onClick={() => copy(pairing.uri)}>
        <Icon name={copied ? 'check' : 'copy'} />
        {copied ? t('walletconnect.copied') : t('walletconnect.copy')}
      </button>
      <span className="latch-visually-hidden" role="status">
        {copied ? t('walletconnect.copied') : ''}
      </span>
    </div>
  )
}
