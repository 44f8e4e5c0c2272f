import type { Connector, Namespace, WalletItem, WalletListEntry } from '@latch/core'

/** A wallet of `useAppKitWallets`, in the shape of AppKit's headless `WalletItem`. */
export type HeadlessWallet = {
  id: string
  name: string
  imageUrl: string | undefined
  /** Installed in this browser: `connect` asks the extension directly. */
  isInjected: boolean
  isRecent: boolean
  /** The namespaces an installed wallet connects on, one entry each; empty for the others. */
  connectors: { id: string; chain: Namespace }[]
  /** The registry's entry, for a wallet reached through WalletConnect (a QR code or its app). */
  walletInfo: WalletListEntry | undefined
}

/** A wallet-list row as a headless wallet, with every namespace its extension announced. */
export function toHeadlessWallet(
  item: WalletItem,
  connectors: readonly Connector[],
): HeadlessWallet {
  const { connector } = item
  return {
    id: item.id,
    name: item.name,
    imageUrl: item.imageUrl,
    isInjected: item.isInstalled,
    isRecent: item.isRecent,
    connectors: connector
      ? connectors
          .filter((each) => each.id === connector.id)
          .map((each) => ({ id: each.id, chain: each.chain }))
      : [],
    walletInfo: item.registryWallet,
  }
}
