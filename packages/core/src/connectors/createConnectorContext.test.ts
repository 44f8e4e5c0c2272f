import {
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
  quietSolanaAdapter,
} from '@latch/test'
import { expect, onTestFinished, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { mount } from '../actions/mount.js'
import { createAdapter } from '../adapters/createAdapter.js'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { solana } from '../networks/solana.js'
import { storageKeys } from '../storage/createStorage.js'
import type { Connector } from '../types/connector.js'
import type { Namespace } from '../types/network.js'
import { type ConnectorContext, createConnector } from './createConnector.js'
import { createConnectorContext } from './createConnectorContext.js'

const solanaAddress = 'So11111111111111111111111111111111111111112'

/** A connector spanning eip155 and solana that reports what the test tells it to. */
function spanningConnector(parameters: { restore?: (context: ConnectorContext) => void } = {}) {
  let context: ConnectorContext | undefined
  const calls: string[] = []
  const connector = createConnector({
    id: 'spanning',
    type: 'MULTI_CHAIN',
    setup(setupContext) {
      context = setupContext
      setupContext.setRows(
        setupContext.namespaces.map((chain) => ({
          id: 'spanning',
          name: 'Spanning',
          type: 'MULTI_CHAIN',
          chain,
        })),
      )
      return () => {
        context = undefined
      }
    },
    async restore() {
      calls.push('restore')
      parameters.restore?.(context!)
    },
    async disconnect() {
      calls.push('disconnect')
      context!.disconnect()
    },
  })
  return { connector, calls, context: () => context! }
}

function setup(storage = memoryStorage(), connectors = [spanningConnector()]) {
  const config = createConfig(
    {
      networks: [mainnet, solana],
      adapters: [mockAdapter(), quietSolanaAdapter()],
      storage,
    },
    { connectors: connectors.map((entry) => entry.connector) },
  )
  onTestFinished(mount(config))
  return { config, storage, spanning: connectors[0]! }
}

const bothNamespaces = {
  eip155: { accounts: [mockAccounts[0]], chainId: 1 },
  solana: { accounts: [solanaAddress], chainId: solana.id },
}

test('default: what a connector reports lands in state and storage, the active namespace kept', async () => {
  const { config, storage, spanning } = setup()
  const rows = (chain: Namespace) =>
    config.store.getState().connectors.filter((c) => c.id === 'spanning' && c.chain === chain)
  expect(rows('eip155')).toHaveLength(1)
  expect(rows('solana')).toHaveLength(1)
  expect(config.store.getState().activeNamespace).toBe('eip155')
  spanning.context().connect(bothNamespaces, { email: 'ada@example.com' })
  const { chains, activeNamespace } = config.store.getState()
  expect(activeNamespace).toBe('eip155')
  expect(chains.eip155?.account).toMatchObject({
    status: 'connected',
    connectorId: 'spanning',
    address: mockAccounts[0],
    email: 'ada@example.com',
  })
  expect(chains.solana?.account).toMatchObject({ status: 'connected', address: solanaAddress })
  expect(storage.getItem(storageKeys.connectorId('solana'))).toBe('spanning')
  expect(storage.getItem(storageKeys.email)).toBe('ada@example.com')

  spanning.context().setAccounts('eip155', [mockAccounts[1]!, mockAccounts[0]!])
  expect(config.store.getState().chains.eip155?.account.address).toBe(mockAccounts[1])
  spanning.context().setChain('eip155', 10)
  expect(config.store.getState().chains.eip155?.network).toMatchObject({ isUnsupported: true })
  expect(spanning.context().isUnsupportedChainShown('eip155')).toBe(true)
})

test('behavior: a namespace connected through another connector is not touched', async () => {
  const { config, spanning } = setup()
  await connect(config, { connectorId: mockConnector.id })
  const adapterAccount = config.store.getState().chains.eip155?.account
  expect(adapterAccount).toMatchObject({ status: 'connected', connectorId: mockConnector.id })
  spanning.context().setAccounts('eip155', [mockAccounts[1]!])
  spanning.context().setChain('eip155', 10)
  expect(config.store.getState().chains.eip155?.account).toEqual(adapterAccount)
  expect(spanning.context().disconnect()).toEqual([])
})

test('behavior: disconnect ends every namespace the connector served, and the stored email', async () => {
  const { config, storage, spanning } = setup()
  spanning.context().connect(bothNamespaces, { email: 'ada@example.com' })
  const events: string[] = []
  config.watchEvents((event) => events.push(event.data.event))
  await disconnect(config, { namespace: 'solana' })
  expect(spanning.calls).toEqual(['disconnect'])
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(config.store.getState().chains.solana?.account.status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
  expect(storage.getItem(storageKeys.email)).toBeNull()
  expect(events).toContain('DISCONNECT_SUCCESS')
})

test('behavior: a wallet-side end reports DISCONNECT_SUCCESS with the namespaces it ended', () => {
  const { config, spanning } = setup()
  spanning.context().connect(bothNamespaces)
  const events: unknown[] = []
  config.watchEvents((event) => events.push(event.data))
  expect(spanning.context().disconnect({ initiator: 'wallet' })).toEqual(['eip155', 'solana'])
  expect(events).toEqual([
    {
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155,solana', initiator: 'wallet' },
    },
  ])
})

test('behavior: restore runs once for every namespace that stored the connector; what it does not report is reset', async () => {
  const storage = memoryStorage()
  storage.setItem(storageKeys.connectorId('eip155'), 'spanning')
  storage.setItem(storageKeys.connectorId('solana'), 'spanning')
  const spanning = spanningConnector({
    restore: (context) => context.connect({ eip155: bothNamespaces.eip155 }),
  })
  const { config } = setup(storage, [spanning])
  expect(config.store.getState().chains.solana?.account.status).toBe('connecting')
  await vi.waitFor(() => expect(config.store.getState().initialized).toBe(true))
  expect(spanning.calls).toEqual(['restore'])
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
  expect(config.store.getState().chains.solana?.account.status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('solana'))).toBeNull()
})

test('error: a failed restore resets every namespace that stored the connector', async () => {
  const storage = memoryStorage()
  storage.setItem(storageKeys.connectorId('eip155'), 'spanning')
  const spanning = spanningConnector({
    restore: () => {
      throw new Error('The relay is down.')
    },
  })
  const { config } = setup(storage, [spanning])
  await vi.waitFor(() => expect(config.store.getState().initialized).toBe(true))
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
})

test('error: a namespace without an adapter is the connector’s bug, and nothing is written', () => {
  const config = createConfig({
    networks: [mainnet],
    adapters: [mockAdapter()],
    storage: memoryStorage(),
  })
  const context = createConnectorContext(config, 'spanning')
  const before = config.store.getState().chains
  expect(() => context.connect(bothNamespaces)).toThrow(
    'The spanning connector reported solana, which has no adapter.',
  )
  expect(config.store.getState().chains).toBe(before)
})

// A merged multi-chain wallet (spec section 3: MULTI_CHAIN) fits the contract: rows built from the
// namespaces' own rows, and a connection per namespace reported under its id.
test('behavior: a MULTI_CHAIN connector merges same-named rows and connects both namespaces', async () => {
  let context: ConnectorContext | undefined
  const merged = createConnector({
    id: 'app.phantom.multi',
    type: 'MULTI_CHAIN',
    setup(setupContext) {
      context = setupContext
      return setupContext.subscribe((state) => {
        const rows = state.connectors.filter(
          (c) => c.name === 'Phantom' && c.type !== 'MULTI_CHAIN',
        )
        const current = state.connectors.filter((c) => c.id === 'app.phantom.multi')
        if (rows.length === current.length) return
        setupContext.setRows(
          rows.map((row) => ({ ...row, id: 'app.phantom.multi', type: 'MULTI_CHAIN' })),
        )
      })
    },
    restore: async () => undefined,
    disconnect: async () => void context?.disconnect(),
  })
  const phantom = (chain: Namespace): Connector => ({
    id: `app.phantom.${chain}`,
    name: 'Phantom',
    type: 'ANNOUNCED',
    chain,
  })
  const config = createConfig(
    {
      networks: [mainnet, solana],
      adapters: [
        mockAdapter({ connectors: [phantom('eip155')] }),
        createAdapter({
          ...quietSolanaAdapter(),
          setup: (adapterContext) => {
            adapterContext.setConnectors([phantom('solana')])
            return () => {}
          },
        }),
      ],
      storage: memoryStorage(),
    },
    { connectors: [merged] },
  )
  onTestFinished(mount(config))
  await vi.waitFor(() =>
    expect(config.store.getState().connectors.filter((c) => c.type === 'MULTI_CHAIN')).toHaveLength(
      2,
    ),
  )
  context!.connect(bothNamespaces)
  expect(config.store.getState().chains.solana?.account.connectorId).toBe('app.phantom.multi')
  await disconnect(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})
