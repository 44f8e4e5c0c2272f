import { memoryStorage, mockAccounts, mockAdapter, quietSolanaAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { updateChainState } from '../state/updateChainState.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import type { GetAccountReturnType } from './getAccount.js'
import { getAccount } from './getAccount.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { watchAccount } from './watchAccount.js'

const [address, secondAddress] = mockAccounts

function setup() {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  return { adapter, config }
}

test('default', async () => {
  const { config } = setup()
  expect(getAccount(config)).toMatchInlineSnapshot(`
    {
      "address": undefined,
      "allAccounts": [],
      "caipAddress": undefined,
      "connectorId": undefined,
      "email": undefined,
      "isConnected": false,
      "isConnecting": false,
      "isDisconnected": true,
      "isReconnecting": false,
      "namespace": "eip155",
      "status": "disconnected",
    }
  `)
  await connect(config, { connectorId: 'mock' })
  expect(getAccount(config)).toEqual({
    namespace: 'eip155',
    address,
    caipAddress: `eip155:1:${address}`,
    allAccounts: mockAccounts,
    status: 'connected',
    isConnected: true,
    isConnecting: false,
    isReconnecting: false,
    isDisconnected: false,
    connectorId: 'mock',
    email: undefined,
  })
})

test('behavior: status flags', () => {
  const { config } = setup()
  for (const status of ['connecting', 'reconnecting'] as const) {
    updateChainState(config, 'eip155', { account: { status } })
    const account = getAccount(config)
    expect([account.isConnecting, account.isReconnecting, account.isDisconnected]).toEqual([
      status === 'connecting',
      status === 'reconnecting',
      false,
    ])
  }
})

test('behavior: the same object until a field changes', async () => {
  const { config } = setup()
  await connect(config, { connectorId: 'mock' })
  const first = getAccount(config)
  openModal(config)
  // A new array with the same accounts is the same account.
  updateChainState(config, 'eip155', { account: { allAccounts: [...mockAccounts] } })
  expect(getAccount(config)).toBe(first)
  updateChainState(config, 'eip155', { account: { email: 'a@example.com' } })
  expect(getAccount(config)).not.toBe(first)
  expect(getAccount(config).email).toBe('a@example.com')
})

test('parameters: namespace', () => {
  const config = createConfig({
    adapters: [mockAdapter(), quietSolanaAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  expect(getAccount(config, { namespace: 'solana' })).toMatchObject({
    namespace: 'solana',
    status: 'disconnected',
  })
  expect(getAccount(config).namespace).toBe('eip155')
})

test('watchAccount: once per change, never for unrelated state', async () => {
  const { adapter, config } = setup()
  const changes: [GetAccountReturnType, GetAccountReturnType][] = []
  const unwatch = watchAccount(config, { onChange: (...args) => changes.push(args) })
  openModal(config)
  config.store.setState({ themeMode: 'dark' })
  expect(changes).toEqual([])

  await connect(config, { connectorId: 'mock' })
  // connect records the connector first, then the connection.
  expect(changes.map(([account]) => [account.status, account.connectorId])).toEqual([
    ['disconnected', 'mock'],
    ['connected', 'mock'],
  ])
  const [connected, previous] = changes.at(-1) ?? []
  expect(connected).toBe(getAccount(config))
  expect(previous).toBe(changes[0]?.[0])

  adapter.emit.accountsChanged([secondAddress, address])
  expect(changes).toHaveLength(3)
  expect(changes.at(-1)?.[0].address).toBe(secondAddress)
  adapter.emit.accountsChanged([secondAddress, address])
  expect(changes).toHaveLength(3)

  unwatch()
  await disconnect(config)
  expect(changes).toHaveLength(3)
})

test('watchAccount: parameters: namespace', async () => {
  const config = createConfig({
    adapters: [mockAdapter(), quietSolanaAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  const changes: GetAccountReturnType[] = []
  watchAccount(config, { namespace: 'solana', onChange: (account) => changes.push(account) })
  await connect(config, { connectorId: 'mock' })
  expect(changes).toEqual([])
})
