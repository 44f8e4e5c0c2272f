import type { ConnectorTypeOrderEntry, CustomWallet, Options } from '../options/options.js'
import type { WalletListEntry } from '../protocol/walletApi.js'
import type { Connector } from '../types/connector.js'
import { toRegistryWalletItem } from './toRegistryWalletItem.js'

/** The spec's default order of wallet-list sections (section 2). */
export const defaultConnectorTypeOrder: readonly ConnectorTypeOrderEntry[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** One row of the Connect view's wallet list. */
export type WalletItem = {
  id: string
  name: string
  imageUrl?: string | undefined
  /** Present when the wallet can connect directly (installed or otherwise reachable). */
  connector?: Connector | undefined
  /** Present for a site-supplied wallet; its links let the visitor get it. */
  customWallet?: CustomWallet | undefined
  /** Present for a wallet from the server's registry. */
  registryWallet?: WalletListEntry | undefined
  isInstalled: boolean
  isRecent: boolean
  warning?: Connector['warning']
}

/** A titled section of the wallet list; only sections with entries are returned. */
export type WalletSection = { type: ConnectorTypeOrderEntry; items: readonly WalletItem[] }

export type GetWalletSectionsParameters = {
  connectors: readonly Connector[]
  recentConnectorIds: readonly string[]
  options: Pick<
    Options,
    | 'featuredWalletIds'
    | 'excludeWalletIds'
    | 'includeWalletIds'
    | 'customWallets'
    | 'features'
    | 'enableWallets'
    | 'enableInjected'
    | 'enableEIP6963'
  >
  /** Connectors the visitor is connected through; WalletConnect is hidden among them (spec 2). */
  connectedConnectorIds?: readonly string[] | undefined
  /** Mobile browsers hide the generic Browser Wallet unless a wallet is installed. */
  isMobile?: boolean | undefined
  /** Featured and recommended wallets from the server's registry, when there is a server. */
  registry?:
    | { featured: readonly WalletListEntry[]; recommended: readonly WalletListEntry[] }
    | undefined
  /** The logo URL of a registry wallet. */
  imageUrlOf?: ((wallet: WalletListEntry) => string | undefined) | undefined
}

const isInstalledType = (connector: Connector) =>
  connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/** True when an exclude list names the wallet by id, rdns or case-insensitive name (spec 5). */
export function isExcluded(
  wallet: { id: string; name: string; rdns?: string | undefined },
  excludeWalletIds: readonly string[] | undefined,
): boolean {
  if (!excludeWalletIds?.length) return false
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some(
    (entry) => entry === wallet.id || entry === wallet.rdns || entry.toLowerCase() === name,
  )
}

function fromConnector(connector: Connector, recent: readonly string[]): WalletItem {
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    connector,
    isInstalled: isInstalledType(connector),
    isRecent: recent.includes(connector.id),
    warning: connector.warning,
  }
}

/**
 * Builds the Connect view's wallet list: sections in the connector-type order, each listed only
 * when it has entries, with every wallet shown once (recent wins over installed, featured over
 * custom), excluded wallets removed, and the site's featured order kept.
 */
export function getWalletSections(parameters: GetWalletSectionsParameters): WalletSection[] {
  const { connectors, recentConnectorIds, options, isMobile = false, registry } = parameters
  // AppKit's `enableWallets: false`: email and social logins only.
  if (options.enableWallets === false) return []
  const exclude = options.excludeWalletIds
  const include = options.includeWalletIds
  const order = options.features?.connectorTypeOrder ?? defaultConnectorTypeOrder
  const featuredIds = options.featuredWalletIds ?? []
  const hasInstalledWallet = connectors.some((c) => isInstalledType(c) && c.id !== 'injected')

  const visible = connectors.filter((connector) => {
    // The embedded wallet is reached through the email field, never as a wallet row.
    if (connector.type === 'AUTH') return false
    if (isExcluded({ ...connector, rdns: connector.info?.rdns }, exclude)) return false
    if (options.enableInjected === false && connector.type === 'INJECTED') return false
    if (options.enableEIP6963 === false && connector.type === 'ANNOUNCED') return false
    // The generic Browser Wallet means nothing on a phone without an installed wallet.
    if (connector.id === 'injected' && isMobile && !hasInstalledWallet) return false
    return true
  })
  const custom = (options.customWallets ?? []).filter(
    (wallet) => !isExcluded(wallet, exclude) && (!include?.length || include.includes(wallet.id)),
  )
  const isFeatured = (id: string, rdns?: string) =>
    featuredIds.includes(id) || (rdns !== undefined && featuredIds.includes(rdns))

  const fromRegistry = (wallet: WalletListEntry) =>
    toRegistryWalletItem(wallet, {
      connectors: visible,
      recentConnectorIds,
      imageUrlOf: parameters.imageUrlOf,
    })

  const used = new Set<string>()
  const take = (items: WalletItem[]) =>
    items.filter((item) => {
      if (used.has(item.id)) return false
      used.add(item.id)
      return true
    })

  const build: Record<ConnectorTypeOrderEntry, () => WalletItem[]> = {
    // One row, whatever namespaces a session spans, and none while connected through it.
    walletConnect: () =>
      visible
        .filter(
          (c) => c.type === 'WALLET_CONNECT' && !parameters.connectedConnectorIds?.includes(c.id),
        )
        .slice(0, 1)
        .map((c) => fromConnector(c, [])),
    recent: () =>
      recentConnectorIds
        .map((id) => visible.find((c) => c.id === id))
        .filter((c): c is Connector => c !== undefined && c.type !== 'WALLET_CONNECT')
        .map((c) => fromConnector(c, recentConnectorIds)),
    injected: () =>
      visible
        .filter((c) => isInstalledType(c) && !isFeatured(c.id, c.info?.rdns))
        .map((c) => fromConnector(c, recentConnectorIds)),
    featured: () =>
      featuredIds.flatMap((id): WalletItem[] => {
        const connector = visible.find((c) => c.id === id || c.info?.rdns === id)
        if (connector) return [fromConnector(connector, recentConnectorIds)]
        const entry = registry?.featured.find((w) => w.id === id)
        if (entry) return [fromRegistry(entry)]
        const wallet = custom.find((w) => w.id === id)
        return wallet ? [fromCustom(wallet)] : []
      }),
    custom: () => custom.map(fromCustom),
    external: () =>
      visible
        .filter((c) => c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN')
        .map((c) => fromConnector(c, recentConnectorIds)),
    recommended: () => (registry?.recommended ?? []).map(fromRegistry),
  }

  // Sections claim wallets in priority order, then are laid out in the configured order.
  const priority: ConnectorTypeOrderEntry[] = [
    'walletConnect',
    'recent',
    'featured',
    'injected',
    'custom',
    'external',
    'recommended',
  ]
  // A site's order that leaves types out still shows them, after the listed ones: no wallet is
  // lost because a section was not named.
  const layout = [...new Set([...order, ...defaultConnectorTypeOrder])]
  const claimed = new Map<ConnectorTypeOrderEntry, WalletItem[]>()
  for (const type of priority) claimed.set(type, take(build[type]()))
  return layout
    .map((type) => ({ type, items: claimed.get(type) ?? [] }))
    .filter((section) => section.items.length > 0)
}

function fromCustom(wallet: CustomWallet): WalletItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    customWallet: wallet,
    isInstalled: false,
    isRecent: false,
  }
}
