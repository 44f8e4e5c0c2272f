import {
  installConnector,
  type MockAdapter,
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
} from '@latch/test'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import type { Options } from '../options/options.js'
import type { ConnectionStatus } from '../types/state.js'
import type { WalletConnectConnector } from '../types/walletConnect.js'
import { mount } from './mount.js'
import { reconnect } from './reconnect.js'

afterEach(() => {
  vi.useRealTimers()
})

function setup(
  adapter: MockAdapter,
  parameters: { stored?: Record<string, string>; options?: Partial<Options> } = {},
) {
  const storage = memoryStorage(parameters.stored ?? { 'latch.connectorId.eip155': 'mock' })
  const config = createConfig({
    networks: [mainnet, optimism],
    storage,
    ...parameters.options,
    adapters: [adapter],
  })
  const statuses: ConnectionStatus[] = []
  config.store.subscribe((state, previous) => {
    const status = state.chains.eip155?.account.status
    if (status && status !== previous.chains.eip155?.account.status) statuses.push(status)
  })
  return { config, storage, statuses }
}

const initialized = (config: ReturnType<typeof createConfig>) =>
  vi.waitFor(() => expect(config.store.getState().initialized).toBe(true), { interval: 5 })

test('default', async () => {
  const adapter = mockAdapter({ chainId: 10 })
  const { config, storage, statuses } = setup(adapter)
  expect(config.store.getState().chains.eip155?.account.status).toBe('connecting')
  onTestFinished(mount(config))
  await initialized(config)

  expect(adapter.calls).toContain('reconnect:mock')
  // Restoring never prompts.
  expect(adapter.calls).not.toContain('connect:mock')
  expect(statuses).toEqual(['connected'])
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'connected',
    connectorId: 'mock',
    address: mockAccounts[0],
    caipAddress: `eip155:10:${mockAccounts[0]}`,
  })
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
  expect(config.store.getState().modal.status).toBe('closed')
  expect(storage.map.get('latch.connectorId.eip155')).toBe('mock')
})

test('behavior: nothing stored, nothing restored', async () => {
  const adapter = mockAdapter()
  const { config, statuses } = setup(adapter, { stored: {} })
  onTestFinished(mount(config))
  await initialized(config)
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
  expect(statuses).toEqual([])
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('behavior: the wallet no longer grants access', async () => {
  const adapter = mockAdapter({ features: { reconnectAccounts: undefined } })
  const { config, storage, statuses } = setup(adapter)
  onTestFinished(mount(config))
  await initialized(config)
  expect(adapter.calls).toContain('reconnect:mock')
  expect(statuses).toEqual(['disconnected'])
  expect(config.store.getState().chains.eip155?.account.address).toBeUndefined()
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('behavior: the wallet grants no account', async () => {
  const adapter = mockAdapter({ features: { reconnectAccounts: [] } })
  const { config, storage } = setup(adapter)
  onTestFinished(mount(config))
  await initialized(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('behavior: gives up when the connector never appears', async () => {
  vi.useFakeTimers()
  const adapter = mockAdapter({ connectors: [], discoveryTimeoutMs: 1000 })
  const { config, storage } = setup(adapter)
  onTestFinished(mount(config))

  await vi.advanceTimersByTimeAsync(999)
  expect(config.store.getState().chains.eip155?.account.status).toBe('connecting')
  expect(config.store.getState().initialized).toBe(false)

  await vi.advanceTimersByTimeAsync(1)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(config.store.getState().initialized).toBe(true)
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('behavior: waits for a connector announced late', async () => {
  vi.useFakeTimers()
  const adapter = mockAdapter({ connectors: [], discoveryTimeoutMs: 1000 })
  const { config } = setup(adapter)
  onTestFinished(mount(config))

  await vi.advanceTimersByTimeAsync(500)
  adapter.emit.connectors([mockConnector])
  await vi.advanceTimersByTimeAsync(0)
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
  expect(adapter.calls).toContain('reconnect:mock')
})

test('behavior: a stored connector of another wallet is not restored through this one', async () => {
  const adapter = mockAdapter()
  const { config } = setup(adapter, { stored: { 'latch.connectorId.eip155': 'io.other' } })
  onTestFinished(mount(config))
  await initialized(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
})

test('behavior: restored on an unrequested chain opens UnsupportedChain', async () => {
  const { config } = setup(mockAdapter({ chainId: 137 }))
  onTestFinished(mount(config))
  await initialized(config)
  expect(config.store.getState().chains.eip155?.network.isUnsupported).toBe(true)
  expect(config.store.getState().modal).toEqual({
    status: 'open',
    history: [{ view: 'UnsupportedChain' }],
  })
})

test('error: reconnect throws', async () => {
  const adapter = mockAdapter({ features: { reconnectError: new Error('The wallet is locked.') } })
  const { config, storage } = setup(adapter)
  const events: string[] = []
  config.watchEvents((event) => events.push(event.data.event))
  onTestFinished(mount(config))
  await initialized(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
  // An error that is not one of ours is reported for the team to look at.
  expect(events).toContain('INTERNAL_SDK_ERROR')
})

test('behavior: called directly', async () => {
  const adapter = mockAdapter()
  const { config } = setup(adapter)
  config.store.setState({ connectors: [mockConnector] })
  await reconnect(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
})

// Regression test: this was a bug found while writing these tests.
test('parameters: enableReconnect: false does not restore on mount', async () => {
  const adapter = mockAdapter()
  const { config, statuses } = setup(adapter, { options: { enableReconnect: false } })
  onTestFinished(mount(config))
  await initialized(config)
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
  expect(statuses).toEqual([])
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('behavior: a wallet whose identity another wallet also claims is not restored silently', async () => {
  const adapter = mockAdapter({ connectors: [{ ...mockConnector, warning: 'duplicate_rdns' }] })
  const { config, storage } = setup(adapter)
  onTestFinished(mount(config))
  await initialized(config)
  expect(adapter.calls).not.toContain('reconnect:mock')
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('behavior: a stored WalletConnect session without WalletConnect installed is dropped', async () => {
  const adapter = mockAdapter()
  const { config, storage, statuses } = setup(adapter, {
    stored: { 'latch.connectorId.eip155': 'walletConnect' },
  })
  onTestFinished(mount(config))
  await initialized(config)
  // The adapter is never asked: a session is not a browser wallet.
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
  expect(statuses).toEqual(['disconnected'])
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('behavior: a stored WalletConnect session is restored once, by the bridge', async () => {
  const adapter = mockAdapter()
  const { config } = setup(adapter, { stored: { 'latch.connectorId.eip155': 'walletConnect' } })
  const restores: number[] = []
  const walletConnect: WalletConnectConnector = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    setup: () => () => undefined,
    preload: () => undefined,
    pair: () => undefined,
    rememberWalletApp: () => undefined,
    cancelPairing: () => undefined,
    disconnect: async () => undefined,
    restore: async () => {
      restores.push(Date.now())
    },
  }
  installConnector(config, walletConnect)
  onTestFinished(mount(config))
  await initialized(config)
  expect(restores).toHaveLength(1)
  expect(adapter.calls.some((call) => call.startsWith('reconnect'))).toBe(false)
})
