import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { createAdapter } from '../adapters/createAdapter.js'
import { InvalidOptionsError } from '../errors/options.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { polygon } from '../networks/polygon.js'
import { solana } from '../networks/solana.js'
import { solanaDevnet } from '../networks/solanaDevnet.js'
import { createConfig } from './createConfig.js'

const solanaAdapter = () =>
  createAdapter({
    namespace: 'solana',
    discoveryTimeoutMs: 0,
    setup: () => () => {},
    connect: async () => ({ accounts: [], chainId: solana.id }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
  })

test('default', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
  })
  expect(config.store.getState()).toEqual({
    activeNamespace: 'eip155',
    chains: {
      eip155: {
        account: { status: 'disconnected', allAccounts: [], balanceStatus: 'idle' },
        network: {
          caipNetwork: mainnet,
          requestedNetworks: [mainnet, optimism],
          approvedNetworkIds: ['eip155:1', 'eip155:10'],
          supportsAllNetworks: false,
          isUnsupported: false,
        },
      },
    },
    connectors: [],
    recentConnectorIds: [],
    modal: { status: 'closed', history: [] },
    pairing: { status: 'idle' },
    attempt: { status: 'idle' },
    themeMode: 'light',
    themeVariables: {},
    walletList: {
      status: 'idle',
      page: 0,
      count: 0,
      wallets: [],
      featured: [],
      recommended: [],
      search: { query: '', status: 'idle', results: [], count: 0 },
      excludedWallets: [],
    },
    locale: 'en',
    initialized: false,
  })
  expect([...config.adapters.keys()]).toEqual(['eip155'])
  expect(config.i18n.locale).toBe('en')
})

test('behavior: one state per namespace, each with its own requested networks', () => {
  const config = createConfig({
    adapters: [mockAdapter(), solanaAdapter()],
    networks: [mainnet, solana, optimism, solanaDevnet],
    storage: memoryStorage(),
  })
  const { chains } = config.store.getState()
  expect(Object.keys(chains)).toEqual(['eip155', 'solana'])
  expect(chains.eip155?.network.requestedNetworks).toEqual([mainnet, optimism])
  expect(chains.eip155?.network.caipNetwork).toBe(mainnet)
  expect(chains.solana?.network.requestedNetworks).toEqual([solana, solanaDevnet])
  expect(chains.solana?.network.approvedNetworkIds).toEqual([
    solana.caipNetworkId,
    solanaDevnet.caipNetworkId,
  ])
  // The default network is eip155's; solana starts on its first requested network.
  expect(chains.solana?.network.caipNetwork).toBe(solana)
  expect(chains.solana?.account.status).toBe('disconnected')
})

test('parameters: defaultNetwork', () => {
  const config = createConfig({
    adapters: [mockAdapter(), solanaAdapter()],
    networks: [mainnet, optimism, solana],
    defaultNetwork: optimism,
    storage: memoryStorage(),
  })
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
  expect(config.store.getState().activeNamespace).toBe('eip155')

  const onSolana = createConfig({
    adapters: [mockAdapter(), solanaAdapter()],
    networks: [mainnet, optimism, solana],
    defaultNetwork: solana,
    storage: memoryStorage(),
  })
  expect(onSolana.store.getState().activeNamespace).toBe('solana')
  expect(onSolana.store.getState().chains.solana?.network.caipNetwork).toBe(solana)
  expect(onSolana.store.getState().chains.eip155?.network.caipNetwork).toBe(mainnet)
})

test('behavior: restores the stored last chain when it is requested', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    storage: memoryStorage({ 'latch.lastChain.eip155': 'eip155:10' }),
  })
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
})

test('behavior: ignores a stored last chain that is not requested', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    defaultNetwork: optimism,
    storage: memoryStorage({ 'latch.lastChain.eip155': polygon.caipNetworkId }),
  })
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
})

test('behavior: a stored connector id starts as connecting', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage({ 'latch.connectorId.eip155': 'mock' }),
  })
  expect(config.store.getState().chains.eip155?.account.status).toBe('connecting')
})

test('parameters: enableReconnect: false starts disconnected despite a stored connector id', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    enableReconnect: false,
    storage: memoryStorage({ 'latch.connectorId.eip155': 'mock' }),
  })
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('behavior: restores the active namespace and the recent wallets from storage', () => {
  const config = createConfig({
    adapters: [mockAdapter(), solanaAdapter()],
    networks: [mainnet, solana],
    storage: memoryStorage({
      'latch.activeNamespace': 'solana',
      'latch.recentWallets': JSON.stringify(['io.metamask', 42, 'app.phantom']),
    }),
  })
  expect(config.store.getState().activeNamespace).toBe('solana')
  expect(config.store.getState().recentConnectorIds).toEqual(['io.metamask', 'app.phantom'])
})

test('behavior: ignores a stored namespace without an adapter', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage({ 'latch.activeNamespace': 'solana' }),
  })
  expect(config.store.getState().activeNamespace).toBe('eip155')
})

test('parameters: themeMode and themeVariables', () => {
  const themeVariables = { '--w3m-accent': '#ff0000' }
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    themeMode: 'dark',
    themeVariables,
    storage: memoryStorage(),
  })
  expect(config.store.getState().themeMode).toBe('dark')
  expect(config.store.getState().themeVariables).toEqual(themeVariables)
  // A copy, so that changing the theme later does not write into the site's options.
  expect(config.store.getState().themeVariables).not.toBe(themeVariables)
})

test('error: invalid options', () => {
  expect(() =>
    createConfig({ adapters: [mockAdapter()], networks: [], storage: memoryStorage() } as never),
  ).toThrow(InvalidOptionsError)
})

test('behavior: emit and watchEvents', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  const events: LatchEvent[] = []
  const unwatch = config.watchEvents((event) => events.push(event))
  config.emit('MODAL_OPEN', { view: 'Connect' })
  config.emit('MODAL_CLOSE')
  unwatch()
  config.emit('MODAL_OPEN')
  expect(events.map((event) => event.data)).toEqual([
    { type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect' } },
    { type: 'track', event: 'MODAL_CLOSE' },
  ])
  expect(typeof events[0]?.timestamp).toBe('number')
})
