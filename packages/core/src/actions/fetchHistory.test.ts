import { memoryStorage, mockAccounts, mockAdapter, quietSolanaAdapter } from '@latch/test'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { solana } from '../networks/solana.js'
import type { ChainTransaction, GetHistoryResponse } from '../protocol/chainData.js'
import { connect } from './connect.js'
import { fetchHistory } from './fetchHistory.js'
import { mount } from './mount.js'

const [address, secondAddress] = mockAccounts as [string, string]

afterEach(() => {
  vi.unstubAllGlobals()
})

const transaction = (index: number, change: Partial<ChainTransaction['metadata']> = {}) =>
  ({
    id: `eip155:1:0x${index.toString(16).padStart(64, '0')}`,
    metadata: {
      operationType: 'receive',
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      chain: 'eip155:1',
      minedAt: '2026-11-24T10:00:00.000Z',
      sentFrom: secondAddress,
      sentTo: address,
      status: 'confirmed',
      nonce: index,
      ...change,
    },
    transfers: [
      {
        direction: 'in',
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://api.test/i/eth' } },
        quantity: { numeric: '0.5' },
        value: 1000,
        price: 2000,
      },
    ],
  }) satisfies ChainTransaction

/** Answers the history route page by page: `pages[cursor ?? '']`. */
function stubServer(pages: Record<string, GetHistoryResponse | 'fail'>) {
  const cursors: (string | null)[] = []
  vi.stubGlobal('fetch', async (url: URL) => {
    const cursor = url.searchParams.get('cursor')
    cursors.push(cursor)
    const page = pages[cursor ?? '']
    return page === 'fail' || !page ? new Response('', { status: 503 }) : Response.json(page)
  })
  return cursors
}

async function setup() {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  return config
}

const history = (config: ReturnType<typeof createConfig>) =>
  config.store.getState().chains.eip155?.account.transactions

test('default', async () => {
  const config = await setup()
  stubServer({ '': { data: [transaction(1)] } })
  await fetchHistory(config)
  expect(history(config)).toEqual({
    account: `eip155:1:${address}`,
    status: 'ready',
    items: [transaction(1)],
    next: undefined,
  })
})

test('behavior: pages follow the cursor, repeated entries are not shown twice, no next page stops', async () => {
  const config = await setup()
  const cursors = stubServer({
    '': { data: [transaction(1), transaction(2)], next: 'page-2' },
    'page-2': { data: [transaction(2), transaction(3)] },
  })
  await fetchHistory(config)
  await fetchHistory(config, { more: true })
  await fetchHistory(config, { more: true })
  expect(cursors).toEqual([null, 'page-2'])
  expect(history(config)?.items.map((item) => item.metadata.nonce)).toEqual([1, 2, 3])
})

test('behavior: malformed transactions and transfers are dropped', async () => {
  const config = await setup()
  const [good] = [transaction(1)]
  stubServer({
    '': {
      data: [
        good,
        { ...transaction(2), metadata: { ...transaction(2).metadata, status: 'lost' } },
        { ...transaction(3), metadata: { ...transaction(3).metadata, chain: 'eip155' } },
        { ...transaction(4), transfers: 'none' },
        {
          ...transaction(5),
          metadata: { ...transaction(5).metadata, sentTo: '<script>' },
        },
        {
          ...transaction(6, { minedAt: 'yesterday', operationType: 'approve' }),
          transfers: [{ direction: 'sideways', quantity: { numeric: '1' } }],
        },
      ] as unknown as ChainTransaction[],
    },
  })
  await fetchHistory(config)
  const items = history(config)?.items ?? []
  expect(items.map((item) => item.metadata.nonce)).toEqual([1, 6])
  expect(items[1]?.transfers).toEqual([])
  expect(items[1]?.metadata.minedAt).toBeUndefined()
})

test('behavior: a failed page keeps what was read, with the status error, and can be retried', async () => {
  const config = await setup()
  const pages: Record<string, GetHistoryResponse | 'fail'> = {
    '': { data: [transaction(1)], next: 'page-2' },
    'page-2': 'fail',
  }
  stubServer(pages)
  await fetchHistory(config)
  await fetchHistory(config, { more: true })
  expect(history(config)).toMatchObject({ status: 'error', next: 'page-2' })
  expect(history(config)?.items).toHaveLength(1)
  pages['page-2'] = { data: [transaction(2)] }
  await fetchHistory(config, { more: true })
  expect(history(config)).toMatchObject({ status: 'ready', next: undefined })
  expect(history(config)?.items).toHaveLength(2)
})

test('behavior: a read under way is not started twice', async () => {
  const config = await setup()
  const cursors = stubServer({ '': { data: [transaction(1)] } })
  await Promise.all([fetchHistory(config), fetchHistory(config)])
  expect(cursors).toEqual([null])
})

test('behavior: eip155 only (spec section 9)', async () => {
  const config = createConfig({
    adapters: [quietSolanaAdapter()],
    networks: [solana],
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  const cursors = stubServer({ '': { data: [transaction(1)] } })
  await fetchHistory(config, { namespace: 'solana' })
  expect(cursors).toEqual([])
})
