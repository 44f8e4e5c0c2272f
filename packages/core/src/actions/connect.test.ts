import { type MockAdapter, memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import {
  ConnectorNotFoundError,
  NoAccountsError,
  UserRejectedRequestError,
} from '../errors/connect.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import type { Options } from '../options/options.js'
import type { Connector } from '../types/connector.js'
import { connect } from './connect.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'

const [address, secondAddress] = mockAccounts

function setup(
  parameters: { adapter?: MockAdapter; options?: Partial<Omit<Options, 'adapters'>> } = {},
) {
  const adapter = parameters.adapter ?? mockAdapter()
  const storage = memoryStorage()
  const config = createConfig({
    networks: [mainnet, optimism],
    storage,
    ...parameters.options,
    adapters: [adapter],
  })
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))
  onTestFinished(mount(config))
  return { adapter, config, storage, events }
}

const wallet = (id: string): Connector => ({
  id,
  name: `Wallet ${id}`,
  type: 'ANNOUNCED',
  chain: 'eip155',
})

test('default', async () => {
  const { config, storage, events } = setup()
  openModal(config)
  pushView(config, { view: 'ConnectingExternal', connectorId: 'mock' })

  await expect(connect(config, { connectorId: 'mock' })).resolves.toEqual({ address, chainId: 1 })

  const state = config.store.getState()
  expect(state.chains.eip155?.account).toMatchObject({
    status: 'connected',
    connectorId: 'mock',
    address,
    caipAddress: `eip155:1:${address}`,
    allAccounts: [address, secondAddress],
    addressExplorerUrl: `https://etherscan.io/address/${address}`,
  })
  expect(state.chains.eip155?.network).toMatchObject({ caipNetwork: mainnet, isUnsupported: false })
  expect(state.activeNamespace).toBe('eip155')
  expect(state.attempt).toEqual({ status: 'idle' })
  expect(state.modal).toEqual({ status: 'closed', history: [] })
  expect(state.recentConnectorIds).toEqual(['mock'])
  expect(storage.map.get('latch.connectorId.eip155')).toBe('mock')
  expect(storage.map.get('latch.recentWallets')).toBe('["mock"]')
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:1')
  expect(events.map((event) => event.event)).toEqual([
    'INITIALIZE',
    'MODAL_OPEN',
    'SELECT_WALLET',
    'CONNECT_SUCCESS',
    'MODAL_CLOSE',
  ])
  expect(events.find((event) => event.event === 'CONNECT_SUCCESS')?.properties).toEqual({
    name: 'Mock Wallet',
    namespace: 'eip155',
  })
})

test('behavior: the attempt is connecting while the wallet is asked', async () => {
  const { config } = setup()
  const promise = connect(config, { connectorId: 'mock' })
  expect(config.store.getState().attempt).toEqual({ status: 'connecting', connectorId: 'mock' })
  await promise
  expect(config.store.getState().attempt).toEqual({ status: 'idle' })
})

test('behavior: connects on the chain the wallet is on', async () => {
  const { config, storage } = setup({ adapter: mockAdapter({ chainId: 10 }) })
  await connect(config, { connectorId: 'mock' })
  const chain = config.store.getState().chains.eip155
  expect(chain?.network.caipNetwork).toBe(optimism)
  expect(chain?.account.caipAddress).toBe(`eip155:10:${address}`)
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:10')
})

test('behavior: recent wallets are most recent first, without duplicates, at most 3', async () => {
  const adapter = mockAdapter({ connectors: ['a', 'b', 'c', 'd'].map(wallet) })
  const { config, storage } = setup({ adapter })
  for (const id of ['a', 'b', 'c', 'd', 'b']) await connect(config, { connectorId: id })
  expect(config.store.getState().recentConnectorIds).toEqual(['b', 'd', 'c'])
  expect(JSON.parse(storage.map.get('latch.recentWallets') ?? '')).toEqual(['b', 'd', 'c'])
  expect(storage.map.get('latch.connectorId.eip155')).toBe('b')
})

test('error: rejected in the wallet', async () => {
  const adapter = mockAdapter({ features: { connectError: new UserRejectedRequestError() } })
  const { config, storage, events } = setup({ adapter })
  openModal(config)
  pushView(config, { view: 'ConnectingExternal', connectorId: 'mock' })
  const keysBefore = [...storage.map.keys()]

  await expect(connect(config, { connectorId: 'mock' })).rejects.toThrow(UserRejectedRequestError)

  const state = config.store.getState()
  expect(state.attempt).toEqual({
    status: 'error',
    connectorId: 'mock',
    errorName: 'UserRejectedRequestError',
  })
  expect(state.chains.eip155?.account.status).toBe('disconnected')
  expect(state.chains.eip155?.account.address).toBeUndefined()
  expect(state.recentConnectorIds).toEqual([])
  // The visitor stays on the connecting view, where the error and a retry are shown.
  expect(state.modal.history.at(-1)).toEqual({ view: 'ConnectingExternal', connectorId: 'mock' })
  expect([...storage.map.keys()]).toEqual(keysBefore)
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
  expect(storage.map.has('latch.recentWallets')).toBe(false)
  expect(events.at(-1)).toEqual({
    type: 'track',
    event: 'CONNECT_ERROR',
    properties: { name: 'Mock Wallet', error: 'UserRejectedRequestError' },
  })
  expect(events.some((event) => event.event === 'CONNECT_SUCCESS')).toBe(false)
})

test('error: the wallet returns no account', async () => {
  const { config, storage } = setup({ adapter: mockAdapter({ accounts: [] }) })
  await expect(connect(config, { connectorId: 'mock' })).rejects.toThrow(NoAccountsError)
  expect(config.store.getState().attempt).toMatchObject({ errorName: 'NoAccountsError' })
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('error: unknown connector', async () => {
  const { adapter, config, events } = setup()
  const promise = connect(config, { connectorId: 'io.unknown' })
  await expect(promise).rejects.toThrow(ConnectorNotFoundError)
  await expect(promise).rejects.toMatchObject({
    shortMessage: 'Connector "io.unknown" not found.',
  })
  expect(config.store.getState().attempt).toEqual({ status: 'idle' })
  expect(adapter.calls.filter((call) => call.startsWith('connect'))).toEqual([])
  expect(events.some((event) => event.event === 'CONNECT_ERROR')).toBe(false)
})

test('error: a connector of a namespace without adapter', async () => {
  const adapter = mockAdapter({ connectors: [{ ...wallet('sol'), chain: 'solana' }] })
  const { config } = setup({ adapter })
  await expect(connect(config, { connectorId: 'sol' })).rejects.toThrow(AdapterNotFoundError)
})

test('behavior: a wallet on an unrequested chain opens UnsupportedChain', async () => {
  const { config, storage, events } = setup({ adapter: mockAdapter({ chainId: 137 }) })
  await connect(config, { connectorId: 'mock' })
  const state = config.store.getState()
  expect(state.chains.eip155?.account.status).toBe('connected')
  expect(state.chains.eip155?.network.isUnsupported).toBe(true)
  expect(state.chains.eip155?.network.caipNetwork).toMatchObject({
    id: 137,
    caipNetworkId: 'eip155:137',
    name: 'Chain 137',
  })
  expect(state.chains.eip155?.account.caipAddress).toBe(`eip155:137:${address}`)
  expect(state.modal).toEqual({ status: 'open', history: [{ view: 'UnsupportedChain' }] })
  expect(events.at(-1)).toMatchObject({ event: 'MODAL_OPEN', properties: { connected: true } })
  // Only requested chains are remembered.
  expect(storage.map.has('latch.lastChain.eip155')).toBe(false)
})

test.each([{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }, { basic: true }])(
  'behavior: no UnsupportedChain view with %o',
  async (options) => {
    const { config } = setup({ adapter: mockAdapter({ chainId: 137 }), options })
    openModal(config)
    await connect(config, { connectorId: 'mock' })
    const state = config.store.getState()
    expect(state.chains.eip155?.network.isUnsupported).toBe(true)
    expect(state.modal).toEqual({ status: 'closed', history: [] })
  },
)
