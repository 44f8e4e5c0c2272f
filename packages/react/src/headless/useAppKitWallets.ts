'use client'
import {
  getWalletSections,
  type Namespace,
  toRegistryWalletItem,
  walletImageUrl,
} from '@latch/core'
import { getWalletConnect } from '@latch/core/internal'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { isMobile } from '../utils/isMobile.js'
import { requestSuggestedWallets } from '../utils/requestSuggestedWallets.js'
import {
  getConnectingWallet,
  setConnectingWallet,
  watchConnectingWallet,
} from './connectingWallet.js'
import { type HeadlessWallet, toHeadlessWallet } from './toHeadlessWallet.js'

/**
 * Headless use, as AppKit's hook of the same name: the wallets to build a connect screen of the
 * site's own (`wallets`: installed and recent ones first, then featured and recommended registry
 * wallets; `wcWallets`: the registry, page by page or searched with `fetchWallets`), and
 * `connect(wallet, namespace?)` without the modal: an installed wallet connects directly, any
 * other through WalletConnect, its pairing URI in `wcUri` for the site's QR code.
 *
 * @example
 * const { wallets, connect, wcUri, resetWcUri } = useAppKitWallets()
 * wallets.map((wallet) => <button onClick={() => connect(wallet)}>{wallet.name}</button>)
 */
export function useAppKitWallets() {
  const config = useConfig()
  const connectors = useLatchState((state) => state.connectors)
  const recentConnectorIds = useLatchState((state) => state.recentConnectorIds)
  const chains = useLatchState((state) => state.chains)
  const walletList = useLatchState((state) => state.walletList)
  const pairing = useLatchState((state) => state.pairing)
  const isInitialized = useLatchState((state) => state.initialized)
  const subscribe = useCallback(
    (onChange: () => void) => watchConnectingWallet(config, onChange),
    [config],
  )
  const read = () => getConnectingWallet(config)
  // No wallet is being connected on a server, nor in the page it renders for hydration.
  const connectingWallet = useSyncExternalStore(subscribe, read, () => undefined)
  // The suggested wallets come from the server once per page load, as for the Connect view.
  useEffect(() => requestSuggestedWallets(config), [config])

  const wallets = useMemo(() => {
    const sections = getWalletSections({
      connectors,
      recentConnectorIds,
      connectedConnectorIds: Object.values(chains).flatMap((chain) =>
        chain?.account.status === 'connected' && chain.account.connectorId
          ? [chain.account.connectorId]
          : [],
      ),
      options: config.options,
      isMobile: isMobile(),
      registry: walletList,
      imageUrlOf: (wallet) => walletImageUrl(config, wallet.image_id),
    })
    return sections.flatMap((section) =>
      section.items
        // WalletConnect's own row is `connect('walletConnect')`; a site's custom wallets are links.
        .filter(
          (item) =>
            item.connector?.type !== 'WALLET_CONNECT' && (item.connector || item.registryWallet),
        )
        .map((item) => toHeadlessWallet(item, connectors)),
    )
  }, [config, connectors, recentConnectorIds, chains, walletList])

  const { search } = walletList
  const isSearching = search.query !== ''
  const wcWallets = useMemo(
    () =>
      (isSearching ? search.results : walletList.wallets).map((entry) =>
        toHeadlessWallet(
          toRegistryWalletItem(entry, {
            connectors,
            recentConnectorIds,
            imageUrlOf: (wallet) => walletImageUrl(config, wallet.image_id),
          }),
          connectors,
        ),
      ),
    [config, connectors, recentConnectorIds, isSearching, search.results, walletList.wallets],
  )

  // Fetching and connecting load on first use: a site that renders the list alone never loads them.
  const fetchWallets = useCallback(
    async (options: { page?: number | undefined; query?: string | undefined } = {}) => {
      const { fetchHeadlessWallets } = await import('./fetchHeadlessWallets.js')
      return fetchHeadlessWallets(config, options)
    },
    [config],
  )

  const connect = useCallback(
    async (wallet: HeadlessWallet | string, namespace?: Namespace) => {
      const { connectHeadlessWallet, findHeadlessWallet } = await import(
        './connectHeadlessWallet.js'
      )
      const target =
        typeof wallet === 'string'
          ? findHeadlessWallet(config, wallet, [...wallets, ...wcWallets])
          : wallet
      return connectHeadlessWallet(config, target, namespace)
    },
    [config, wallets, wcWallets],
  )

  const resetWcUri = useCallback(() => {
    getWalletConnect(config)?.cancelPairing()
    setConnectingWallet(config, undefined)
  }, [config])

  return {
    wallets,
    wcWallets,
    isFetchingWallets: walletList.status === 'loading' || search.status === 'loading',
    isFetchingWcUri: pairing.status === 'loading',
    isInitialized,
    wcUri: pairing.status === 'ready' ? pairing.uri : undefined,
    wcError: pairing.status === 'error',
    connectingWallet,
    page: isSearching ? 1 : walletList.page,
    count: isSearching ? search.count : walletList.count,
    fetchWallets,
    connect,
    resetWcUri,
  }
}
