'use client'
import {
  loadWalletsPage,
  searchDebounceMs,
  searchWallets,
  toRegistryWalletItem,
  walletImageUrl,
  walletPageSize,
} from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { selectWallet } from '../../utils/selectWallet.js'

/** After this long a request shows that it is slow instead of only a spinner. */
const slowAfterMs = 3_000

function useIsSlow(loading: boolean): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    setSlow(false)
    if (!loading) return
    const timer = setTimeout(() => setSlow(true), slowAfterMs)
    return () => clearTimeout(timer)
  }, [loading])
  return slow
}

/**
 * Every wallet of the registry: pages of 40 loaded as the visitor scrolls, and a search that
 * waits 300 ms after typing. Installed wallets are marked and connect directly.
 */
export function AllWallets() {
  const config = useConfig()
  const t = useTranslate()
  const walletList = useLatchState((state) => state.walletList)
  const connectors = useLatchState((state) => state.connectors)
  const recentConnectorIds = useLatchState((state) => state.recentConnectorIds)
  const [query, setQuery] = useState(walletList.search.query)
  const sentinel = useRef<HTMLDivElement>(null)
  const searching = query.trim() !== ''
  const { search } = walletList
  const status = searching ? search.status : walletList.status
  const slow = useIsSlow(status === 'loading')

  useEffect(() => {
    if (config.store.getState().walletList.page === 0) void loadWalletsPage(config)
  }, [config])

  useEffect(() => {
    const timer = setTimeout(() => void searchWallets(config, { query }), searchDebounceMs)
    return () => clearTimeout(timer)
  }, [config, query])

  // Load the next page when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current
    if (!target || searching || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadWalletsPage(config)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [config, searching])

  const wallets = searching ? search.results : walletList.wallets
  const items = wallets.map((wallet) =>
    toRegistryWalletItem(wallet, {
      connectors,
      recentConnectorIds,
      imageUrlOf: (entry) => walletImageUrl(config, entry.image_id),
    }),
  )
  const retry = () =>
    searching ? void searchWallets(config, { query }) : void loadWalletsPage(config)
  const total = searching ? search.count : walletList.count

  return (
    <div className="latch-all">
      <input
        type="search"
        className="latch-search"
        aria-label={t('all_wallets.search_label')}
        placeholder={t('all_wallets.search_placeholder')}
        value={query}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="latch-wallet-search"
      />
      <p className="latch-visually-hidden" role="status">
        {status === 'ready'
          ? t(searching ? 'all_wallets.results' : 'all_wallets.count', { count: total })
          : ''}
      </p>
      {items.length > 0 && (
        <ul className="latch-wallet-grid" data-testid="latch-wallet-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className="latch-wallet-card"
                data-testid={`latch-registry-wallet-${item.registryWallet?.id ?? item.id}`}
                data-installed={item.isInstalled ? '' : undefined}
                onClick={() => selectWallet(config, item)}
              >
                <WalletImage
                  src={item.imageUrl}
                  name={item.name}
                  size={56}
                  // Logos of the first 20 of each page load at once, the rest as they scroll in.
                  loading={index % walletPageSize < 20 ? 'eager' : 'lazy'}
                />
                <span className="latch-wallet-card-name">{item.name}</span>
                {item.isInstalled && (
                  <span className="latch-badge latch-badge-small">
                    {t('all_wallets.installed')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && (
        <div className="latch-list-state" role="status">
          <Spinner />
          <span>{slow ? t('all_wallets.slow') : t('all_wallets.loading')}</span>
        </div>
      )}
      {status === 'error' && (
        <div className="latch-list-state" role="alert">
          <p className="latch-error">{t('all_wallets.error')}</p>
          <button type="button" className="latch-button" data-variant="primary" onClick={retry}>
            {t('all_wallets.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="latch-list-state latch-muted" role="status">
          {searching
            ? t('all_wallets.empty', { query: query.trim() })
            : t('all_wallets.empty_list')}
        </p>
      )}
      <div ref={sentinel} className="latch-sentinel" />
    </div>
  )
}
