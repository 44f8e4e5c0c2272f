import { type Config, loadWalletsPage, searchWallets } from '@latch/core'

/**
 * The registry for `useAppKitWallets().fetchWallets`: a search (100 results, one page), else the
 * full list up to `page`, loaded in order and kept (asking for page 3 loads 1 to 3 as needed).
 */
export async function fetchHeadlessWallets(
  config: Config,
  options: { page?: number | undefined; query?: string | undefined },
): Promise<void> {
  const query = options.query?.trim() ?? ''
  if (query !== '') return searchWallets(config, { query })
  if (config.store.getState().walletList.search.query !== '')
    await searchWallets(config, { query: '' })
  const target = Math.max(1, options.page ?? 1)
  while (config.store.getState().walletList.page < target) {
    const before = config.store.getState().walletList
    await loadWalletsPage(config)
    const after = config.store.getState().walletList
    if (after.page === before.page || after.status === 'error') break
  }
}
