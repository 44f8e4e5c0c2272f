import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GetWalletsResponse } from '@latch/core'
import { createTestApp, databases, dumpDatabase, useTestDatabase } from '@latch/test/server'
import { beforeEach, describe, expect } from 'vitest'
import { importRegistry, importSortOrderBase } from './importRegistry.js'
import { seedRegistry } from './seedRegistry.js'
import { seedWallets } from './seedWallets.js'

/** The real WalletConnect registry v1 export, read in place (it is not copied into the repo). */
const registryDir = new URL('../../../../../shared/data/walletconnect-registry-v1', import.meta.url)
  .pathname
const psdWalletId = 'dea4ab675289353a508956c4f821bc4e9141d9f99a5d244ae7af92b4d575db6d'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const now = new Date('2026-02-01T00:00:00Z')

// A 1×1 PNG, the smallest real logo.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const wallet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Wallet ${id}`,
  description: '',
  homepage: 'https://example.com/',
  chains: ['eip155:1'],
  versions: ['1'],
  app: { browser: '', ios: '', android: '', mac: '', windows: '', linux: '' },
  mobile: { native: '', universal: '' },
  desktop: { native: '', universal: '' },
  metadata: { shortName: id, colors: { primary: '', secondary: '' } },
  ...overrides,
})

/** Writes an export folder; `logos` maps ids to file bytes. */
function writeExport(walletsJson: unknown, logos: Record<string, Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'latch-registry-'))
  mkdirSync(join(dir, 'logo-sm'))
  writeFileSync(
    join(dir, 'wallets.json'),
    typeof walletsJson === 'string' ? walletsJson : JSON.stringify(walletsJson),
  )
  for (const [id, bytes] of Object.entries(logos))
    writeFileSync(join(dir, 'logo-sm', `${id}.jpeg`), bytes)
  return dir
}

describe.each(databases)('importRegistry ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  beforeEach(() => handle.reset())

  test('default: the real v1 export', async () => {
    const result = await importRegistry(handle.db, registryDir, { now })
    expect(result).toEqual({ imported: 113, updated: 0, unchanged: 0, skippedImages: 1 })
    const wallets = await handle.db.selectFrom('wallets').selectAll().execute()
    expect(wallets).toHaveLength(113)
    expect(wallets.filter((row) => row.image_id === null).map((row) => row.id)).toEqual([
      psdWalletId,
    ])
    const images = await handle.db.selectFrom('images').select(['content_type']).execute()
    expect(new Set(images.map((image) => image.content_type))).toEqual(new Set(['image/jpeg']))
  })

  test('behavior: a second import of the same folder changes nothing', async () => {
    await importRegistry(handle.db, registryDir, { now })
    const before = await dumpDatabase(handle.db)
    const again = await importRegistry(handle.db, registryDir, {
      now: new Date('2027-01-01T00:00:00Z'),
    })
    expect(again).toEqual({ imported: 0, updated: 0, unchanged: 113, skippedImages: 1 })
    expect(await dumpDatabase(handle.db)).toEqual(before)
  })

  test('behavior: maps the v1 fields to wallet list entries', async () => {
    await importRegistry(handle.db, registryDir, { now })
    const app = createTestApp({ db: handle.db })
    const response = await app.request(`/getWallets?projectId=p&include=${rainbowId}`)
    const { data } = (await response.json()) as GetWalletsResponse
    expect(data[0]).toMatchObject({
      id: rainbowId,
      name: 'Rainbow',
      rdns: null,
      chains: ['eip155:1'],
      // universal before native
      mobile_link: 'https://rnbwapp.com',
      desktop_link: null,
      webapp_link: null,
      homepage: 'https://rainbow.me/',
      app_store: 'https://apps.apple.com/us/app/rainbow-ethereum-wallet/id1457119021',
      play_store: null,
      chrome_store: null,
      injected: [],
      badge_type: 'none',
    })
    expect(data[0]?.image_id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const logo = await app.request(`/getWalletImage/${data[0]?.image_id}`)
    expect(logo.headers.get('content-type')).toBe('image/jpeg')
    const bytes = new Uint8Array(await logo.arrayBuffer())
    expect(
      Buffer.from(bytes).equals(readFileSync(join(registryDir, 'logo-sm', `${rainbowId}.jpeg`))),
    ).toBe(true)
    const rows = await handle.db
      .selectFrom('wallets')
      .select(['id', 'sort_order', 'source'])
      .execute()
    expect(
      rows.every((row) => row.source === 'import' && row.sort_order >= importSortOrderBase),
    ).toBe(true)
  })

  test('behavior: links (native fallback, web app vs. Chrome store, unsafe links dropped)', async () => {
    const dir = writeExport({
      a: wallet('a', {
        mobile: { native: 'walleta:', universal: '' },
        desktop: { native: 'walleta-desktop://', universal: '' },
        app: {
          browser: 'https://app.walleta.io',
          ios: '',
          android: 'https://play.google.com/x',
          mac: '',
          windows: '',
          linux: '',
        },
      }),
      b: wallet('b', {
        homepage: 'javascript:alert(1)',
        mobile: { native: 'javascript:alert(1)', universal: 'http://insecure.example' },
        desktop: { native: 'data:text/html,x', universal: '//evil.example' },
        app: {
          browser: 'https://chromewebstore.google.com/detail/abc',
          ios: 'vbscript:x',
          android: 'file:///x',
          mac: '',
          windows: '',
          linux: '',
        },
      }),
    })
    const lines: string[] = []
    const { createLogger } = await import('../logger.js')
    await importRegistry(handle.db, dir, {
      now,
      logger: createLogger({ level: 'warn', write: (line) => lines.push(line) }),
    })
    const rows = await handle.db.selectFrom('wallets').selectAll().orderBy('id').execute()
    expect(rows[0]).toMatchObject({
      mobile_link: 'walleta:',
      desktop_link: 'walleta-desktop://',
      webapp_link: 'https://app.walleta.io',
      play_store: 'https://play.google.com/x',
      chrome_store: null,
    })
    expect(rows[1]).toMatchObject({
      homepage: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      chrome_store: 'https://chromewebstore.google.com/detail/abc',
      app_store: null,
      play_store: null,
    })
    expect(
      lines.some(
        (line) => line.includes('registry links dropped') && line.includes('"walletId":"b"'),
      ),
    ).toBe(true)
  })

  test('behavior: changes are updates; the ranking of an existing wallet is kept', async () => {
    const first = writeExport({ a: wallet('a'), b: wallet('b') }, { a: png })
    expect(await importRegistry(handle.db, first, { now })).toEqual({
      imported: 2,
      updated: 0,
      unchanged: 0,
      skippedImages: 1,
    })
    const second = writeExport(
      { b: wallet('b', { name: 'Renamed' }), a: wallet('a'), c: wallet('c') },
      { a: png },
    )
    expect(
      await importRegistry(handle.db, second, { now: new Date('2026-03-01T00:00:00Z') }),
    ).toEqual({
      imported: 1,
      updated: 1,
      unchanged: 1,
      skippedImages: 2,
    })
    const rows = await handle.db
      .selectFrom('wallets')
      .select(['id', 'name', 'sort_order', 'updated_at'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'a', name: 'Wallet a', sort_order: importSortOrderBase, updated_at: now.toISOString() },
      {
        id: 'b',
        name: 'Renamed',
        sort_order: importSortOrderBase + 1,
        updated_at: '2026-03-01T00:00:00.000Z',
      },
      {
        id: 'c',
        name: 'Wallet c',
        sort_order: importSortOrderBase + 2,
        updated_at: '2026-03-01T00:00:00.000Z',
      },
    ])
  })

  test('behavior: a logo that is not an image is skipped with a warning', async () => {
    const dir = writeExport(
      { a: wallet('a'), b: wallet('b') },
      {
        a: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        b: readFileSync(join(registryDir, 'logo-sm', `${psdWalletId}.jpeg`)),
      },
    )
    const lines: string[] = []
    const { createLogger } = await import('../logger.js')
    const result = await importRegistry(handle.db, dir, {
      logger: createLogger({ write: (line) => lines.push(line) }),
    })
    expect(result.skippedImages).toBe(2)
    expect(await handle.db.selectFrom('images').selectAll().execute()).toEqual([])
    expect(lines.filter((line) => line.includes('registry logo skipped'))).toHaveLength(2)
  })

  const malformed: [string, unknown, string][] = [
    ['invalid JSON', '{"a": ', 'wallets.json is not valid JSON.'],
    ['an array', [wallet('a')], 'wallets.json must be an object keyed by wallet id.'],
    [
      'a wallet that is not an object',
      { a: 'wallet' },
      'wallets.json: wallet a must be an object.',
    ],
    [
      'a missing name',
      { a: { ...wallet('a'), name: undefined } },
      'wallets.json: wallet a: name must be a string.',
    ],
    [
      'an empty name',
      { a: wallet('a', { name: '  ' }) },
      'wallets.json: wallet a: name must not be empty.',
    ],
    [
      'a control character in a name',
      { a: wallet('a', { name: 'Evil\u0000' }) },
      'wallets.json: wallet a: name must not contain control characters.',
    ],
    [
      'chains not an array',
      { a: wallet('a', { chains: 'eip155:1' }) },
      'wallets.json: wallet a: chains must be an array.',
    ],
    [
      'a bad chain id',
      { a: wallet('a', { chains: ['eip155:1', 'ethereum'] }) },
      'wallets.json: wallet a: chains.1 must be a CAIP-2 chain id like eip155:1.',
    ],
    [
      'a link that is not a string',
      { a: wallet('a', { mobile: { native: 1, universal: '' } }) },
      'wallets.json: wallet a: mobile.native must be a string.',
    ],
    [
      'an id that is not its key',
      { a: wallet('b') },
      'wallets.json: wallet a: id must equal its key.',
    ],
    [
      'an id with a slash',
      { 'a/b': wallet('a/b') },
      'wallets.json: wallet a/b: id must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
  ]

  test.each(malformed)('error: %s; the database is unchanged', async (_, content, message) => {
    await importRegistry(handle.db, writeExport({ keep: wallet('keep') }), { now })
    const before = await dumpDatabase(handle.db)
    // A valid wallet first, so a non-transactional import would have written something.
    const withValidFirst =
      typeof content === 'object' && content !== null && !Array.isArray(content)
        ? { first: wallet('first'), ...content }
        : content
    await expect(importRegistry(handle.db, writeExport(withValidFirst))).rejects.toThrowError(
      expect.objectContaining({ name: 'RegistryImportError', shortMessage: message }),
    )
    expect(await dumpDatabase(handle.db)).toEqual(before)
  })

  test('error: a folder without wallets.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-registry-'))
    await expect(importRegistry(handle.db, dir)).rejects.toThrow(
      `Cannot read ${join(dir, 'wallets.json')}.`,
    )
  })

  test('error: a failure while writing rolls back the whole import', async () => {
    const before = await dumpDatabase(handle.db)
    // Valid for the schema, too long for nothing: make the second insert fail in the database.
    await handle.db.schema
      .createIndex('wallets_unique_name_test')
      .on('wallets')
      .column('name')
      .unique()
      .execute()
    try {
      const dir = writeExport(
        { a: wallet('a', { name: 'Same' }), b: wallet('b', { name: 'Same' }) },
        { a: png },
      )
      await expect(importRegistry(handle.db, dir)).rejects.toThrow()
      expect(await dumpDatabase(handle.db)).toEqual(before)
    } finally {
      await handle.db.schema.dropIndex('wallets_unique_name_test').execute()
    }
  })
})

describe.each(databases)('importRegistry over the seed ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  beforeEach(() => handle.reset())

  test('behavior: an imported wallet supersedes the seed wallet of the same name', async () => {
    await seedRegistry(handle.db)
    const seedRainbow = seedWallets.find((w) => w.name === 'Rainbow')!
    await importRegistry(handle.db, registryDir, { now })
    const app = createTestApp({ db: handle.db })
    const response = await app.request('/getWallets?projectId=p&search=rainbow')
    const body = (await response.json()) as GetWalletsResponse
    const rainbows = body.data.filter((w) => w.name === 'Rainbow')
    // Listed once, as the registry's entry, keeping what only the seed knew.
    expect(rainbows.map((w) => w.id)).toEqual([rainbowId])
    expect(rainbows[0]?.rdns).toBe(seedRainbow.rdns)
    expect(rainbows[0]?.badge_type).toBe(seedRainbow.badge_type)

    // Importing again merges the same way: nothing changes.
    const before = await dumpDatabase(handle.db)
    const again = await importRegistry(handle.db, registryDir, { now })
    expect(again.imported + again.updated).toBe(0)
    expect(await dumpDatabase(handle.db)).toEqual(before)
  })
})
