import { createConfig, mount, walletConnectConnectorId } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { beforeEach, expect, onTestFinished, test, vi } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import type { WalletConnectSessionController } from './createWalletConnectSession.js'

// The session module stands for the chunk the connector imports on first use: the tests count
// the loads and can make one fail, as an offline chunk load does.
const loads = vi.hoisted(() => ({ count: 0, fail: false, calls: [] as string[] }))
vi.mock('./loadWalletConnectSession.js', () => ({
  loadWalletConnectSession: (): WalletConnectSessionController => {
    loads.count += 1
    if (loads.fail) throw new TypeError('Failed to fetch dynamically imported module')
    const record = (name: string) => () => void loads.calls.push(name)
    return {
      preload: record('preload'),
      pair: record('pair'),
      cancelPairing: record('cancelPairing'),
      rememberWalletApp: record('rememberWalletApp'),
      restore: async () => void loads.calls.push('restore'),
      disconnect: async () => void loads.calls.push('disconnect'),
      destroy: record('destroy'),
    }
  },
}))

beforeEach(() => {
  loads.count = 0
  loads.fail = false
  loads.calls.length = 0
})

function setup() {
  const connector = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:1/relay' })
  const config = createConfig(
    { networks: [mainnet], adapters: [mockAdapter()], storage: memoryStorage() },
    { connectors: [connector] },
  )
  const stop = mount(config)
  onTestFinished(stop)
  return { config, connector, stop }
}

test('default: the row is there at once, and nothing loads until the visitor picks WalletConnect', async () => {
  const { config, connector } = setup()
  expect(config.store.getState().connectors).toContainEqual({
    id: walletConnectConnectorId,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  })
  await Promise.resolve()
  expect(loads.count).toBe(0)
  connector.pair()
  expect(config.store.getState().pairing).toEqual({ status: 'loading' })
  await vi.waitFor(() => expect(loads.calls).toEqual(['pair']))
  connector.preload()
  await vi.waitFor(() => expect(loads.calls).toEqual(['pair', 'preload']))
  expect(loads.count).toBe(1)
})

test('error: a failed load shows the pairing error, and the next attempt loads again', async () => {
  const { config, connector } = setup()
  loads.fail = true
  connector.pair()
  await vi.waitFor(() =>
    expect(config.store.getState().pairing).toEqual({ status: 'error', errorName: 'TypeError' }),
  )
  loads.fail = false
  connector.pair()
  await vi.waitFor(() => expect(loads.calls).toEqual(['pair']))
  expect(loads.count).toBe(2)
})

test('behavior: the teardown destroys a loaded session; disconnect before any load does nothing', async () => {
  const { connector, stop } = setup()
  await connector.disconnect()
  expect(loads.count).toBe(0)
  await connector.restore()
  expect(loads.calls).toEqual(['restore'])
  stop()
  await vi.waitFor(() => expect(loads.calls).toEqual(['restore', 'destroy']))
})
