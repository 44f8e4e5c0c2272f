import { type MockAdapter, memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { AdapterNotFoundError, NetworkNotFoundError } from '../errors/chain.js'
import { UserRejectedRequestError } from '../errors/connect.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { polygon } from '../networks/polygon.js'
import { solana } from '../networks/solana.js'
import { connect } from './connect.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { switchNetwork } from './switchNetwork.js'

const [address] = mockAccounts

async function setup(parameters: { adapter?: MockAdapter; connected?: boolean } = {}) {
  const adapter = parameters.adapter ?? mockAdapter()
  const storage = memoryStorage()
  const config = createConfig({ adapters: [adapter], networks: [mainnet, optimism], storage })
  onTestFinished(mount(config))
  if (parameters.connected !== false) await connect(config, { connectorId: 'mock' })
  // Let the balance read that follows a connection settle.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))
  adapter.calls.length = 0
  return { adapter, config, storage, events }
}

test('default', async () => {
  const { adapter, config, storage, events } = await setup()
  await switchNetwork(config, { network: optimism })

  expect(adapter.calls[0]).toBe('switchNetwork:eip155:10')
  const chain = config.store.getState().chains.eip155
  expect(chain?.network).toMatchObject({ caipNetwork: optimism, isUnsupported: false })
  expect(chain?.account).toMatchObject({
    status: 'connected',
    caipAddress: `eip155:10:${address}`,
    addressExplorerUrl: `https://optimistic.etherscan.io/address/${address}`,
  })
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:10')
  expect(storage.map.get('latch.activeNamespace')).toBe('eip155')
  expect(events).toEqual([
    { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } },
  ])
  // The balance is read again on the new network.
  expect(adapter.calls).toContain(`getBalance:eip155:10:${address}`)
})

test('behavior: not connected, the choice is only remembered', async () => {
  const { adapter, config, storage, events } = await setup({ connected: false })
  await switchNetwork(config, { network: optimism })
  expect(adapter.calls).toEqual([])
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(optimism)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:10')
  expect(events.map((event) => event.event)).toEqual(['SWITCH_NETWORK'])
})

test('behavior: switching away from an unrequested chain closes UnsupportedChain', async () => {
  const { config } = await setup({ adapter: mockAdapter({ chainId: 137 }) })
  expect(config.store.getState().modal.history).toEqual([{ view: 'UnsupportedChain' }])
  await switchNetwork(config, { network: mainnet })
  expect(config.store.getState().chains.eip155?.network.isUnsupported).toBe(false)
  expect(config.store.getState().modal).toEqual({ status: 'closed', history: [] })
})

test('behavior: closes the Networks view, keeps others open', async () => {
  const { config } = await setup()
  openModal(config, { view: 'Account' })
  pushView(config, { view: 'Networks' })
  await switchNetwork(config, { network: optimism })
  expect(config.store.getState().modal.status).toBe('closed')

  openModal(config, { view: 'Account' })
  await switchNetwork(config, { network: mainnet })
  expect(config.store.getState().modal).toEqual({ status: 'open', history: [{ view: 'Account' }] })
})

test('error: a network that was not requested', async () => {
  const { adapter, config, storage, events } = await setup()
  const promise = switchNetwork(config, { network: polygon })
  await expect(promise).rejects.toThrow(NetworkNotFoundError)
  await expect(promise).rejects.toMatchObject({ shortMessage: 'Network not found' })
  expect(adapter.calls).toEqual([])
  expect(config.store.getState().chains.eip155?.network.caipNetwork).toBe(mainnet)
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:1')
  expect(events).toEqual([])
})

test('error: a namespace without adapter', async () => {
  const { config } = await setup({ connected: false })
  await expect(switchNetwork(config, { network: solana })).rejects.toThrow(AdapterNotFoundError)
})

test('error: the wallet refuses', async () => {
  const adapter = mockAdapter({ features: { switchError: new UserRejectedRequestError() } })
  const { config, storage, events } = await setup({ adapter })
  const before = config.store.getState().chains.eip155

  await expect(switchNetwork(config, { network: optimism })).rejects.toThrow(
    UserRejectedRequestError,
  )

  expect(adapter.calls).toEqual(['switchNetwork:eip155:10'])
  expect(config.store.getState().chains.eip155).toEqual(before)
  expect(storage.map.get('latch.lastChain.eip155')).toBe('eip155:1')
  expect(events).toEqual([])
})
