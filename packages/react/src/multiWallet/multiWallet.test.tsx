import { type Connector, connect, createConfig, mount } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAccounts, mockAdapter, mockConnector } from '@latch/test'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import type { ConnectionChange } from './switchConnection.js'
import { useAppKitConnection } from './useAppKitConnection.js'
import { useAppKitConnections } from './useAppKitConnections.js'

const [address] = mockAccounts
const other: Connector = {
  id: 'other',
  name: 'Other Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.latch.other' },
}

function setup() {
  const storage = memoryStorage()
  const config = createConfig({
    adapters: [mockAdapter({ connectors: [mockConnector, other] })],
    networks: [mainnet],
    storage,
  })
  onTestFinished(mount(config))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  return { config, storage, wrapper }
}

function warningsAbout(spy: { mock: { calls: unknown[][] } }, name: string) {
  return spy.mock.calls.filter((call) => String(call[0]).includes(name))
}

test('useAppKitConnections: the connected wallet and the recent ones, once warned', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onTestFinished(() => warn.mockRestore())
  const { config, wrapper } = setup()
  const view = renderHook(() => useAppKitConnections(), { wrapper })
  expect(view.result.current.connections).toEqual([])
  expect(view.result.current.recentConnections).toEqual([])
  await act(() => connect(config, { connectorId: 'other' }))
  await act(() => connect(config, { connectorId: 'mock' }))
  expect(view.result.current.connections).toEqual([
    {
      name: 'Mock Wallet',
      icon: undefined,
      networkIcon: undefined,
      connectorId: 'mock',
      accounts: mockAccounts.map((each) => ({
        namespace: 'eip155',
        address: each,
        type: 'eoa',
        caipAddress: `eip155:1:${each}`,
        chainId: '1',
      })),
      caipNetwork: mainnet,
      auth: undefined,
    },
  ])
  expect(view.result.current.recentConnections.map((each) => each.connectorId)).toEqual(['other'])
  expect(view.result.current.recentConnections[0]?.accounts).toEqual([])
  view.rerender()
  renderHook(() => useAppKitConnections('eip155'), { wrapper })
  const warnings = warningsAbout(warn, 'useAppKitConnections')
  expect(warnings).toHaveLength(1)
  expect(String(warnings[0]?.[0])).toMatch(/^Latch: useAppKitConnections: .*one connection/)
})

test('useAppKitConnections: deleteRecentConnection forgets the wallet, in storage too', async () => {
  const { config, storage, wrapper } = setup()
  const view = renderHook(() => useAppKitConnections(), { wrapper })
  await act(() => connect(config, { connectorId: 'other' }))
  await act(() => connect(config, { connectorId: 'mock' }))
  act(() => view.result.current.deleteRecentConnection({ connectorId: 'other' }))
  expect(view.result.current.recentConnections).toEqual([])
  expect(storage.map.get('latch.recentWallets')).toBe(JSON.stringify(['mock']))
})

test('useAppKitConnection: switchConnection connects a recent wallet in place of the current one', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onTestFinished(() => warn.mockRestore())
  const { config, wrapper } = setup()
  const changes: ConnectionChange[] = []
  const errors: Error[] = []
  const view = renderHook(
    () =>
      useAppKitConnection({
        onSuccess: (change) => changes.push(change),
        onError: (error) => errors.push(error),
      }),
    { wrapper },
  )
  const list = renderHook(() => useAppKitConnections(), { wrapper })
  await act(() => connect(config, { connectorId: 'other' }))
  await act(() => connect(config, { connectorId: 'mock' }))
  expect(view.result.current.connection?.connectorId).toBe('mock')
  const recent = list.result.current.recentConnections[0]
  if (!recent) throw new Error('expected a recent wallet')
  await act(() => view.result.current.switchConnection({ connection: recent }))
  expect(view.result.current.connection?.connectorId).toBe('other')
  expect(view.result.current.isPending).toBe(false)
  expect(changes).toEqual([
    {
      address,
      namespace: 'eip155',
      hasSwitchedAccount: false,
      hasSwitchedWallet: true,
      hasDeletedWallet: false,
    },
  ])
  // Another account of the connected wallet: the wallet chooses it, so this is an error.
  const current = view.result.current.connection
  if (!current) throw new Error('expected a connection')
  await act(() =>
    view.result.current.switchConnection({ connection: current, address: mockAccounts[1] }),
  )
  expect(errors.map((error) => error.name)).toEqual(['AccountSwitchNotSupportedError'])
  expect(warningsAbout(warn, 'useAppKitConnection:')).toHaveLength(1)
  expect(warningsAbout(warn, 'switchConnection({ address })')).toHaveLength(1)
})

test('useAppKitConnection: deleteConnection reports a deleted wallet', async () => {
  const { config, wrapper } = setup()
  const changes: ConnectionChange[] = []
  const view = renderHook(() => useAppKitConnection({ onSuccess: (c) => changes.push(c) }), {
    wrapper,
  })
  await act(() => connect(config, { connectorId: 'other' }))
  act(() => view.result.current.deleteConnection({ address, connectorId: 'other' }))
  expect(config.store.getState().recentConnectorIds).toEqual([])
  expect(changes).toEqual([
    {
      address,
      namespace: 'eip155',
      hasSwitchedAccount: false,
      hasSwitchedWallet: false,
      hasDeletedWallet: true,
    },
  ])
})
