import { getWallets } from '../api/getWallets.js'
import type { Config } from '../config/createConfig.js'
import { visibleWallets, walletFilters } from './loadWallets.js'

/** The spec's search size and wait (section 9). */
export const searchEntries = 100
export const searchDebounceMs = 300

const controllers = new WeakMap<Config, AbortController>()

/**
 * Searches the registry (100 entries). A newer search cancels an older one still in flight, so
 * results never arrive out of order; an empty query clears the search.
 */
export async function searchWallets(config: Config, parameters: { query: string }): Promise<void> {
  const query = parameters.query.trim().slice(0, 64)
  controllers.get(config)?.abort()
  const setSearch = (
    search: Partial<ReturnType<typeof config.store.getState>['walletList']['search']>,
  ) =>
    config.store.setState((state) => ({
      walletList: { ...state.walletList, search: { ...state.walletList.search, ...search } },
    }))
  if (query === '') {
    setSearch({ query: '', status: 'idle', results: [], count: 0 })
    return
  }
  const controller = new AbortController()
  controllers.set(config, controller)
  setSearch({ query, status: 'loading' })
  try {
    const { data, count } = await getWallets(config, {
      page: 1,
      entries: searchEntries,
      search: query,
      ...walletFilters(config),
      signal: controller.signal,
    })
    // An older search whose answer was already being read when a newer one began: dropped.
    if (controller.signal.aborted) return
    setSearch({ status: 'ready', results: visibleWallets(config, data), count })
  } catch {
    if (!controller.signal.aborted) setSearch({ status: 'error' })
  }
}
