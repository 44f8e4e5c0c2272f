import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import en from '../i18n/locales/en.json'
import { mainnet } from '../networks/mainnet.js'
import type { GetBalancesResponse, TokenBalance } from '../protocol/chainData.js'
import { connect } from './connect.js'
import { fetchTokenBalances, tokenBalanceCacheMs } from './fetchTokenBalances.js'
import { mount } from './mount.js'

const [address] = mockAccounts
const account = `eip155:1:${address}`

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'https://api.test/images/eth',
}
const usd: TokenBalance = {
  name: 'Latch USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '250.125' },
}

/** A server stand-in that answers the balances route with `answer()` and counts the calls. */
function stubServer(answer: () => Response) {
  const urls: URL[] = []
  vi.stubGlobal('fetch', async (url: URL) => {
    urls.push(url)
    return answer()
  })
  return urls
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

const tokens = (config: ReturnType<typeof createConfig>) =>
  config.store.getState().chains.eip155?.account.tokenBalance

test('default', async () => {
  const config = await setup()
  const response: GetBalancesResponse = { balances: [ether, usd], currency: 'usd' }
  const urls = stubServer(() => Response.json(response))
  await fetchTokenBalances(config)
  expect(urls.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
    `/chain/v1/balances?projectId=p&account=${encodeURIComponent(account)}`,
  ])
  expect(tokens(config)).toEqual({
    account,
    status: 'ready',
    currency: 'USD',
    balances: [ether, usd],
  })
})

test('behavior: malformed and low-quality entries are dropped, malformed optional fields left out', async () => {
  const config = await setup()
  stubServer(() =>
    Response.json({
      currency: 'usd',
      balances: [
        ether,
        // Low quality: zero decimals and no price (spec section 5).
        { ...usd, symbol: 'SPAM', quantity: { decimals: '0', numeric: '1000000' } },
        // Zero decimals with a price is kept.
        { ...usd, symbol: 'WHOLE', price: 1, quantity: { decimals: '0', numeric: '3' } },
        { ...ether, quantity: { decimals: '18', numeric: '1e18' } },
        { ...ether, quantity: { decimals: '18', numeric: -1 } },
        { ...ether, chainId: 'cosmos:hub' },
        { ...usd, address: '0xnot-caip' },
        { ...ether, name: '' },
        null,
        'ETH',
        { ...ether, symbol: 'BAD', iconUrl: 'javascript:alert(1)', value: Number.NaN, price: -2 },
      ],
    }),
  )
  await fetchTokenBalances(config)
  expect(tokens(config)?.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'WHOLE', 'BAD'])
  expect(tokens(config)?.balances[2]).toEqual({
    name: 'Ether',
    symbol: 'BAD',
    chainId: 'eip155:1',
    quantity: { decimals: '18', numeric: '1.5' },
  })
})

test('behavior: a read within 30 s is skipped unless forced; after 30 s it reads again', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const config = await setup()
  const urls = stubServer(() => Response.json({ balances: [ether], currency: 'usd' }))
  await fetchTokenBalances(config)
  vi.advanceTimersByTime(tokenBalanceCacheMs - 1)
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(1)
  await fetchTokenBalances(config, { force: true })
  expect(urls).toHaveLength(2)
  vi.advanceTimersByTime(tokenBalanceCacheMs)
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(3)
})

test('behavior: a failure shows "Token Balance Unavailable" and pauses reads for 30 s, forced ones too', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const config = await setup()
  let down = true
  const urls = stubServer(() =>
    down
      ? new Response('', { status: 503 })
      : Response.json({ balances: [ether], currency: 'usd' }),
  )
  await fetchTokenBalances(config)
  expect(tokens(config)).toMatchObject({ status: 'error', balances: [] })
  expect(config.store.getState().notice).toEqual({
    variant: 'error',
    messageKey: 'account_data.token_balance_unavailable',
  })
  expect(en.account_data.token_balance_unavailable).toBe('Token Balance Unavailable')
  down = false
  vi.advanceTimersByTime(tokenBalanceCacheMs - 1)
  await fetchTokenBalances(config)
  await fetchTokenBalances(config, { force: true })
  expect(urls).toHaveLength(1)
  vi.advanceTimersByTime(1)
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(2)
  expect(tokens(config)).toMatchObject({ status: 'ready', balances: [ether] })
})

test('behavior: without a Latch server (apiUrl, projectId) nothing is read and no toast shows', async () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  const urls = stubServer(() => Response.json({ balances: [ether], currency: 'usd' }))
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(0)
  expect(tokens(config)).toBeUndefined()
  expect(config.store.getState().notice).toBeUndefined()
})

test('behavior: an answer that is not a balances response counts as a failure', async () => {
  const config = await setup()
  stubServer(() => Response.json({ data: [] }))
  await fetchTokenBalances(config)
  expect(tokens(config)?.status).toBe('error')
})

test('behavior: nothing is read without a connected account; after a disconnect the list names an account that is gone', async () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  onTestFinished(mount(config))
  const urls = stubServer(() => Response.json({ balances: [ether], currency: 'usd' }))
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(0)
  await connect(config, { connectorId: 'mock' })
  await fetchTokenBalances(config)
  expect(tokens(config)?.status).toBe('ready')
  const { disconnect } = await import('./disconnect.js')
  await disconnect(config)
  const state = config.store.getState().chains.eip155?.account
  expect(state?.caipAddress).toBeUndefined()
  expect(tokens(config)?.account).toBe(account)
})
