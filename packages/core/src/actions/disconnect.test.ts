import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { updateChainState } from '../state/updateChainState.js'
import { connect } from './connect.js'
import { DisconnectError, disconnect } from './disconnect.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'

async function setup(adapter = mockAdapter({ features: { balance: 5n } })) {
  const storage = memoryStorage()
  const config = createConfig({ adapters: [adapter], networks: [mainnet, optimism], storage })
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The profile is filled by the name service in the browser; stand in for it.
  updateChainState(config, 'eip155', {
    account: { profileName: 'vitalik.eth', profileImage: 'https://example.com/a.png' },
  })
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))
  return { adapter, config, storage, events }
}

const cleared = {
  status: 'disconnected',
  connectorId: undefined,
  caipAddress: undefined,
  address: undefined,
  allAccounts: [],
  balance: undefined,
  balanceDecimals: undefined,
  balanceSymbol: undefined,
  balanceStatus: 'idle',
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
}

test('default', async () => {
  const { adapter, config, storage, events } = await setup()
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'connected',
    balance: '5',
    balanceStatus: 'ready',
    profileName: 'vitalik.eth',
  })
  openModal(config)

  await disconnect(config)

  expect(adapter.calls).toContain('disconnect:mock')
  expect(config.store.getState().chains.eip155?.account).toEqual(cleared)
  expect(config.store.getState().modal.status).toBe('closed')
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
  // Recent wallets outlive the connection.
  expect(storage.map.get('latch.recentWallets')).toBe('["mock"]')
  expect(events.map((event) => event.event)).toEqual([
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'DISCONNECT_SUCCESS',
  ])
})

test('behavior: forgets an unrequested chain', async () => {
  const { config } = await setup(mockAdapter({ chainId: 137 }))
  expect(config.store.getState().chains.eip155?.network.isUnsupported).toBe(true)
  await disconnect(config)
  expect(config.store.getState().chains.eip155?.network).toMatchObject({
    caipNetwork: mainnet,
    isUnsupported: false,
  })
})

test('behavior: keeps a requested chain', async () => {
  const { config } = await setup(mockAdapter({ chainId: 10 }))
  await disconnect(config)
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
})

test('behavior: a namespace that is not connected is left alone', async () => {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  await disconnect(config)
  expect(adapter.calls.some((call) => call.startsWith('disconnect'))).toBe(false)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('parameters: namespace', async () => {
  const { adapter, config } = await setup()
  await disconnect(config, { namespace: 'solana' })
  expect(adapter.calls).not.toContain('disconnect:mock')
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
  await disconnect(config, { namespace: 'eip155' })
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('error: the wallet fails to disconnect', async () => {
  const { config, storage, events } = await setup(
    mockAdapter({ features: { disconnectError: new Error('The wallet went away.') } }),
  )
  const error = (await disconnect(config).catch((error: unknown) => error)) as DisconnectError
  expect(error).toBeInstanceOf(DisconnectError)
  expect(error.name).toBe('DisconnectError')
  expect(error.shortMessage).toMatchInlineSnapshot(
    `"Failed to disconnect chain eip155: The wallet went away."`,
  )
  expect(error.cause).toBeInstanceOf(Error)
  expect(events.find((event) => event.event === 'DISCONNECT_ERROR')).toEqual({
    type: 'track',
    event: 'DISCONNECT_ERROR',
    properties: {
      namespace: 'eip155',
      message: 'Failed to disconnect chain eip155: The wallet went away.',
    },
  })
  // The visitor ends up disconnected all the same.
  expect(config.store.getState().chains.eip155?.account).toEqual(cleared)
  expect(storage.map.has('latch.connectorId.eip155')).toBe(false)
})

test('error: a failure that is not an Error', async () => {
  const adapter = mockAdapter()
  adapter.disconnect = () => Promise.reject('nope')
  const { config } = await setup(adapter)
  await expect(disconnect(config)).rejects.toMatchObject({
    name: 'DisconnectError',
    shortMessage: 'Failed to disconnect chain eip155: nope',
  })
})
