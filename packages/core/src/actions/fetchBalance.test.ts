import { type MockAdapter, memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { applyAccounts } from '../state/applyConnection.js'
import { connect } from './connect.js'
import { balanceCacheMs, fetchBalance } from './fetchBalance.js'
import { mount } from './mount.js'

const [address, secondAddress] = mockAccounts

afterEach(() => {
  vi.useRealTimers()
})

async function setup(adapter: MockAdapter = mockAdapter()) {
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  // The read that follows a connection.
  await vi.waitFor(() =>
    expect(config.store.getState().chains.eip155?.account.balanceStatus).not.toBe('loading'),
  )
  adapter.calls.length = 0
  return { adapter, config }
}

const account = (config: ReturnType<typeof createConfig>) =>
  config.store.getState().chains.eip155?.account

test('default', async () => {
  const { adapter, config } = await setup(
    mockAdapter({ features: { balance: 1_234_500_000_000_000_000n } }),
  )
  await fetchBalance(config, { force: true })
  expect(adapter.calls).toEqual([`getBalance:eip155:1:${address}`])
  expect(account(config)).toMatchObject({
    balance: '1234500000000000000',
    balanceDecimals: 18,
    balanceSymbol: 'ETH',
    balanceStatus: 'ready',
  })
})

test('behavior: loading while the read is in flight', async () => {
  const { adapter, config } = await setup()
  let resolve: (value: { value: bigint; decimals: number; symbol: string }) => void = () => {}
  adapter.getBalance = () =>
    new Promise((r) => {
      resolve = r
    })
  const promise = fetchBalance(config, { force: true })
  expect(account(config)?.balanceStatus).toBe('loading')
  resolve({ value: 7n, decimals: 18, symbol: 'ETH' })
  await promise
  expect(account(config)).toMatchObject({ balance: '7', balanceStatus: 'ready' })
})

test('error: a failed read is unavailable, never zero', async () => {
  const features: { balance?: bigint; balanceError?: Error } = { balance: 5n }
  const { adapter, config } = await setup(mockAdapter({ features }))
  expect(account(config)).toMatchObject({ balance: '5', balanceStatus: 'ready' })

  features.balanceError = new Error('RPC down')
  await fetchBalance(config, { force: true })
  expect(adapter.calls).toHaveLength(1)
  expect(account(config)?.balanceStatus).toBe('unavailable')
  expect(account(config)?.balance).toBeUndefined()
  expect(account(config)?.balance).not.toBe('0')

  // A failure is not cached: the next read asks again.
  await fetchBalance(config)
  expect(adapter.calls).toHaveLength(2)
})

test('behavior: cached for 30 s unless forced', async () => {
  vi.useFakeTimers()
  expect(balanceCacheMs).toBe(30_000)
  const { adapter, config } = await setup()
  await fetchBalance(config, { force: true })
  adapter.calls.length = 0

  await fetchBalance(config)
  expect(adapter.calls).toEqual([])

  await vi.advanceTimersByTimeAsync(balanceCacheMs - 1)
  await fetchBalance(config)
  expect(adapter.calls).toEqual([])

  await vi.advanceTimersByTimeAsync(1)
  await fetchBalance(config)
  expect(adapter.calls).toHaveLength(1)

  await fetchBalance(config)
  expect(adapter.calls).toHaveLength(1)
  await fetchBalance(config, { force: true })
  expect(adapter.calls).toHaveLength(2)
})

test('behavior: the cache is per address and network', async () => {
  const { adapter, config } = await setup()
  applyAccounts(config, 'eip155', [secondAddress])
  await fetchBalance(config)
  expect(adapter.calls).toEqual([`getBalance:eip155:1:${secondAddress}`])
})

test('behavior: a result for a previous account is dropped', async () => {
  const { adapter, config } = await setup()
  let resolve: (value: { value: bigint; decimals: number; symbol: string }) => void = () => {}
  adapter.getBalance = () =>
    new Promise((r) => {
      resolve = r
    })
  const promise = fetchBalance(config, { force: true })
  applyAccounts(config, 'eip155', [secondAddress])
  resolve({ value: 99n, decimals: 18, symbol: 'ETH' })
  await promise
  expect(account(config)?.balance).not.toBe('99')
})

test('behavior: an unrequested chain has no balance', async () => {
  const { adapter, config } = await setup(mockAdapter({ chainId: 137 }))
  await fetchBalance(config, { force: true })
  expect(adapter.calls).toEqual([])
  expect(account(config)?.balanceStatus).toBe('unavailable')
})

test('behavior: nothing to read without a connection', async () => {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  await fetchBalance(config, { force: true })
  await fetchBalance(config, { namespace: 'solana' })
  expect(adapter.calls).toEqual([])
  expect(account(config)?.balanceStatus).toBe('idle')
})
