// Before anything loads the SDK: isTestRun() then keeps its verify and telemetry clients offline.
process.env.IS_VITEST = 'true'

import { randomBytes } from 'node:crypto'
import {
  type Config,
  type Connector,
  createConfig,
  disconnect,
  mount,
  type Network,
  openModal,
  reconnect,
  switchNetwork,
  type WalletConnectConnector,
  walletConnectConnectorId,
} from '@latch/core'
import { getWalletConnect, storageKeys } from '@latch/core/internal'
import { mainnet, optimism } from '@latch/core/networks'
import { createSolanaAdapter } from '@latch/solana'
// Core's own test fixtures (an adapter double and an in-memory Storage), not part of its API.
import { memoryStorage, mockAdapter } from '@latch/test'
import { startTestRelay, startTestRpc, type TestServer } from '@latch/test/walletconnect'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createWalletConnectClient } from '../createWalletConnectClient.js'
import type { Eip1193Provider } from './createEip1193Provider.js'
import {
  createWalletConnectSession,
  type WalletConnectSessionController,
} from './createWalletConnectSession.js'

const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const otherAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaAddress = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const solanaReference = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let relay: TestServer
let relayUrl: string
let rpc: TestServer
let rpcUrl: string
let wallet: SignClient
let walletApproves = true
const walletRequests: { method: string; chainId: string }[] = []

beforeAll(async () => {
  relay = await startTestRelay()
  relayUrl = relay.url
  // Reads land here; the tests only need well-formed answers.
  rpc = await startTestRpc((method) =>
    method === 'getBalance' ? { context: { slot: 1 }, value: 7 } : '0x2a',
  )
  rpcUrl = rpc.url

  wallet = await startWallet({
    name: 'Phone',
    description: 'Phone',
    url: 'http://127.0.0.1',
    icons: [],
  })
})

afterAll(async () => {
  for (const client of [wallet, ...otherWallets]) {
    client?.core.heartbeat.stop()
    await client?.core.relayer.transportClose().catch(() => undefined)
  }
  await relay?.close()
  await rpc?.close()
})

/** Wallets started by a test besides the shared one, closed after all. */
const otherWallets: SignClient[] = []

/** A wallet on the test relay that tells dapps about itself with `metadata`. */
async function startWallet(metadata: SignClient['metadata']): Promise<SignClient> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const { buildApprovedNamespaces, getSdkError } = await import('@walletconnect/utils')
  const wallet = await SignClient.init({
    projectId: 'local-test',
    relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: `latch-wallet-${randomBytes(4).toString('hex')}`,
    metadata,
  })
  wallet.on('session_proposal', async ({ id, params }) => {
    if (!walletApproves)
      return void (await wallet.reject({ id, reason: getSdkError('USER_REJECTED') }))
    const evmChains = ['eip155:1', 'eip155:10']
    await wallet.approve({
      id,
      namespaces: buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: evmChains,
            methods: params.optionalNamespaces.eip155?.methods ?? [],
            events: ['accountsChanged', 'chainChanged'],
            accounts: evmChains.map((chain) => `${chain}:${evmAddress}`),
          },
          solana: {
            chains: [`solana:${solanaReference}`],
            methods: ['solana_signMessage'],
            events: [],
            accounts: [`solana:${solanaReference}:${solanaAddress}`],
          },
        },
      }),
    })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    walletRequests.push({ method: params.request.method, chainId: params.chainId })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: '0xsigned' } })
  })
  return wallet
}

const solanaNetwork = (): Network => ({
  id: solanaReference,
  caipNetworkId: `solana:${solanaReference}`,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

/** A page load: a config on the given storage, with its WalletConnect connector. */
function load(storage: Storage, storagePrefix: string) {
  const local = (network: Network): Network => ({
    ...network,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletConnectClient({
    projectId: 'local-test',
    relayUrl,
    rpcMap: { 'eip155:1': rpcUrl, 'eip155:10': rpcUrl, [`solana:${solanaReference}`]: rpcUrl },
    metadata: { name: 'Dapp', description: 'Dapp', url: 'http://127.0.0.1', icons: [] },
    storagePrefix,
  })
  // The connector as `createWalletConnectConnector` builds it, on this test's client.
  const idleRows: Connector[] = [
    {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    },
  ]
  let session: WalletConnectSessionController | undefined
  const live = () => session ?? Promise.reject(new Error('not set up'))
  const connector: WalletConnectConnector = {
    id: walletConnectConnectorId,
    type: 'WALLET_CONNECT',
    setup(context) {
      context.setRows(idleRows)
      session = createWalletConnectSession(context, client, { idleRows })
      return () => session?.destroy()
    },
    preload: () => session?.preload(),
    pair: () => session?.pair(),
    cancelPairing: () => session?.cancelPairing(),
    rememberWalletApp: (app) => session?.rememberWalletApp(app),
    restore: async () => (await live()).restore(),
    disconnect: async () => (await live()).disconnect(),
  }
  const config = createConfig(
    {
      adapters: [mockAdapter(), createSolanaAdapter()],
      networks: [local(mainnet), local(optimism), solanaNetwork()],
      storage,
    },
    { connectors: [connector] },
  )
  const stop = mount(config)
  return {
    config,
    client,
    async close() {
      stop()
      await client.close()
    },
  }
}

const account = (config: Config, namespace: 'eip155' | 'solana') =>
  config.store.getState().chains[namespace]!.account

async function pairWithWallet(config: Config, phone: SignClient = wallet) {
  openModal(config, { view: 'ConnectingWalletConnectBasic' })
  getWalletConnect(config)!.pair()
  const uri = await new Promise<string>((resolve) => {
    const unsubscribe = config.store.subscribe((state) => {
      if (state.pairing.status !== 'ready') return
      unsubscribe()
      resolve(state.pairing.uri)
    })
  })
  const sessions = new Promise<SessionTypes.Struct>((resolve) =>
    phone.once('session_proposal', () => {
      // Resolved by the approval below; the wallet's handler runs first.
      setTimeout(() => resolve(phone.session.getAll().at(-1)!), 300)
    }),
  )
  await phone.pair({ uri })
  await expect.poll(() => account(config, 'eip155').status).toBe('connected')
  return { uri, session: await sessions }
}

test('behavior: a session connects both namespaces, follows the wallet, restores and ends everywhere', async () => {
  const storage = memoryStorage()
  const prefix = `latch-dapp-${randomBytes(4).toString('hex')}`
  const page = load(storage, prefix)
  const { config } = page
  const { uri } = await pairWithWallet(config)
  expect(uri).toMatch(/^wc:/)

  // One connector id, two namespaces, each with its own account, chain and stored id.
  expect(account(config, 'eip155')).toMatchObject({
    status: 'connected',
    address: evmAddress,
    connectorId: walletConnectConnectorId,
    caipAddress: `eip155:1:${evmAddress}`,
  })
  expect(account(config, 'solana')).toMatchObject({
    status: 'connected',
    address: solanaAddress,
    caipAddress: `solana:${solanaReference}:${solanaAddress}`,
  })
  expect(storage.getItem(storageKeys.connectorId('solana'))).toContain(walletConnectConnectorId)
  expect(config.store.getState().modal.status).toBe('closed')
  expect(config.store.getState().pairing).toEqual({ status: 'idle' })
  // The adapter's own connectors and the session's connectors live side by side.
  const connectors = config.store.getState().connectors
  expect(
    connectors
      .filter((c) => c.type === 'WALLET_CONNECT')
      .map((c) => c.chain)
      .sort(),
  ).toEqual(['eip155', 'solana'])
  expect(connectors.some((c) => c.id === 'mock')).toBe(true)

  // The EIP-1193 face: accounts and chain from the session, signing through it, reads to the RPC.
  const provider = connectors.find((c) => c.type === 'WALLET_CONNECT' && c.chain === 'eip155')!
    .provider as Eip1193Provider
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([evmAddress])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
  expect(await provider.request({ method: 'personal_sign', params: ['0x00', evmAddress] })).toBe(
    '0xsigned',
  )
  // A chain of the session is switched locally, and requests follow it.
  const chainChanged: unknown[] = []
  provider.on('chainChanged', (chainId) => chainChanged.push(chainId))
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
  expect(config.store.getState().chains.eip155!.network.caipNetwork!.caipNetworkId).toBe(
    'eip155:10',
  )
  expect(chainChanged).toEqual(['0xa'])
  await provider.request({ method: 'personal_sign', params: ['0x00', evmAddress] })
  expect(walletRequests.map((r) => r.chainId)).toEqual(['eip155:1', 'eip155:10'])

  // The wallet's events: a chain change is applied; an account it never granted is ignored.
  const topic = wallet.session.getAll().at(-1)!.topic
  await wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
  await expect
    .poll(() => config.store.getState().chains.eip155!.network.caipNetwork!.caipNetworkId)
    .toBe('eip155:1')
  await wallet.emit({
    topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [`eip155:1:${otherAddress}`] },
  })
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(account(config, 'eip155').address).toBe(evmAddress)

  // A reload: the next page restores the session without a new proposal.
  await page.close()
  const reloaded = load(storage, prefix)
  expect(account(reloaded.config, 'eip155').status).toBe('connecting')
  await reconnect(reloaded.config)
  expect(account(reloaded.config, 'eip155')).toMatchObject({
    status: 'connected',
    address: evmAddress,
  })
  expect(account(reloaded.config, 'solana')).toMatchObject({
    status: 'connected',
    address: solanaAddress,
  })

  // Disconnecting one namespace ends the session for both, and on the wallet's side.
  await disconnect(reloaded.config, { namespace: 'solana' })
  expect(account(reloaded.config, 'eip155').status).toBe('disconnected')
  expect(account(reloaded.config, 'solana').status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
  await expect.poll(() => wallet.session.getAll().some((s) => s.topic === topic)).toBe(false)
  // The Connect view's WalletConnect row is back.
  expect(
    reloaded.config.store.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT'),
  ).toEqual([
    {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    },
  ])
  await reloaded.close()
})

test('behavior: the proposal asks for the network the modal is on first, the others after it', async () => {
  const page = load(memoryStorage(), `latch-dapp-${randomBytes(4).toString('hex')}`)
  await switchNetwork(page.config, { network: optimism })
  const proposals: { required: unknown; chains: unknown }[] = []
  wallet.once('session_proposal', ({ params }) =>
    proposals.push({
      required: params.requiredNamespaces,
      chains: params.optionalNamespaces.eip155?.chains,
    }),
  )
  await pairWithWallet(page.config)
  // The 2.21 SDK sends every namespace as optional; the order is what a wallet lists.
  expect(proposals).toEqual([{ required: {}, chains: ['eip155:10', 'eip155:1'] }])
  await page.close()
})

test('behavior: the wallet ends the session: every namespace is disconnected', async () => {
  const page = load(memoryStorage(), `latch-dapp-${randomBytes(4).toString('hex')}`)
  const events: string[] = []
  page.config.watchEvents((event) => events.push(event.data.event))
  await pairWithWallet(page.config)
  const { getSdkError } = await import('@walletconnect/utils')
  const topic = wallet.session.getAll().at(-1)!.topic
  await wallet.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
  await expect.poll(() => account(page.config, 'eip155').status).toBe('disconnected')
  expect(account(page.config, 'solana').status).toBe('disconnected')
  expect(events).toContain('DISCONNECT_SUCCESS')
  await page.close()
})

test('behavior: a rejected proposal leaves an error state and a retry pairs again', async () => {
  const page = load(memoryStorage(), `latch-dapp-${randomBytes(4).toString('hex')}`)
  const { config } = page
  walletApproves = false
  try {
    openModal(config, { view: 'ConnectingWalletConnectBasic' })
    getWalletConnect(config)!.pair()
    await expect.poll(() => config.store.getState().pairing.status).toBe('ready')
    const state = config.store.getState().pairing
    await wallet.pair({ uri: state.status === 'ready' ? state.uri : '' })
    await expect
      .poll(() => config.store.getState().pairing)
      .toEqual({ status: 'error', errorName: 'ProposalRejectedError' })
    expect(account(config, 'eip155').status).toBe('disconnected')
  } finally {
    walletApproves = true
  }
  await pairWithWallet(config)
  expect(account(config, 'eip155').address).toBe(evmAddress)
  await disconnect(config)
  await page.close()
})

test('behavior: closing the modal drops the pending pairing', async () => {
  const page = load(memoryStorage(), `latch-dapp-${randomBytes(4).toString('hex')}`)
  const { config } = page
  openModal(config, { view: 'ConnectingWalletConnectBasic' })
  getWalletConnect(config)!.pair()
  await expect.poll(() => config.store.getState().pairing.status).toBe('ready')
  config.store.setState({ modal: { status: 'closed', history: [] } })
  expect(config.store.getState().pairing).toEqual({ status: 'idle' })
  await page.close()
})

test('behavior: a session that expired while the page was closed is dropped cleanly', async () => {
  const storage = memoryStorage()
  const prefix = `latch-dapp-${randomBytes(4).toString('hex')}`
  const page = load(storage, prefix)
  await pairWithWallet(page.config)
  await page.close()
  // Eight days later (sessions last 7 days unless extended).
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000)
    const later = load(storage, prefix)
    await reconnect(later.config)
    expect(account(later.config, 'eip155').status).toBe('disconnected')
    expect(account(later.config, 'solana').status).toBe('disconnected')
    expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
    expect(storage.getItem(storageKeys.connectorId('solana'))).toBeNull()
    expect(
      later.config.store.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT'),
    ).toHaveLength(1)
    await later.close()
  } finally {
    vi.useRealTimers()
  }
})

test('(T12) a peer name with bidi overrides, zero-width characters and 200 characters is shown clean and at most 64 characters long', async () => {
  const visible = `Safe Wallet ${'x'.repeat(200)}`
  const name = `\u202e\u200b\u2066\u2067${visible.slice(0, 6)}\ufeff\u2068${visible.slice(6)}\u2069\u200b`
  expect(name.length).toBeGreaterThan(200)
  const phone = await startWallet({
    name,
    description: `\u202e${'d'.repeat(2000)}`,
    url: 'http://127.0.0.1',
    icons: ['javascript:alert(1)'],
  })
  otherWallets.push(phone)
  const storage = memoryStorage()
  const prefix = `latch-dapp-${randomBytes(4).toString('hex')}`
  const page = load(storage, prefix)
  const events: { event: string; properties?: unknown }[] = []
  page.config.watchEvents((event) => events.push(event.data as never))
  await pairWithWallet(page.config, phone)

  const expected = `${visible.slice(0, 63)}…`
  const shown = (config: Config) =>
    config.store.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT')
  for (const connector of shown(page.config)) {
    expect(connector.name).toBe(expected)
    expect([...connector.name]).toHaveLength(64)
    expect(connector.name).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/)
    expect(connector.imageUrl).toBeUndefined()
  }
  expect(events.find((event) => event.event === 'CONNECT_SUCCESS')?.properties).toMatchObject({
    name: expected,
  })

  // Restored on the next page load from storage: still clean.
  await page.close()
  const reloaded = load(storage, prefix)
  await reconnect(reloaded.config)
  expect(account(reloaded.config, 'eip155').status).toBe('connected')
  expect(shown(reloaded.config).map((c) => c.name)).toEqual(
    shown(reloaded.config).map(() => expected),
  )
  await disconnect(reloaded.config)
  await reloaded.close()
})
