import type { WalletListEntry } from '../protocol/walletApi.js'
import type { Connector } from '../types/connector.js'
import type { WalletItem } from './getWalletSections.js'

/**
 * A registry wallet as a list row. When its extension is installed (an announced connector
 * with the same rdns), the row connects through it directly and is marked installed.
 */
export function toRegistryWalletItem(
  wallet: WalletListEntry,
  parameters: {
    connectors: readonly Connector[]
    recentConnectorIds?: readonly string[] | undefined
    imageUrlOf?: ((wallet: WalletListEntry) => string | undefined) | undefined
  },
): WalletItem {
  const imageUrl = parameters.imageUrlOf?.(wallet)
  const connector = wallet.rdns
    ? parameters.connectors.find(
        (c) => c.info?.rdns === wallet.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
      )
    : undefined
  if (connector)
    return {
      id: connector.id,
      name: connector.name,
      imageUrl: connector.imageUrl ?? imageUrl,
      connector,
      registryWallet: wallet,
      isInstalled: true,
      isRecent: parameters.recentConnectorIds?.includes(connector.id) ?? false,
      warning: connector.warning,
    }
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl,
    registryWallet: wallet,
    isInstalled: false,
    isRecent: false,
  }
}
