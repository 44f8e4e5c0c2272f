import { memoryStorage, mockAccounts, mockAdapter, mockConnector } from '@latch/test'
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
  // The failure's toast goes with the first read that succeeds; another notice would stay.
  expect(config.store.getState().notice).toBeUndefined()
})

test('behavior: a forced read revalidates past the browser cache; a plain one may use it', async () => {
  const config = await setup()
  const inits: (RequestInit | undefined)[] = []
  vi.stubGlobal('fetch', async (_url: URL, init?: RequestInit) => {
    inits.push(init)
    return Response.json({ balances: [ether], currency: 'usd' })
  })
  await fetchTokenBalances(config)
  await fetchTokenBalances(config, { force: true })
  expect(inits.map((init) => init?.cache)).toEqual([undefined, 'no-cache'])
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

//////////////////////////////////////////////////////////////////////////////////////////////
// The wallet's own answer (EIP-7811 `wallet_getAssets`, https://eips.ethereum.org/EIPS/eip-7811)

/**
 * A wallet's EIP-1193 provider at the wallet's boundary: `wallet_getCapabilities` answers
 * `capabilities`, `wallet_getAssets` answers `assets()` (or throws it), and `calls` lists what
 * was asked.
 */
function fakeWallet(parameters: { capabilities?: unknown; assets?: () => unknown }) {
  const calls: { method: string; params?: unknown }[] = []
  const provider = {
    async request(call: { method: string; params?: unknown }) {
      calls.push(call)
      if (call.method === 'wallet_getCapabilities') {
        if (parameters.capabilities === undefined)
          throw Object.assign(new Error('Method not found'), { code: -32601 })
        return parameters.capabilities
      }
      if (call.method === 'wallet_getAssets') return parameters.assets?.()
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    },
  }
  return { provider, calls }
}

async function setupWallet(provider: unknown) {
  const config = createConfig({
    adapters: [mockAdapter({ connectors: [{ ...mockConnector, provider }] })],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  onTestFinished(mount(config))
  await connect(config, { connectorId: mockConnector.id })
  return config
}

const advertised = { '0x1': { assetDiscovery: { supported: true } } }
const walletEther = {
  address: 'native',
  balance: '0x14d1120d7b160000', // 1.5 ETH
  type: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
}
const walletUsd = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0xee89ac8', // 250.125 LUSD
  type: 'erc20',
  metadata: {
    name: 'Latch USD',
    symbol: 'LUSD',
    decimals: 6,
    iconUrl: 'https://api.test/images/lusd',
  },
}

test('behavior: a wallet that advertises asset discovery is asked first, and its assets are used', async () => {
  const wallet = fakeWallet({
    capabilities: advertised,
    assets: () => ({ '0x1': [walletEther, walletUsd] }),
  })
  const config = await setupWallet(wallet.provider)
  const urls = stubServer(() => Response.json({ balances: [usd], currency: 'usd' }))
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(0)
  expect(wallet.calls).toEqual([
    { method: 'wallet_getCapabilities', params: [address, ['0x1']] },
    { method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x1'] }] },
  ])
  expect(tokens(config)).toEqual({
    account,
    status: 'ready',
    currency: 'USD',
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 2000,
        value: 3000,
        quantity: { decimals: '18', numeric: '1.5' },
      },
      {
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: 'eip155:1',
        address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        quantity: { decimals: '6', numeric: '250.125' },
        iconUrl: 'https://api.test/images/lusd',
      },
    ],
  })
})

test('behavior: wallet assets not matching the asset shape are ignored', async () => {
  const wallet = fakeWallet({
    capabilities: { '0x0': { assetDiscovery: { supported: true } } },
    assets: () => ({
      '0x1': [
        walletEther,
        { ...walletUsd, balance: 250 },
        { ...walletUsd, balance: '0xzz' },
        { ...walletUsd, address: '0x1234' },
        { ...walletUsd, type: 'erc721' },
        { ...walletEther, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
        { ...walletUsd, metadata: { ...walletUsd.metadata, decimals: '6' } },
        { ...walletUsd, metadata: { ...walletUsd.metadata, name: '' } },
        { ...walletUsd, metadata: null },
        // Low quality: zero decimals and no price (spec section 5).
        { ...walletUsd, metadata: { name: 'Spam', symbol: 'SPAM', decimals: 0 } },
        null,
        'ETH',
        // The spec's upper-case type; an icon of the wallet's choosing is dropped.
        {
          ...walletUsd,
          type: 'ERC20',
          metadata: { ...walletUsd.metadata, iconUrl: 'https://evil.test/x.svg' },
        },
      ],
      // Another chain than the account's.
      '0x89': [walletUsd],
    }),
  })
  const config = await setupWallet(wallet.provider)
  const urls = stubServer(() => Response.json({ balances: [usd], currency: 'usd' }))
  await fetchTokenBalances(config)
  expect(urls).toHaveLength(0)
  expect(tokens(config)?.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'LUSD'])
  expect(tokens(config)?.balances[1]).not.toHaveProperty('iconUrl')
})

test.each([
  [
    'a failure',
    () => {
      throw Object.assign(new Error('Internal error'), { code: -32603 })
    },
  ],
  ['null (spec: a failed get-assets)', () => null],
  ['no asset', () => ({ '0x1': [] })],
  ['no valid asset', () => ({ '0x1': [{ address: 'native' }] })],
])('behavior: %s from the wallet falls back to the balance service', async (_, assets) => {
  const wallet = fakeWallet({ capabilities: advertised, assets })
  const config = await setupWallet(wallet.provider)
  const urls = stubServer(() => Response.json({ balances: [ether, usd], currency: 'usd' }))
  await fetchTokenBalances(config)
  expect(wallet.calls.map((call) => call.method)).toEqual([
    'wallet_getCapabilities',
    'wallet_getAssets',
  ])
  expect(urls).toHaveLength(1)
  expect(tokens(config)).toEqual({
    account,
    status: 'ready',
    currency: 'USD',
    balances: [ether, usd],
  })
  expect(config.store.getState().notice).toBeUndefined()
})

test.each([
  ['no wallet_getCapabilities', undefined],
  ['no assetDiscovery', { '0x1': { atomic: { status: 'supported' } } }],
  ['assetDiscovery on another chain', { '0x89': { assetDiscovery: { supported: true } } }],
])(
  'behavior: a wallet with %s is not asked for assets; the service answers',
  async (_, capabilities) => {
    const wallet = fakeWallet({ capabilities, assets: () => ({ '0x1': [walletEther] }) })
    const config = await setupWallet(wallet.provider)
    const urls = stubServer(() => Response.json({ balances: [usd], currency: 'usd' }))
    await fetchTokenBalances(config)
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_getCapabilities'])
    expect(urls).toHaveLength(1)
    expect(tokens(config)?.balances).toEqual([usd])
  },
)

test('behavior: the capability is asked once per account; the 30 s cache holds for wallet answers', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const wallet = fakeWallet({ capabilities: advertised, assets: () => ({ '0x1': [walletEther] }) })
  const config = await setupWallet(wallet.provider)
  stubServer(() => Response.json({ balances: [usd], currency: 'usd' }))
  await fetchTokenBalances(config)
  await fetchTokenBalances(config)
  vi.advanceTimersByTime(tokenBalanceCacheMs)
  await fetchTokenBalances(config)
  expect(wallet.calls.map((call) => call.method)).toEqual([
    'wallet_getCapabilities',
    'wallet_getAssets',
    'wallet_getAssets',
  ])
})

test('behavior: the wallet failing and the service failing shows the toast once', async () => {
  const wallet = fakeWallet({
    capabilities: advertised,
    assets: () => {
      throw new Error('down')
    },
  })
  const config = await setupWallet(wallet.provider)
  stubServer(() => new Response('', { status: 503 }))
  await fetchTokenBalances(config)
  expect(tokens(config)?.status).toBe('error')
  expect(config.store.getState().notice).toEqual({
    variant: 'error',
    messageKey: 'account_data.token_balance_unavailable',
  })
})
