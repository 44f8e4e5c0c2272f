import {
  type Adapter,
  createAdapter,
  createConfig,
  getAllowedOrigins,
  getAnalyticsConfig,
  loadSuggestedWallets,
  loadWalletsPage,
  searchWallets,
} from '@latch/core'
import { startAnalytics } from '@latch/core/internal'
import { mainnet } from '@latch/core/networks'
import { createTestApp, databases, testAdminToken, useTestDatabase } from '@latch/test/server'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import { ensureProject } from '../projects/ensureProject.js'
import { seedRegistry } from '../registry/seedRegistry.js'

/**
 * The contract between core's client and this server, tested end to end in-process: core's
 * real request code calls the real app (fetch is routed to `app.request`, no port).
 */

const apiUrl = 'https://latch.test'
const origin = 'http://localhost:3000'

const noWallets: Adapter<'eip155'> = createAdapter({
  namespace: 'eip155',
  discoveryTimeoutMs: 0,
  setup: () => () => {},
  connect: async () => ({ accounts: [], chainId: 1 }),
  reconnect: async () => undefined,
  disconnect: async () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
})

const memory = (): Storage => {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe.each(databases)('core client ↔ server ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const requests: string[] = []

  beforeEach(async () => {
    await handle.reset()
    await seedRegistry(handle.db)
    await ensureProject(handle.db, { id: 'p1', name: 'Test', origins: [origin] })
    const app = createTestApp({ db: handle.db })
    requests.length = 0
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString()
      requests.push(url)
      const headers = new Headers(init?.headers)
      headers.set('origin', origin)
      return app.request(url, { ...init, headers })
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const config = (options: Partial<Parameters<typeof createConfig>[0]> = {}) =>
    createConfig({
      adapters: [noWallets],
      networks: [mainnet],
      projectId: 'p1',
      apiUrl,
      storage: memory(),
      ...options,
    })

  test('pages of 40 append until the count is reached', async () => {
    const latch = config()
    await loadWalletsPage(latch)
    const first = latch.store.getState().walletList
    expect(first).toMatchObject({ status: 'ready', page: 1 })
    expect(first.wallets).toHaveLength(Math.min(40, first.count))
    expect(first.count).toBeGreaterThan(20)
    expect(new URL(requests[0]!).searchParams.get('chains')).toBe('eip155:1')
    await loadWalletsPage(latch)
    // The seed has fewer than 80 mainnet wallets: the second page holds the rest, once each.
    const all = latch.store.getState().walletList
    expect(all.wallets).toHaveLength(all.count)
    expect(new Set(all.wallets.map((w) => w.id)).size).toBe(all.count)
    const before = requests.length
    await loadWalletsPage(latch)
    expect(requests.length).toBe(before)
  })

  test('search is accent-insensitive, and a newer search wins', async () => {
    const latch = config()
    const slow = searchWallets(latch, { query: 'meta' })
    const fast = searchWallets(latch, { query: 'RÁINBOW' })
    await Promise.all([slow, fast])
    const { search } = latch.store.getState().walletList
    expect(search.query).toBe('RÁINBOW')
    expect(search.results[0]?.name).toBe('Rainbow')
    expect(new URL(requests.at(-1)!).searchParams.get('entries')).toBe('100')
    await searchWallets(latch, { query: '' })
    expect(latch.store.getState().walletList.search).toEqual({
      query: '',
      status: 'idle',
      results: [],
      count: 0,
    })
  })

  test('featured in the site’s order, then 4 recommended without them', async () => {
    const probe = config()
    await loadWalletsPage(probe)
    const ids = probe.store.getState().walletList.wallets.map((w) => w.id)
    const featuredWalletIds = [ids[6]!, ids[1]!]
    const latch = config({ featuredWalletIds, excludeWalletIds: [ids[0]!] })
    await loadSuggestedWallets(latch)
    const { featured, recommended } = latch.store.getState().walletList
    expect(featured.map((w) => w.id)).toEqual(featuredWalletIds)
    expect(recommended).toHaveLength(4)
    for (const id of [...featuredWalletIds, ids[0]!])
      expect(recommended.map((w) => w.id)).not.toContain(id)
  })

  test('allowed origins and analytics configuration', async () => {
    expect(await getAllowedOrigins(config())).toEqual([origin])
    expect(await getAllowedOrigins(config({ projectId: 'unknown' }))).toEqual([])
    expect(await getAnalyticsConfig(config())).toEqual({ isAnalyticsEnabled: true })
    expect(await getAnalyticsConfig(config({ projectId: 'unknown' }))).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test('analytics events are batched and counted per event and day', async () => {
    // The few browser globals analytics uses; the rest of this suite runs in plain Node.
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
    vi.stubGlobal('navigator', {})
    const latch = config()
    const stop = startAnalytics(latch)
    await vi.waitFor(() =>
      expect(requests.some((r) => r.includes('getAnalyticsConfig'))).toBe(true),
    )
    latch.emit('MODAL_OPEN')
    latch.emit('MODAL_OPEN')
    latch.emit('CONNECT_SUCCESS', { namespace: 'eip155' })
    // Stopping flushes what is queued, as the page hiding does.
    stop()
    const app = createTestApp({ db: handle.db })
    await vi.waitFor(async () => {
      const response = await app.request(`/analytics/v1/counts?projectId=p1`, {
        headers: { authorization: `Bearer ${testAdminToken}` },
      })
      const { counts } = (await response.json()) as { counts: { event: string; count: number }[] }
      expect(Object.fromEntries(counts.map((c) => [c.event, c.count]))).toEqual({
        MODAL_OPEN: 2,
        CONNECT_SUCCESS: 1,
      })
    })
    expect(requests.filter((r) => r.includes('analytics/v1/events'))).toHaveLength(1)
  })
})
