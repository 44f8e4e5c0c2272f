import { type Config, connect, pushView, type WalletItem } from '@latch/core'
import { getWalletConnect } from '@latch/core/internal'
import { isMobile } from './isMobile.js'
import { toWalletConnectLink } from './walletLinks.js'

/**
 * What choosing a wallet does: an installed wallet connects at once (ConnectingExternal); the
 * WalletConnect row shows the plain QR code; a registry wallet opens its own view, and on a
 * phone with a pairing ready its app opens straight away, inside the tap that allows it.
 * Site-supplied custom wallets are plain links instead.
 */
export function selectWallet(config: Config, item: WalletItem): void {
  const { connector, registryWallet } = item
  if (connector?.type === 'WALLET_CONNECT') {
    pushView(config, { view: 'ConnectingWalletConnectBasic', connectorId: connector.id })
  } else if (connector) {
    pushView(config, { view: 'ConnectingExternal', connectorId: connector.id })
    // The view shows progress and errors from state; nothing to do with the result here.
    connect(config, { connectorId: connector.id }).catch(() => undefined)
  } else if (registryWallet) {
    pushView(config, { view: 'ConnectingWalletConnect', wallet: registryWallet })
    const { pairing } = config.store.getState()
    const link =
      isMobile() && pairing.status === 'ready'
        ? toWalletConnectLink(registryWallet.mobile_link, pairing.uri)
        : undefined
    if (!link || !registryWallet.mobile_link) return
    // Requests in the session will bring this same app to the front.
    getWalletConnect(config)?.rememberWalletApp({
      href: registryWallet.mobile_link,
      name: registryWallet.name,
    })
    // An app scheme opens the app; a universal link would replace this page, so it gets a tab.
    if (link.startsWith('https:')) window.open(link, '_blank', 'noopener,noreferrer')
    else window.location.href = link
  }
}
