import { getWallets } from '../api/getWallets.js'
import type { Config } from '../config/createConfig.js'
import type { WalletListEntry } from '../protocol/walletApi.js'
import type { WalletListState } from '../types/state.js'
import { isExcluded } from '../walletList/getWalletSections.js'

/** The spec's page size for the full list (section 9). */
export const walletPageSize = 40
/** How many recommended wallets one fetch asks for (section 9). */
export const recommendedWalletsCount = 4

function setWalletList(config: Config, change: Partial<WalletListState>): void {
  config.store.setState((state) => ({ walletList: { ...state.walletList, ...change } }))
}

/** The server filters by id; names and rdns in `excludeWalletIds` are applied here. */
export function visibleWallets(
  config: Config,
  wallets: readonly WalletListEntry[],
): WalletListEntry[] {
  const exclude = config.options.excludeWalletIds
  return wallets.filter(
    (wallet) => !isExcluded({ ...wallet, rdns: wallet.rdns ?? undefined }, exclude),
  )
}

/** The filters every list request shares: the site's include/exclude and requested chains. */
export function walletFilters(config: Config) {
  const state = config.store.getState()
  const chains = Object.values(state.chains).flatMap(
    (chain) => chain?.network.requestedNetworks.map((network) => network.caipNetworkId) ?? [],
  )
  return {
    include: config.options.includeWalletIds,
    exclude: config.options.excludeWalletIds,
    chains: chains.slice(0, 100),
  }
}

/**
 * Loads the next page of the full wallet list (40 entries), appending to what is loaded.
 * A failure keeps what was loaded and sets `status: 'error'`, so the view can offer a retry.
 */
export async function loadWalletsPage(config: Config): Promise<void> {
  const list = config.store.getState().walletList
  if (list.status === 'loading') return
  if (list.page > 0 && list.wallets.length >= list.count) return
  setWalletList(config, { status: 'loading' })
  try {
    const page = list.page + 1
    const { data, count } = await getWallets(config, {
      page,
      entries: walletPageSize,
      ...walletFilters(config),
    })
    const current = config.store.getState().walletList
    const known = new Set(current.wallets.map((wallet) => wallet.id))
    setWalletList(config, {
      status: 'ready',
      page,
      count,
      wallets: [
        ...current.wallets,
        ...visibleWallets(config, data).filter((w) => !known.has(w.id)),
      ],
    })
  } catch {
    setWalletList(config, { status: 'error' })
  }
}

/**
 * Loads the featured wallets (in the site's order) and the recommended ones (4, not repeating
 * featured or excluded wallets) for the Connect view.
 */
export async function loadSuggestedWallets(config: Config): Promise<void> {
  const featuredIds = config.options.featuredWalletIds ?? []
  const filters = walletFilters(config)
  try {
    const featured = featuredIds.length
      ? (
          await getWallets(config, {
            page: 1,
            entries: Math.min(featuredIds.length, 100),
            include: featuredIds,
            chains: filters.chains,
          })
        ).data
      : []
    const byId = new Map(featured.map((wallet) => [wallet.id, wallet]))
    const ordered = featuredIds.flatMap((id) => byId.get(id) ?? [])
    const recommended = await getWallets(config, {
      page: 1,
      entries: recommendedWalletsCount,
      ...filters,
      exclude: [...(filters.exclude ?? []), ...featuredIds],
    })
    const list = config.store.getState().walletList
    setWalletList(config, {
      featured: visibleWallets(config, ordered),
      recommended: visibleWallets(config, recommended.data),
      // Until the full list is loaded, this is the best count for the "All wallets" badge.
      ...(list.page === 0 ? { count: recommended.count + ordered.length } : {}),
    })
  } catch {
    // The Connect view works without suggestions; the full list shows the server's state.
  }
}
