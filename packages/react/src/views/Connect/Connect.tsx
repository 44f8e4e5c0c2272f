'use client'
import {
  getConnectMethodsOrder,
  getWalletSections,
  type MessageKey,
  pushView,
  type WalletItem,
  walletConnectConnectorId,
  walletImageUrl,
} from '@latch/core'
import { getEmbeddedWallet, getWalletConnect } from '@latch/core/internal'
import { getSocials, readTelegramPlatform } from '@latch/core/signIn'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { EmailLoginForm } from '../../components/EmailLoginForm.js'
import { Icon } from '../../components/Icon.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { SocialLogins } from '../../social/SocialLogins.js'
import { isAllWalletsShown } from '../../utils/isAllWalletsShown.js'
import { isMobile } from '../../utils/isMobile.js'
import { requestSuggestedWallets } from '../../utils/requestSuggestedWallets.js'
import { safeLink } from '../../utils/safeLink.js'
import { selectWallet } from '../../utils/selectWallet.js'
import { warnOnce } from '../../utils/warnOnce.js'
import connectCss from './connect.css?inline'
import { LegalCheckbox } from './LegalCheckbox.js'
import { useLegalAgreement } from './legalAgreement.js'

/** How many wallets the Connect view lists before All wallets (WalletConnect's row aside). */
const maxListedWallets = 4

/** Arrow keys move between the wallets, as in a list; Tab still leaves it. */
function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-wallet-item]')]
  const index = items.indexOf(event.target as HTMLElement)
  if (index === -1) return
  event.preventDefault()
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length
  items[next]?.focus()
}

/**
 * A wallet of the list. `lockedBy` is the id of the reason it cannot be used yet (the legal
 * checkbox is not ticked): the row is then disabled and says why.
 */
function WalletRow({ item, lockedBy }: { item: WalletItem; lockedBy: string | undefined }) {
  const config = useConfig()
  const t = useTranslate()
  const badge = item.isRecent
    ? t('connect.badge_recent')
    : item.isInstalled
      ? t('connect.badge_installed')
      : undefined
  const content = (
    <>
      {item.connector?.type === 'WALLET_CONNECT' && !item.imageUrl ? (
        <span className="latch-wallet-glyph" aria-hidden="true">
          <Icon name="qr" size={24} />
        </span>
      ) : (
        <WalletImage src={item.imageUrl} name={item.name} />
      )}
      <span className="latch-wallet-name">{item.name}</span>
      {item.warning && (
        <span className="latch-wallet-warning">
          <Icon name="warning" size={14} />
          {t('connect.duplicate_warning')}
        </span>
      )}
      {badge && <span className="latch-badge">{badge}</span>}
    </>
  )
  if (item.connector || item.registryWallet)
    return (
      <li>
        <button
          type="button"
          className="latch-wallet"
          data-wallet-item=""
          data-testid={`latch-wallet-${item.id}`}
          disabled={lockedBy !== undefined}
          aria-describedby={lockedBy}
          onClick={() => selectWallet(config, item)}
          // A pointer on the row is intent to pair: the SDK and the relay connection get ready
          // before the click. Not on focus, which the modal gives the first row on its own.
          {...(item.registryWallet || item.connector?.type === 'WALLET_CONNECT'
            ? { onPointerEnter: () => getWalletConnect(config)?.preload() }
            : {})}
        >
          {content}
        </button>
      </li>
    )
  const link = safeLink(item.customWallet?.webapp_link ?? item.customWallet?.homepage)
  if (!link) return null
  // A link cannot be disabled: until then it is a disabled button, out of the tab order.
  if (lockedBy !== undefined)
    return (
      <li>
        <button
          type="button"
          className="latch-wallet"
          disabled
          aria-describedby={lockedBy}
          data-testid={`latch-wallet-${item.id}`}
        >
          {content}
          <Icon name="external" size={14} />
        </button>
      </li>
    )
  return (
    <li>
      <a
        className="latch-wallet"
        data-wallet-item=""
        data-testid={`latch-wallet-${item.id}`}
        href={link}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
        <Icon name="external" size={14} />
      </a>
    </li>
  )
}

/** The Connect view: ways to connect, and the wallet list in the configured order. */
export function Connect() {
  const config = useConfig()
  const t = useTranslate()
  const connectors = useLatchState((state) => state.connectors)
  const chains = useLatchState((state) => state.chains)
  const connectedConnectorIds = Object.values(chains).flatMap((chain) =>
    chain?.account.status === 'connected' && chain.account.connectorId
      ? [chain.account.connectorId]
      : [],
  )
  const viaWalletConnect = connectedConnectorIds.includes(walletConnectConnectorId)
  const recentConnectorIds = useLatchState((state) => state.recentConnectorIds)
  const walletList = useLatchState((state) => state.walletList)
  const sections = getWalletSections({
    connectors,
    connectedConnectorIds,
    recentConnectorIds,
    options: config.options,
    isMobile: isMobile(),
    registry: walletList,
    imageUrlOf: (wallet) => walletImageUrl(config, wallet.image_id),
  })
  const showAllWallets = isAllWalletsShown(config)
  // Recommended rows only fill the list up to four wallets, so that the email login below it
  // stays in view; All wallets has the rest.
  const shownElsewhere = sections
    .filter((section) => section.type !== 'recommended' && section.type !== 'walletConnect')
    .reduce((count, section) => count + section.items.length, 0)
  const visibleSections = sections
    .map((section) =>
      section.type === 'recommended' && showAllWallets
        ? {
            ...section,
            items: section.items.slice(0, Math.max(0, maxListedWallets - shownElsewhere)),
          }
        : section,
    )
    .filter((section) => section.items.length > 0)

  // On a phone the pairing is prepared up front, so tapping a wallet opens it at once.
  useEffect(() => {
    if (isMobile() && !viaWalletConnect && config.store.getState().pairing.status === 'idle')
      getWalletConnect(config)?.pair()
  }, [config, viaWalletConnect])

  // Suggestions come from the server once per page load; without one the list is local only.
  useEffect(() => requestSuggestedWallets(config), [config])
  const hasBrowserWallet = connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
  const embedded = getEmbeddedWallet(config) !== undefined
  // The site's social logins, less those Telegram's web view cannot run (spec section 5).
  const socials = embedded ? getSocials(config.options, readTelegramPlatform()) : []
  const methods = getConnectMethodsOrder({
    features: config.options.features,
    hasBrowserWallet,
    // Email and social logins need the embedded wallet (a frame URL, not turned off).
    available: {
      wallet: config.options.enableWallets !== false,
      email: embedded,
      social: socials.length > 0,
    },
  })
  const { features } = config.options
  const termsUrl = safeLink(config.options.termsConditionsUrl)
  const privacyUrl = safeLink(config.options.privacyPolicyUrl)
  const hasLegalLinks = termsUrl !== undefined || privacyUrl !== undefined
  const showLegalCheckbox = features?.legalCheckbox === true && hasLegalLinks
  const [hasAgreed, setHasAgreed] = useLegalAgreement(config)
  const legalHintId = useId()
  // Until the visitor agrees, every way to connect is disabled and points at the reason.
  const lockedBy = showLegalCheckbox && !hasAgreed ? legalHintId : undefined
  useEffect(() => {
    if (features?.legalCheckbox === true && !hasLegalLinks)
      warnOnce(
        '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl` (an https URL): with neither there is nothing to agree to, so no checkbox is shown.',
      )
  }, [features?.legalCheckbox, hasLegalLinks])

  // collapseWallets, or emailShowWallets: false beside the email field, puts the wallets behind
  // one "Continue with a wallet" button after the logins; with no login to show, there is
  // nothing to put first and the wallets stay listed.
  const offersLogin = methods.includes('email') || methods.includes('social')
  const collapsesWallets =
    methods.includes('wallet') &&
    offersLogin &&
    (features?.collapseWallets === true ||
      (features?.emailShowWallets === false && methods.includes('email')))
  const [walletsExpanded, setWalletsExpanded] = useState(false)
  const walletsRef = useRef<HTMLElement>(null)
  const shownMethods = collapsesWallets
    ? [...methods.filter((method) => method !== 'wallet'), 'wallet' as const]
    : methods
  // The button that expanded the wallets is gone: focus goes to the first of them.
  useEffect(() => {
    if (walletsExpanded)
      walletsRef.current?.querySelector<HTMLElement>('[data-wallet-item]')?.focus()
  }, [walletsExpanded])

  return (
    <div className="latch-connect">
      <style>{connectCss}</style>
      {showLegalCheckbox && (
        <LegalCheckbox
          termsUrl={termsUrl}
          privacyUrl={privacyUrl}
          checked={hasAgreed}
          onChange={setHasAgreed}
          hintId={legalHintId}
        />
      )}
      {/* A disabled fieldset disables every control inside (email, socials) in one place. */}
      <fieldset
        className="latch-connect-methods"
        disabled={lockedBy !== undefined}
        aria-describedby={lockedBy}
      >
        {shownMethods.map((method, index) =>
          method === 'email' ? (
            <div key={method} className="latch-method">
              {index > 0 && <p className="latch-divider">{t('email.or')}</p>}
              <EmailLoginForm />
              {index < shownMethods.length - 1 && shownMethods[index + 1] !== 'social' && (
                <p className="latch-divider">{t('email.or')}</p>
              )}
            </div>
          ) : method === 'social' ? (
            <div key={method} className="latch-method">
              {index > 0 && shownMethods[index - 1] !== 'email' && (
                <p className="latch-divider">{t('email.or')}</p>
              )}
              <SocialLogins socials={socials} />
              {index < shownMethods.length - 1 && <p className="latch-divider">{t('email.or')}</p>}
            </div>
          ) : method === 'wallet' && collapsesWallets && !walletsExpanded ? (
            <button
              key={method}
              type="button"
              className="latch-wallet latch-continue-wallets"
              aria-expanded="false"
              aria-describedby={lockedBy}
              disabled={lockedBy !== undefined}
              data-testid="latch-continue-wallets"
              onClick={() => setWalletsExpanded(true)}
            >
              <span className="latch-wallet-name">{t('connect.continue_with_wallet')}</span>
              <Icon name="chevron" size={16} />
            </button>
          ) : method === 'wallet' ? (
            <section
              key={method}
              ref={walletsRef}
              aria-label={t('connect.wallets_label')}
              onKeyDown={onListKeyDown}
            >
              {visibleSections.length === 0 && !showAllWallets ? (
                <div className="latch-empty" role="status">
                  <p className="latch-empty-title">{t('connect.empty_title')}</p>
                  <p className="latch-muted">{t('connect.empty_description')}</p>
                </div>
              ) : (
                visibleSections.map((section) => {
                  const headingId = `latch-section-${section.type}`
                  return (
                    <div key={section.type} className="latch-section" data-section={section.type}>
                      <h3
                        id={headingId}
                        // A "WalletConnect" title above the one WalletConnect row says it twice.
                        className={
                          section.type === 'walletConnect'
                            ? 'latch-visually-hidden'
                            : 'latch-section-title'
                        }
                      >
                        {t(`connect.section_${section.type}` as MessageKey)}
                      </h3>
                      <ul className="latch-wallet-list" aria-labelledby={headingId}>
                        {section.items.map((item) => (
                          <WalletRow key={item.id} item={item} lockedBy={lockedBy} />
                        ))}
                      </ul>
                    </div>
                  )
                })
              )}
              {showAllWallets && (
                <button
                  type="button"
                  className="latch-wallet latch-all-wallets"
                  data-wallet-item=""
                  data-testid="latch-all-wallets"
                  disabled={lockedBy !== undefined}
                  aria-describedby={lockedBy}
                  onClick={() => pushView(config, { view: 'AllWallets' })}
                >
                  <span className="latch-all-wallets-icon" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="latch-wallet-name">{t('connect.all_wallets')}</span>
                  {walletList.count > 0 && <span className="latch-badge">{walletList.count}</span>}
                </button>
              )}
            </section>
          ) : null,
        )}
      </fieldset>
      {hasLegalLinks && !showLegalCheckbox && (
        <p className="latch-legal latch-muted">
          {t('connect.terms')}{' '}
          {termsUrl && (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              {t('connect.terms_link')}
            </a>
          )}{' '}
          {privacyUrl && (
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              {t('connect.privacy_link')}
            </a>
          )}
        </p>
      )}
    </div>
  )
}
