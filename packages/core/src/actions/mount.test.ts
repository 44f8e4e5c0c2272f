import {
  type MockAdapter,
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
} from '@latch/test'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import type { LatchEvent } from '../events/events.js'
import { latchCatalogue } from '../i18n/latchCatalogue.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import type { Options } from '../options/options.js'
import { setConnectorRows } from '../state/setConnectorRows.js'
import type { Connector } from '../types/connector.js'
import { connect } from './connect.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'

const [address, secondAddress] = mockAccounts
const other: Connector = { id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155' }

async function setup(
  parameters: { adapter?: MockAdapter; connected?: boolean; options?: Partial<Options> } = {},
) {
  const adapter = parameters.adapter ?? mockAdapter({ connectors: [mockConnector, other] })
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
  if (parameters.connected !== false) await connect(config, { connectorId: 'mock' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  adapter.calls.length = 0
  events.length = 0
  return { adapter, config, storage, events }
}

test('default', async () => {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))

  const teardown = mount(config)

  expect(adapter.calls).toEqual(['setup'])
  expect(config.store.getState().connectors).toEqual([mockConnector])
  expect(events).toEqual([
    { type: 'track', event: 'INITIALIZE', properties: { namespaces: 'eip155' } },
  ])
  await vi.waitFor(() => expect(config.store.getState().initialized).toBe(true))

  teardown()
  expect(adapter.calls).toEqual(['setup', 'teardown'])
  // Events after teardown reach nobody.
  adapter.emit.connectors([])
  expect(config.store.getState().connectors).toEqual([mockConnector])
})

test('behavior: each reporter replaces only its own rows', async () => {
  const { adapter, config } = await setup({ connected: false })
  const solanaConnector: Connector = { ...other, id: 'app.phantom', chain: 'solana' }
  const spanning: Connector = { ...other, id: 'walletConnect', type: 'WALLET_CONNECT' }
  setConnectorRows(config, 'adapter:solana', [solanaConnector])
  setConnectorRows(config, 'connector:walletConnect', [spanning])
  expect(config.store.getState().connectors).toEqual([
    mockConnector,
    other,
    solanaConnector,
    spanning,
  ])
  adapter.emit.connectors([other])
  expect(config.store.getState().connectors).toEqual([other, solanaConnector, spanning])
  setConnectorRows(config, 'connector:walletConnect', [])
  expect(config.store.getState().connectors).toEqual([other, solanaConnector])
})

test('parameters: locale', async () => {
  const config = createConfig(
    {
      adapters: [mockAdapter()],
      networks: [mainnet],
      locale: 'de-DE',
      storage: memoryStorage(),
    },
    { catalogue: latchCatalogue },
  )
  const teardown = mount(config)
  await vi.waitFor(() => expect(config.store.getState().locale).toBe('de'))
  expect(config.i18n.t('connect.title')).toBe('Wallet verbinden')
  teardown()
})

test('behavior: accountsChanged', async () => {
  const { adapter, config } = await setup()
  adapter.emit.accountsChanged([secondAddress, address])
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'connected',
    address: secondAddress,
    caipAddress: `eip155:1:${secondAddress}`,
    allAccounts: [secondAddress, address],
  })
  // The new account's balance is read at once.
  expect(adapter.calls).toEqual([`getBalance:eip155:1:${secondAddress}`])
})

test('behavior: accountsChanged to no account disconnects', async () => {
  const { adapter, config, storage, events } = await setup()
  adapter.emit.accountsChanged([])
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'disconnected',
    address: undefined,
    connectorId: undefined,
    allAccounts: [],
  })
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
  expect(events).toEqual([
    {
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155', initiator: 'wallet' },
    },
  ])
})

test('behavior: chainChanged to a requested chain', async () => {
  const { adapter, config, storage } = await setup()
  adapter.emit.chainChanged(10)
  expect(config.store.getState().chains.eip155?.network).toMatchObject({
    caipNetwork: optimism,
    isUnsupported: false,
  })
  expect(config.store.getState().chains.eip155?.account.caipAddress).toBe(`eip155:10:${address}`)
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:10')
  expect(adapter.calls).toEqual([`getBalance:eip155:10:${address}`])
  expect(config.store.getState().modal.status).toBe('closed')
})

test('behavior: chainChanged to an unrequested chain opens UnsupportedChain, back closes it', async () => {
  const { adapter, config, storage, events } = await setup()
  adapter.emit.chainChanged(137)
  expect(config.store.getState().chains.eip155?.network).toMatchObject({
    isUnsupported: true,
    caipNetwork: { caipNetworkId: 'eip155:137' },
  })
  expect(config.store.getState().modal).toEqual({
    status: 'open',
    history: [{ view: 'UnsupportedChain' }],
  })
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:1')
  // No balance is read for a chain the site did not request.
  expect(config.store.getState().chains.eip155?.account.balanceStatus).toBe('unavailable')

  adapter.emit.chainChanged(1)
  expect(config.store.getState().chains.eip155?.network).toMatchObject({
    isUnsupported: false,
    caipNetwork: mainnet,
  })
  expect(config.store.getState().modal).toEqual({ status: 'closed', history: [] })
  expect(events.map((event) => event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
})

test('behavior: back on a requested chain leaves another view open', async () => {
  const { adapter, config } = await setup()
  openModal(config, { view: 'Account' })
  adapter.emit.chainChanged(10)
  expect(config.store.getState().modal).toEqual({ status: 'open', history: [{ view: 'Account' }] })
})

test.each([{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }, { basic: true }])(
  'behavior: chainChanged to an unrequested chain with %o keeps the modal closed',
  async (options) => {
    const { adapter, config } = await setup({ options })
    adapter.emit.chainChanged(137)
    expect(config.store.getState().chains.eip155?.network.isUnsupported).toBe(true)
    expect(config.store.getState().modal.status).toBe('closed')
  },
)

test('behavior: disconnect from the wallet resets the namespace', async () => {
  const { adapter, config, storage, events } = await setup({
    adapter: mockAdapter({ chainId: 137 }),
  })
  expect(config.store.getState().modal.history).toEqual([{ view: 'UnsupportedChain' }])
  adapter.emit.disconnect()
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'disconnected',
    address: undefined,
    caipAddress: undefined,
  })
  expect(config.store.getState().chains.eip155?.network).toMatchObject({
    caipNetwork: mainnet,
    isUnsupported: false,
  })
  // UnsupportedChain means nothing without a wallet.
  expect(config.store.getState().modal.status).toBe('closed')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
  expect(events.at(-1)).toMatchObject({ event: 'DISCONNECT_SUCCESS' })
})

test('behavior: events of another connector are ignored', async () => {
  const { adapter, config, storage } = await setup()
  const before = config.store.getState()
  adapter.emit.accountsChanged([secondAddress], 'io.other')
  adapter.emit.accountsChanged([], 'io.other')
  adapter.emit.chainChanged(137, 'io.other')
  adapter.emit.disconnect('io.other')
  expect(config.store.getState()).toBe(before)
  expect(storage.map.get('latch.connectorId.eip155')).toBe('mock')
  expect(adapter.calls).toEqual([])
})

test('behavior: events are ignored while not connected', async () => {
  const { adapter, config } = await setup({ connected: false })
  const before = config.store.getState()
  adapter.emit.accountsChanged([address], 'mock')
  adapter.emit.chainChanged(137, 'mock')
  adapter.emit.disconnect('mock')
  expect(config.store.getState()).toBe(before)
})

test('behavior: each adapter is set up with the config it serves', () => {
  const adapter = mockAdapter()
  const setup = vi.spyOn(adapter, 'setup')
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  expect(setup).toHaveBeenCalledWith(expect.objectContaining({ config }))
})
