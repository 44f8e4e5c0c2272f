import type { GetWalletsResponse, WalletListEntry } from '@latch/core'
import { createTestApp, databases, dumpDatabase, useTestDatabase } from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { generateWallets } from '../../bench/generateWallets.js'
import { toWalletRow } from '../wallets/toWalletRow.js'

const base: Omit<WalletListEntry, 'id' | 'name'> = {
  rdns: null,
  image_id: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  injected: [],
  badge_type: 'none',
}

// Names chosen to exercise ranking, accents and LIKE metacharacters.
const fixtures: (Partial<WalletListEntry> & { id: string; name: string; order: number })[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    order: 1,
    badge_type: 'certified',
    rdns: 'io.metamask',
    injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  },
  { id: 'rainbow', name: 'Rainbow', order: 2, chains: ['eip155:1', 'eip155:10'] },
  { id: 'rain', name: 'Rain', order: 9 },
  { id: 'rainmaker', name: 'Rainmaker Wallet', order: 8 },
  { id: 'big-rain', name: 'Big Rain', order: 3 },
  { id: 'ledger', name: 'Lédger Live', order: 4, chains: ['eip155:1', 'cosmos:cosmoshub-4'] },
  {
    id: 'percent',
    name: '100% Wallet',
    order: 5,
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  },
  { id: 'underscore', name: 'Under_Score', order: 6, chains: ['eip155:10'] },
  { id: 'quote', name: "D'CENT Wallet", order: 7, chains: ['eip155:137'] },
  { id: 'backslash', name: 'Back\\slash', order: 10, chains: ['eip155:1'] },
]

describe.each(databases)('GET /getWallets ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    if (!database.url) return
    const now = new Date('2026-01-01T00:00:00Z')
    for (const { order, ...fixture } of fixtures)
      await handle.db
        .insertInto('wallets')
        .values(
          toWalletRow(
            { ...base, ...fixture },
            { sortOrder: order, source: 'seed', updatedAt: now },
          ),
        )
        .execute()
    app = createTestApp({ db: handle.db })
  })

  const get = async (query: string) => {
    const response = await app.request(`/getWallets?${query}`)
    return {
      status: response.status,
      body: (await response.json()) as GetWalletsResponse & {
        error?: { code: string; message: string }
      },
    }
  }
  const ids = async (query: string) => {
    const { status, body } = await get(query)
    expect(status, JSON.stringify(body)).toBe(200)
    return body.data.map((wallet) => wallet.id)
  }

  test('default: sort order, 40 entries, count', async () => {
    const { status, body } = await get('projectId=p')
    expect(status).toBe(200)
    expect(body.count).toBe(fixtures.length)
    expect(body.data.map((wallet) => wallet.id)).toEqual([
      'metamask',
      'rainbow',
      'big-rain',
      'ledger',
      'percent',
      'underscore',
      'quote',
      'rainmaker',
      'rain',
      'backslash',
    ])
  })

  test('behavior: entries have exactly the WalletListEntry fields', async () => {
    const { body } = await get('projectId=p&include=metamask')
    expect(body.data).toEqual([
      {
        id: 'metamask',
        name: 'MetaMask',
        rdns: 'io.metamask',
        image_id: null,
        chains: ['eip155:1'],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        homepage: null,
        app_store: null,
        play_store: null,
        chrome_store: null,
        injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        badge_type: 'certified',
      },
    ])
  })

  test('parameters: page and entries', async () => {
    expect(await ids('projectId=p&entries=3')).toEqual(['metamask', 'rainbow', 'big-rain'])
    expect(await ids('projectId=p&entries=3&page=2')).toEqual(['ledger', 'percent', 'underscore'])
    expect(await ids('projectId=p&entries=3&page=4')).toEqual(['backslash'])
    const beyond = await get('projectId=p&entries=3&page=1000')
    expect(beyond.body).toEqual({ data: [], count: fixtures.length })
    expect(await ids('projectId=p&entries=100')).toHaveLength(fixtures.length)
  })

  test('parameters: st and sv are accepted and ignored', async () => {
    expect(await ids('projectId=p&st=latch&sv=0.1.0&entries=1')).toEqual(['metamask'])
  })

  test('parameters: include and exclude', async () => {
    expect(await ids('projectId=p&include=rain,metamask,unknown')).toEqual(['metamask', 'rain'])
    const excluded = await ids('projectId=p&exclude=metamask,rainbow')
    expect(excluded).not.toContain('metamask')
    expect(excluded).toHaveLength(fixtures.length - 2)
    expect(await ids('projectId=p&include=rain,metamask&exclude=rain')).toEqual(['metamask'])
    // The spec also hides by rdns and by case-insensitive name.
    const byName = await ids(
      `projectId=p&exclude=${encodeURIComponent(fixtures[0]!.name.toUpperCase())}`,
    )
    expect(byName).not.toContain(fixtures[0]!.id)
    expect(byName).toHaveLength(fixtures.length - 1)
    const withRdns = fixtures.find((wallet) => wallet.rdns)!
    expect(await ids(`projectId=p&exclude=${withRdns.rdns}`)).not.toContain(withRdns.id)
    expect((await get('projectId=p&include=rain,metamask')).body.count).toBe(2)
    // An empty list means "no filter", as the client leaves empty lists out.
    expect(await ids('projectId=p&include=')).toHaveLength(fixtures.length)
  })

  test('parameters: chains keeps wallets supporting any', async () => {
    expect(await ids('projectId=p&chains=eip155:10')).toEqual(['rainbow', 'underscore'])
    expect(await ids('projectId=p&chains=eip155:137,cosmos:cosmoshub-4')).toEqual([
      'ledger',
      'quote',
    ])
    expect(await ids('projectId=p&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual([
      'percent',
    ])
    // eip155:1 must not match inside eip155:10 or eip155:137.
    expect(await ids('projectId=p&chains=eip155:1&include=underscore,quote')).toEqual([])
    expect(await ids('projectId=p&chains=eip155:999')).toEqual([])
  })

  test('parameters: badge_type', async () => {
    expect(await ids('projectId=p&badge_type=certified')).toEqual(['metamask'])
    expect(await ids('projectId=p&badge_type=none')).toHaveLength(fixtures.length)
  })

  test('parameters: search ranks exact, then prefix, then contains, then sort order', async () => {
    expect(await ids('projectId=p&search=rain')).toEqual([
      'rain',
      'rainbow',
      'rainmaker',
      'big-rain',
    ])
    expect((await get('projectId=p&search=rain')).body.count).toBe(4)
    expect(await ids('projectId=p&search=RAIN')).toEqual([
      'rain',
      'rainbow',
      'rainmaker',
      'big-rain',
    ])
    expect(await ids('projectId=p&search=wallet')).toEqual(['percent', 'quote', 'rainmaker'])
  })

  test('parameters: search is case- and accent-insensitive', async () => {
    expect(await ids('projectId=p&search=ledger')).toEqual(['ledger'])
    expect(await ids(`projectId=p&search=${encodeURIComponent('LÉDGER lïve')}`)).toEqual(['ledger'])
    expect(await ids(`projectId=p&search=${encodeURIComponent('ＭＥＴＡ')}`)).toEqual(['metamask'])
    expect(await ids('projectId=p&search=%20%20')).toHaveLength(fixtures.length)
  })

  test('behavior: LIKE metacharacters match themselves', async () => {
    expect(await ids(`projectId=p&search=${encodeURIComponent('%')}`)).toEqual(['percent'])
    expect(await ids(`projectId=p&search=${encodeURIComponent('_')}`)).toEqual(['underscore'])
    expect(await ids(`projectId=p&search=${encodeURIComponent('\\')}`)).toEqual(['backslash'])
    expect(await ids(`projectId=p&search=${encodeURIComponent('r_in')}`)).toEqual([])
    expect(await ids(`projectId=p&search=${encodeURIComponent('r%n')}`)).toEqual([])
    expect(await ids(`projectId=p&search=${encodeURIComponent("d'cent")}`)).toEqual(['quote'])
  })

  test('behavior: SQL metacharacters are data', async () => {
    const before = await dumpDatabase(handle.db)
    for (const search of [
      "' OR 1=1 --",
      "'; drop table wallets; --",
      '" OR ""="',
      "rain%' OR '1'='1",
    ])
      expect(await ids(`projectId=p&search=${encodeURIComponent(search)}`)).toEqual([])
    expect(await dumpDatabase(handle.db)).toEqual(before)
  })

  test.each([
    ['projectId missing', '', 'Invalid query parameter projectId: is required.'],
    [
      'projectId empty',
      'projectId=',
      'Invalid query parameter projectId: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      'projectId with a space',
      'projectId=a%20b',
      'Invalid query parameter projectId: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      'projectId too long',
      `projectId=${'a'.repeat(129)}`,
      'Invalid query parameter projectId: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      'projectId twice',
      'projectId=p&projectId=q',
      'Invalid query parameter projectId: must be given once.',
    ],
    [
      'entries over the maximum',
      'projectId=p&entries=101',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries 0',
      'projectId=p&entries=0',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries 1e9',
      'projectId=p&entries=1e9',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries 1000000000',
      'projectId=p&entries=1000000000',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries negative',
      'projectId=p&entries=-1',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries fractional',
      'projectId=p&entries=2.5',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'entries empty',
      'projectId=p&entries=',
      'Invalid query parameter entries: expected an integer from 1 to 100.',
    ],
    [
      'page below 1',
      'projectId=p&page=0',
      'Invalid query parameter page: expected an integer from 1 to 1000.',
    ],
    [
      'page negative',
      'projectId=p&page=-1',
      'Invalid query parameter page: expected an integer from 1 to 1000.',
    ],
    [
      'page over the maximum',
      'projectId=p&page=1001',
      'Invalid query parameter page: expected an integer from 1 to 1000.',
    ],
    [
      'page not a number',
      'projectId=p&page=one',
      'Invalid query parameter page: expected an integer from 1 to 1000.',
    ],
    [
      'page twice',
      'projectId=p&page=1&page=2',
      'Invalid query parameter page: must be given once.',
    ],
    [
      'search of 10 kB',
      `projectId=p&search=${'a'.repeat(10_000)}`,
      'Invalid query parameter search: must be at most 64 characters.',
    ],
    [
      'search of 65 characters',
      `projectId=p&search=${'a'.repeat(65)}`,
      'Invalid query parameter search: must be at most 64 characters.',
    ],
    // NFKC turns the ligature ﬃ into three letters: 22 of them make 66 characters.
    [
      'search over 64 characters after NFKC',
      `projectId=p&search=${encodeURIComponent('ﬃ'.repeat(22))}`,
      'Invalid query parameter search: must be at most 64 characters.',
    ],
    [
      'unknown badge_type',
      'projectId=p&badge_type=gold',
      'Invalid query parameter badge_type: must be none or certified.',
    ],
    [
      'empty badge_type',
      'projectId=p&badge_type=',
      'Invalid query parameter badge_type: must be none or certified.',
    ],
    [
      'include with an empty item',
      'projectId=p&include=a,,b',
      'Invalid query parameter include: item 2 is not a wallet id (1 to 128 characters from A-Z a-z 0-9 . _ : -).',
    ],
    [
      'include with SQL',
      "projectId=p&include=' OR 1=1 --",
      'Invalid query parameter include: item 1 is not a wallet id (1 to 128 characters from A-Z a-z 0-9 . _ : -).',
    ],
    [
      'exclude with a long id',
      `projectId=p&exclude=${'a'.repeat(129)}`,
      'Invalid query parameter exclude: item 1 is not a wallet id, rdns or name (1 to 128 characters, no control characters).',
    ],
    [
      'include with 101 items',
      `projectId=p&include=${Array.from({ length: 101 }, (_, i) => `w${i}`).join(',')}`,
      'Invalid query parameter include: has 101 items; at most 100 are allowed.',
    ],
    [
      'chains not CAIP-2',
      'projectId=p&chains=ethereum',
      'Invalid query parameter chains: item 1 is not a CAIP-2 chain id like eip155:1.',
    ],
    [
      'chains with a wildcard',
      'projectId=p&chains=eip155:1,eip155:%25',
      'Invalid query parameter chains: item 2 is not a CAIP-2 chain id like eip155:1.',
    ],
    [
      'st too long',
      `projectId=p&st=${'x'.repeat(65)}`,
      'Invalid query parameter st: must be at most 64 printable characters.',
    ],
    [
      'sv with a space',
      'projectId=p&sv=1%200',
      'Invalid query parameter sv: must be at most 64 printable characters.',
    ],
  ])('error: %s', async (_, query, message) => {
    const before = await dumpDatabase(handle.db)
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body).toEqual({ error: { code: 'invalid_request', message } })
    expect(await dumpDatabase(handle.db)).toEqual(before)
  })

  test('behavior: 100 list items and a 64-character search are accepted', async () => {
    const include = Array.from({ length: 100 }, (_, i) => `w${i}`).join(',')
    expect((await get(`projectId=p&include=${include}`)).status).toBe(200)
    expect((await get(`projectId=p&search=${'a'.repeat(64)}`)).status).toBe(200)
  })
})

describe.each(databases)('GET /getWallets at scale ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  // Timing is measured by bench/getWallets.ts, not asserted here; this checks that searches
  // over 5,000 wallets page and rank correctly.
  test('behavior: 5,000 wallets', async () => {
    await generateWallets(handle.db, 5_000)
    const app = createTestApp({ db: handle.db })
    const get = async (query: string) =>
      (await (await app.request(`/getWallets?projectId=p&${query}`)).json()) as GetWalletsResponse
    expect((await get('entries=100')).count).toBe(5_000)
    const exact = await get('search=lokaka%20WALLET%201')
    expect(exact.data.map((wallet) => wallet.name).slice(0, 2)).toEqual([
      'Lokaka Wallet 1',
      'Lokaka Wallet 1729',
    ])
    expect(exact.count).toBeGreaterThan(1)
    const accent = await get(`search=${encodeURIComponent('be')}&entries=100`)
    expect(accent.data.every((wallet) => /b[eé]/i.test(wallet.name))).toBe(true)
    const adversarial = await get(
      `search=${encodeURIComponent('%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_')}`,
    )
    expect(adversarial.count).toBe(0)
    const paged = await get('search=wallet&page=50&entries=100')
    expect(paged.data).toHaveLength(100)
    expect((await get('chains=eip155:10&badge_type=certified')).count).toBe(167)
  })
})
