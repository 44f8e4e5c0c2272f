'use client'
import type { MessageKey, WalletListEntry } from '@latch/core'
import { connect, pushView, walletImageUrl } from '@latch/core'
import { getWalletConnect } from '@latch/core/internal'
import { type KeyboardEvent, useId, useState } from 'react'
import { Icon } from '../../components/Icon.js'
import { PairingPanel, usePairing } from '../../components/PairingPanel.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { isMobile } from '../../utils/isMobile.js'
import { safeLink } from '../../utils/safeLink.js'
import { toWalletConnectLink } from '../../utils/walletLinks.js'

const linkKeys: [keyof WalletListEntry, MessageKey][] = [
  ['chrome_store', 'wallet_links.chrome_store'],
  ['app_store', 'wallet_links.app_store'],
  ['play_store', 'wallet_links.play_store'],
  ['webapp_link', 'wallet_links.webapp'],
  ['homepage', 'wallet_links.homepage'],
]

type Tab = 'mobile' | 'desktop' | 'web' | 'extension'
const tabKeys: Record<Tab, MessageKey> = {
  mobile: 'walletconnect.tab_mobile',
  desktop: 'walletconnect.tab_desktop',
  web: 'walletconnect.tab_web',
  extension: 'walletconnect.tab_extension',
}

/** The wallet's download and web links, for a visitor who does not have it yet. */
function GetWalletLinks({ wallet }: { wallet: WalletListEntry }) {
  const t = useTranslate()
  const links = linkKeys.flatMap(([field, key]) => {
    const href = safeLink((wallet[field] as string | null | undefined) ?? undefined)
    return href ? [{ href, label: t(key), field }] : []
  })
  if (links.length === 0) return <p className="latch-muted">{t('wallet_links.no_links')}</p>
  return (
    <div className="latch-list">
      {links.map((link) => (
        <a
          key={link.field}
          className="latch-list-item"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="latch-list-label">{link.label}</span>
          <Icon name="external" />
        </a>
      ))}
    </div>
  )
}

/** A link that opens the wallet with the pairing URI: an app scheme here, a universal link in a tab. */
function OpenWalletLink({
  href,
  label,
  onOpen,
}: {
  href: string | undefined
  label: string
  onOpen?: (() => void) | undefined
}) {
  if (!href) return null
  const isWeb = href.startsWith('https:')
  return (
    <a
      className="latch-button"
      data-variant="primary"
      href={href}
      onClick={onOpen}
      {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      <Icon name={isWeb ? 'external' : 'chevron'} />
    </a>
  )
}

/**
 * A registry wallet: its QR code with the wallet's logo, and tabs for the other ways in (the
 * phone app's deep link, the desktop app, the web wallet, the extension when it is installed).
 * Without a relay the site offers no pairing, and the wallet's own links are shown instead.
 */
export function ConnectingWalletConnect() {
  const config = useConfig()
  const t = useTranslate()
  const wallet = useLatchState((state) => state.modal.history.at(-1)?.wallet)
  const extension = useLatchState((state) =>
    wallet?.rdns
      ? state.connectors.find((c) => c.type === 'ANNOUNCED' && c.info?.rdns === wallet.rdns)
      : undefined,
  )
  const hasPairing = getWalletConnect(config) !== undefined
  const mobile = isMobile()
  const tabs: Tab[] = [
    ...(extension ? (['extension'] as const) : []),
    'mobile',
    ...(wallet?.desktop_link && !mobile ? (['desktop'] as const) : []),
    ...(wallet?.webapp_link ? (['web'] as const) : []),
  ]
  const [selected, setSelected] = useState<Tab>(tabs[0] ?? 'mobile')
  const tab = tabs.includes(selected) ? selected : 'mobile'
  const id = useId()
  if (!wallet) return null
  const logo = (
    <WalletImage src={walletImageUrl(config, wallet.image_id)} name={wallet.name} size={56} />
  )

  if (!hasPairing)
    return (
      <div className="latch-connecting">
        {logo}
        <p className="latch-muted">{t('wallet_links.description', { name: wallet.name })}</p>
        <GetWalletLinks wallet={wallet} />
        <p className="latch-muted latch-note">{t('wallet_links.pending_walletconnect')}</p>
      </div>
    )

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? tab
    setSelected(next)
    const list = event.currentTarget as HTMLElement
    list.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus()
  }

  return (
    <div className="latch-connecting">
      {tabs.length > 1 && (
        <div
          className="latch-tabs"
          role="tablist"
          aria-label={t('walletconnect.tabs_label', { name: wallet.name })}
          onKeyDown={onKeyDown}
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              data-tab={name}
              aria-selected={name === tab}
              aria-controls={`${id}-panel`}
              tabIndex={name === tab ? 0 : -1}
              className="latch-tab"
              onClick={() => setSelected(name)}
            >
              {t(tabKeys[name])}
            </button>
          ))}
        </div>
      )}
      <div
        className="latch-tab-panel"
        {...(tabs.length > 1
          ? { role: 'tabpanel', id: `${id}-panel`, 'aria-labelledby': `${id}-${tab}` }
          : {})}
      >
        {tab === 'extension' && extension ? (
          <>
            {logo}
            <button
              type="button"
              className="latch-button"
              data-variant="primary"
              onClick={() => {
                pushView(config, { view: 'ConnectingExternal', connectorId: extension.id })
                connect(config, { connectorId: extension.id }).catch(() => undefined)
              }}
            >
              {t('walletconnect.use_extension', { name: wallet.name })}
            </button>
          </>
        ) : tab === 'mobile' && mobile ? (
          <MobilePanel wallet={wallet} logo={logo} />
        ) : tab === 'mobile' ? (
          <PairingPanel
            logo={logo}
            caption={t('walletconnect.scan_wallet', { name: wallet.name })}
          />
        ) : (
          <LinkPanel
            wallet={wallet}
            logo={logo}
            field={tab === 'web' ? 'webapp_link' : 'desktop_link'}
          />
        )}
      </div>
      <details className="latch-get-wallet">
        <summary>{t('walletconnect.get_wallet', { name: wallet.name })}</summary>
        <GetWalletLinks wallet={wallet} />
      </details>
    </div>
  )
}

/** On a phone: open the wallet app with the pairing URI; the page connects when it approves. */
function MobilePanel({ wallet, logo }: { wallet: WalletListEntry; logo: React.ReactNode }) {
  const config = useConfig()
  const t = useTranslate()
  const pairing = usePairing()
  const href =
    pairing.status === 'ready' ? toWalletConnectLink(wallet.mobile_link, pairing.uri) : undefined
  return (
    <>
      {logo}
      <p className="latch-muted">{t('walletconnect.continue_in', { name: wallet.name })}</p>
      {pairing.status === 'ready' ? (
        <OpenWalletLink
          href={href}
          label={t('walletconnect.open_mobile', { name: wallet.name })}
          onOpen={() =>
            wallet.mobile_link &&
            getWalletConnect(config)?.rememberWalletApp({
              href: wallet.mobile_link,
              name: wallet.name,
            })
          }
        />
      ) : (
        <PairingPanel caption="" />
      )}
    </>
  )
}

/** The desktop app or the web wallet, opened with the pairing URI. */
function LinkPanel({
  wallet,
  logo,
  field,
}: {
  wallet: WalletListEntry
  logo: React.ReactNode
  field: 'desktop_link' | 'webapp_link'
}) {
  const t = useTranslate()
  const pairing = usePairing()
  const link =
    field === 'webapp_link' ? safeLink(wallet.webapp_link ?? undefined) : wallet.desktop_link
  const href = pairing.status === 'ready' ? toWalletConnectLink(link, pairing.uri) : undefined
  const label =
    field === 'webapp_link'
      ? t('walletconnect.open_web', { name: wallet.name })
      : t('walletconnect.open_desktop', { name: wallet.name })
  return (
    <>
      {logo}
      {pairing.status === 'ready' ? (
        <OpenWalletLink href={href} label={label} />
      ) : (
        <PairingPanel caption="" />
      )}
    </>
  )
}
