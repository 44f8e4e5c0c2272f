'use client'
import { closeModal, type MessageKey, truncateAddress } from '@latch/core'
import { signInWithX } from '@latch/core/signIn'
import { Avatar } from '../../components/Avatar.js'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import siweCss from './siwe.css?inline'

/** What the visitor reads for a failed sign-in: the UI never shows an error's own message. */
const reasons: Record<string, MessageKey> = {
  UserRejectedRequestError: 'errors.user_rejected',
  RequestPendingError: 'errors.request_pending',
  ApiUnavailableError: 'siwx.errors.unavailable',
  ApiNotConfiguredError: 'siwx.errors.unavailable',
  ApiResponseError: 'siwx.errors.refused',
  SiwxVerificationError: 'siwx.errors.refused',
  SiwxUnsupportedNamespaceError: 'siwx.errors.unsupported',
}

/**
 * ConnectingSiwe: the site asks the connected account to sign in (Sign In With X). It shows the
 * site, the account and its network; Sign in asks the wallet to sign the message (the embedded
 * wallet's frame shows it over this view), Cancel declines: the flow then disconnects a required
 * sign-in, or leaves an optional one for later (`watchSiwx`).
 */
export function ConnectingSiwe() {
  const config = useConfig()
  const t = useTranslate()
  const siwx = useLatchState((state) => state.siwx)
  const namespace = useLatchState((state) => state.activeNamespace)
  const chain = useLatchState((state) => (namespace ? state.chains[namespace] : undefined))
  const { metadata, siwx: siwxConfig, siweConfig } = config.options
  const siteName = metadata?.name || location.host
  const address = chain?.account.address
  const status = siwx?.status ?? 'checking'
  const busy = status === 'checking' || status === 'signing' || status === 'idle'
  const failed = status === 'error'
  const declined = failed && siwx?.errorName === 'UserRejectedRequestError'
  const required = siweConfig
    ? siweConfig.required !== false
    : (siwxConfig?.getRequired?.() ?? true)
  const signIn = () => signInWithX(config).catch(() => undefined)

  return (
    <div className="latch-connecting" data-state={status} data-testid="latch-siwe">
      {/* The view's own styles come with its lazy code, not in the modal's initial stylesheet. */}
      <style>{siweCss}</style>
      <div className="latch-connecting-image" data-state={failed ? 'error' : 'connecting'}>
        <WalletImage src={metadata?.icons[0]} name={siteName} size={72} />
        {busy && <Spinner size={96} />}
      </div>
      {failed ? (
        <div role="alert" className="latch-connecting-text">
          <p className="latch-connecting-title" data-variant="error">
            {declined ? t('siwx.declined') : t('siwx.failed')}
          </p>
          <p className="latch-muted">{t(reasons[siwx?.errorName ?? ''] ?? 'errors.unknown')}</p>
        </div>
      ) : status === 'signing' ? (
        <div role="status" className="latch-connecting-text">
          <p className="latch-connecting-title">{t('siwx.waiting')}</p>
          <p className="latch-muted">{t('siwx.waiting_description')}</p>
        </div>
      ) : status === 'signed_in' ? (
        <p role="status" className="latch-connecting-title">
          {t('siwx.signed_in')}
        </p>
      ) : busy ? (
        <p role="status" className="latch-muted">
          {t('siwx.checking')}
        </p>
      ) : (
        <div className="latch-connecting-text">
          <p className="latch-connecting-title">{siteName}</p>
          <p className="latch-muted">{t('siwx.description', { name: siteName })}</p>
        </div>
      )}
      {address && (
        <p className="latch-siwe-account" data-testid="latch-siwe-account">
          <Avatar address={address} size={20} />
          <span title={address}>{truncateAddress(address)}</span>{' '}
          {chain?.network.caipNetwork && (
            <span className="latch-muted">
              {t('siwx.on_network', { network: chain.network.caipNetwork.name })}
            </span>
          )}
        </p>
      )}
      {status !== 'signed_in' && (
        <div className="latch-siwe-actions">
          <button type="button" className="latch-button" onClick={() => closeModal(config)}>
            {t('siwx.cancel')}
          </button>
          {!busy && (
            <button type="button" className="latch-button" data-variant="primary" onClick={signIn}>
              {failed ? t('siwx.retry') : t('siwx.sign_in')}
            </button>
          )}
        </div>
      )}
      <p className="latch-muted latch-siwe-note">
        {required && status !== 'signed_in' ? t('siwx.required') : t('siwx.free')}
      </p>
    </div>
  )
}
