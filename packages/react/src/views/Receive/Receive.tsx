'use client'
import { Icon } from '../../components/Icon.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { QrCode } from '../../components/QrCode.js'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import receiveCss from './receive.css?inline'

/**
 * The Receive view: the connected address as a QR code and as text with Copy, the networks of
 * the active namespace it can receive on, and a warning to send only on those.
 */
export function Receive() {
  const t = useTranslate()
  const namespace = useLatchState((state) => state.activeNamespace)
  const chain = useLatchState((state) => (namespace ? state.chains[namespace] : undefined))
  const { copied, copy } = useCopyToClipboard()
  const address = chain?.account.address
  if (!chain || !address) return null
  const networks = chain.network.requestedNetworks
  return (
    <div className="latch-receive">
      <style>{receiveCss}</style>
      <QrCode value={address} label={t('receive.qr_label')} size={200} />
      <p className="latch-muted">{t('receive.address')}</p>
      <p className="latch-receive-address latch-address" data-testid="latch-receive-address">
        {address}
      </p>
      <button
        type="button"
        className="latch-button"
        onClick={() => copy(address)}
        data-testid="latch-receive-copy"
      >
        <Icon name={copied ? 'check' : 'copy'} />
        {copied ? t('receive.copied') : t('receive.copy')}
      </button>
      <span className="latch-visually-hidden" role="status">
        {copied ? t('receive.copied') : ''}
      </span>
      <h3 className="latch-section-title">{t('receive.networks')}</h3>
      <ul className="latch-receive-networks" data-testid="latch-receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkImage network={network} />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
      <p className="latch-wallet-warning" role="note">
        <Icon name="warning" />
        {t('receive.warning')}
      </p>
    </div>
  )
}
