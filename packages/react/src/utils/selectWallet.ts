import { type Config, connect, pushView, type WalletItem } from '@latch/core'

/**
 * What choosing a wallet does: an installed wallet connects at once (ConnectingExternal); a
 * registry wallet opens its own view. Site-supplied custom wallets are plain links instead.
 */
export function selectWallet(config: Config, item: WalletItem): void {
  const { connector, registryWallet } = item
  if (connector) {
    pushView(config, { view: 'ConnectingExternal', connectorId: connector.id })
    // The view shows progress and errors from state; nothing to do with the result here.
    connect(config, { connectorId: connector.id }).catch(() => undefined)
  } else if (registryWallet) {
    pushView(config, { view: 'ConnectingWalletConnect', wallet: registryWallet })
  }
}
