'use client'
import type { MessageKey, WalletListEntry } from '@latch/core'
import { walletImageUrl } from '@latch/core'
import { Icon } from '../../components/Icon.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { isMobile } from '../../utils/isMobile.js'
import { safeLink } from '../../utils/safeLink.js'

const linkKeys: [keyof WalletListEntry, MessageKey][] = [
  ['chrome_store', 'wallet_links.chrome_store'],
  ['app_store', 'wallet_links.app_store'],
  ['play_store', 'wallet_links.play_store'],
  ['webapp_link', 'wallet_links.webapp'],
  ['homepage', 'wallet_links.homepage'],
]

/**
 * A registry wallet that is not installed. Until pairing by QR code lands (the WalletConnect
 * issue), this view offers the wallet's own links, so the visitor can get it and come back.
 */
export function ConnectingWalletConnect() {
  const config = useConfig()
  const t = useTranslate()
  const wallet = useLatchState((state) => state.modal.history.at(-1)?.wallet)
  if (!wallet) return null
  const links = linkKeys.flatMap(([field, key]) => {
    const href = safeLink((wallet[field] as string | null | undefined) ?? undefined)
    return href ? [{ href, label: t(key), field }] : []
  })
  // A wallet's own scheme opens the app on a phone; on a desktop it would do nothing.
  const mobileLink = isMobile() ? wallet.mobile_link : null
  return (
    <div className="latch-connecting">
      <WalletImage src={walletImageUrl(config, wallet.image_id)} name={wallet.name} size={72} />
      <p className="latch-muted">{t('wallet_links.description', { name: wallet.name })}</p>
      <div className="latch-list">
        {mobileLink && (
          <a className="latch-list-item" href={mobileLink} rel="noopener noreferrer">
            <span className="latch-list-label">{t('wallet_links.mobile')}</span>
            <Icon name="chevron" />
          </a>
        )}
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
        {links.length === 0 && !mobileLink && (
          <p className="latch-muted">{t('wallet_links.no_links')}</p>
        )}
      </div>
      <p className="latch-muted latch-note">{t('wallet_links.pending_walletconnect')}</p>
    </div>
  )
}
