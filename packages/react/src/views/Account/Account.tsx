'use client'
import {
  authConnectorId,
  disconnect,
  type FrameSocialProvider,
  formatBalance,
  pushView,
  truncateAddress,
  type View,
  type WalletFeature,
} from '@latch/core'
import { socialProviderNames } from '@latch/core/signIn'
import { Avatar } from '../../components/Avatar.js'
import { Icon } from '../../components/Icon.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useConnectedConnector } from '../../hooks/useConnectedConnector.js'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { safeLink } from '../../utils/safeLink.js'
import { AccountTabs } from './AccountTabs.js'
import accountCss from './account.css?inline'

/** The spec's default wallet-feature order (section 2). */
const defaultWalletFeaturesOrder: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/**
 * The wallet features this build has a view for. A feature's button shows only when the feature
 * is on (`features[feature] !== false`) AND it is listed here: onramp and swaps come later; until
 * then they are not shown, whatever the options say.
 */
const builtWalletFeatures: Partial<Record<WalletFeature, View>> = {
  receive: 'Receive',
  send: 'Send',
}

/**
 * The Account view: address with copy, balance, the login email of an email wallet with its
 * Update email button, network, explorer link and Disconnect.
 */
export function Account() {
  const config = useConfig()
  const t = useTranslate()
  const namespace = useLatchState((state) => state.activeNamespace)
  const chain = useLatchState((state) => (namespace ? state.chains[namespace] : undefined))
  const connector = useConnectedConnector()
  const { copied, copy } = useCopyToClipboard()
  const features = config.options.features
  const walletFeatures = (features?.walletFeaturesOrder ?? defaultWalletFeaturesOrder).filter(
    (feature) => features?.[feature] !== false && builtWalletFeatures[feature] !== undefined,
  )

  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  if (!chain || !address) return null
  const { balance, balanceDecimals, balanceSymbol, balanceStatus } = chain.account
  const explorer = safeLink(chain.account.addressExplorerUrl)
  const socialProvider = chain.account.socialProvider as FrameSocialProvider | undefined
  const socialName = socialProvider ? (socialProviderNames[socialProvider] ?? socialProvider) : ''
  const balanceText =
    balanceStatus === 'ready' && balance !== undefined && balanceDecimals !== undefined
      ? `${formatBalance(BigInt(balance), balanceDecimals, { locale: config.i18n.locale })} ${balanceSymbol ?? ''}`.trim()
      : undefined

  return (
    <div className="latch-account">
      {/* The view's own styles come with its lazy code, not in the modal's initial stylesheet. */}
      <style>{accountCss}</style>
      <Avatar address={address} />
      <div className="latch-account-address">
        <span className="latch-address" title={address} data-testid="latch-account-address">
          {truncateAddress(address)}
        </span>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={copied ? t('account.copied') : t('account.copy_address')}
          onClick={() => copy(address)}
        >
          <Icon name={copied ? 'check' : 'copy'} />
        </button>
        <span className="latch-visually-hidden" role="status">
          {copied ? t('account.copied') : ''}
        </span>
      </div>
      <p className="latch-balance" data-testid="latch-account-balance" data-state={balanceStatus}>
        {balanceText ??
          (balanceStatus === 'unavailable' ? t('account.balance_unavailable') : t('modal.loading'))}
      </p>
      {socialProvider ? (
        <p className="latch-account-email" data-testid="latch-account-social">
          {chain.account.username
            ? t('social.signed_in', { name: socialName, username: chain.account.username })
            : t('social.signed_in_provider', { name: socialName })}
        </p>
      ) : (
        chain.account.email && (
          // The email's row reuses the address row's layout: the text, then its icon button.
          <div className="latch-account-address">
            <p className="latch-account-email" data-testid="latch-account-email">
              {t('embedded.email', { email: chain.account.email })}
            </p>
            {chain.account.connectorId === authConnectorId && (
              <button
                type="button"
                className="latch-icon-button"
                aria-label={t('update_email.button')}
                onClick={() => pushView(config, { view: 'UpdateEmailWallet' })}
                data-testid="latch-account-update-email"
              >
                <Icon name="edit" />
              </button>
            )}
          </div>
        )
      )}
      {walletFeatures.length > 0 && (
        <div className="latch-wallet-features">
          {walletFeatures.map((feature) => (
            <button
              key={feature}
              type="button"
              className="latch-button"
              data-testid={`latch-wallet-feature-${feature}`}
              onClick={() => {
                const view = builtWalletFeatures[feature]
                if (view) pushView(config, { view })
              }}
            >
              <Icon name={feature === 'send' ? 'send' : 'qr'} size={20} />
              {t(`wallet_features.${feature as 'receive' | 'send'}`)}
            </button>
          ))}
        </div>
      )}
      {connector && (
        <p className="latch-muted latch-connected-with">
          <WalletImage src={connector.imageUrl} name={connector.name} size={16} />
          {t('account.connected_with', { name: connector.name })}
        </p>
      )}
      <div className="latch-list">
        {network && (
          <button
            type="button"
            className="latch-list-item"
            disabled={config.options.enableNetworkSwitch === false}
            onClick={() => pushView(config, { view: 'Networks' })}
          >
            <NetworkImage network={network} />
            <span className="latch-list-label">
              <span className="latch-visually-hidden">{t('account.switch_network')} </span>
              {network.name}
            </span>
            <Icon name="chevron" />
          </button>
        )}
        {explorer && (
          <a className="latch-list-item" href={explorer} target="_blank" rel="noopener noreferrer">
            <Icon name="external" size={20} />
            <span className="latch-list-label">{t('account.explorer')}</span>
          </a>
        )}
        <button
          type="button"
          className="latch-list-item"
          data-variant="danger"
          onClick={() => disconnect(config, { namespace }).catch(() => undefined)}
        >
          <Icon name="disconnect" size={20} />
          <span className="latch-list-label">{t('account.disconnect')}</span>
        </button>
      </div>
      {/* Tokens, NFTs and Activity come from the chain-data service of the site's Latch server. */}
      {config.options.apiUrl && config.options.projectId && <AccountTabs />}
    </div>
  )
}
