import { createTestApp, databases, dumpDatabase, useTestDatabase } from '@latch/test/server'
import { beforeEach, describe, expect } from 'vitest'
import { monogramSvg } from '../images/monogramSvg.js'
import { seedRegistry } from './seedRegistry.js'
import { seedWallets } from './seedWallets.js'

describe.each(databases)('seedRegistry ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  beforeEach(() => handle.reset())

  test('default: every seed wallet, in rank order, with a monogram logo', async () => {
    expect(await seedRegistry(handle.db)).toBe(seedWallets.length)
    const app = createTestApp({ db: handle.db })
    const response = await app.request('/getWallets?projectId=p&entries=100')
    const { data, count } = await response.json()
    expect(count).toBe(seedWallets.length)
    const ranked = [...seedWallets].sort((a, b) => a.order - b.order)
    expect(data.map((entry: { id: string }) => entry.id)).toEqual(ranked.map((seed) => seed.id))
    const { color: _, order: __, ...first } = ranked[0]!
    expect(data[0]).toEqual({ ...first, image_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    const logo = await app.request(`/getWalletImage/${data[0].image_id}`)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    // Served exactly as generated: our own SVG is trusted; SVG from outside is refused.
    expect(await logo.text()).toBe(monogramSvg({ name: first.name, color: ranked[0]!.color }))
  })

  test('behavior: idempotent, and nothing when the registry is not empty', async () => {
    await seedRegistry(handle.db)
    const before = await dumpDatabase(handle.db)
    expect(await seedRegistry(handle.db)).toBe(0)
    expect(await dumpDatabase(handle.db)).toEqual(before)
    await handle.reset()
    const first = seedWallets[0]!
    await handle.db
      .insertInto('wallets')
      .values({
        id: 'existing',
        name: 'Existing',
        search_name: 'existing',
        rdns: null,
        image_id: null,
        chains: '[]',
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        homepage: null,
        app_store: null,
        play_store: null,
        chrome_store: null,
        injected: '[]',
        badge_type: 'none',
        sort_order: first.order,
        source: 'import',
        updated_at: new Date().toISOString(),
      })
      .execute()
    expect(await seedRegistry(handle.db)).toBe(0)
  })
})
