import { connect, createConfig, disconnect, mount, openModal, switchNetwork } from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import { memoryStorage, mockAccounts, mockAdapter, mockConnector } from '@latch/test'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, onTestFinished, test } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitState } from './useAppKitState.js'
import { useWalletInfo } from './useWalletInfo.js'

const [address] = mockAccounts
const disconnected = {
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
}

function setup<result>(hook: () => result) {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  let renders = 0
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  const view = renderHook(
    () => {
      renders++
      return hook()
    },
    { wrapper },
  )
  return { config, view, renders: () => renders }
}

test('useAppKitAccount', async () => {
  const { config, view, renders } = setup(() => useAppKitAccount())
  expect(view.result.current).toEqual({ ...disconnected, namespace: 'eip155' })
  await act(() => connect(config, { connectorId: 'mock' }))
  expect(view.result.current).toEqual({
    address,
    caipAddress: `eip155:1:${address}`,
    allAccounts: mockAccounts.map((each) => ({
      namespace: 'eip155',
      address: each,
      type: 'eoa',
      caipAddress: `eip155:1:${each}`,
      chainId: '1',
    })),
    isConnected: true,
    status: 'connected',
    namespace: 'eip155',
    embeddedWalletInfo: undefined,
  })
  const connected = view.result.current
  const count = renders()
  act(() => openModal(config))
  expect(renders()).toBe(count)
  expect(view.result.current).toBe(connected)
  await act(() => disconnect(config))
  expect(view.result.current.status).toBe('disconnected')
})

test('useAppKitAccount: parameters: namespace', () => {
  const { view } = setup(() => useAppKitAccount({ namespace: 'solana' }))
  expect(view.result.current).toEqual({ ...disconnected, namespace: 'solana' })
})

test('useAppKitNetwork', async () => {
  const { config, view, renders } = setup(() => useAppKitNetwork())
  expect(view.result.current).toEqual({
    caipNetwork: mainnet,
    caipNetworkId: 'eip155:1',
    chainId: 1,
    isUnsupported: false,
    switchNetwork: expect.any(Function),
  })
  const first = view.result.current
  const count = renders()
  act(() => openModal(config))
  expect(renders()).toBe(count)
  expect(view.result.current).toBe(first)
  await act(() => view.result.current.switchNetwork(optimism))
  expect(view.result.current).toEqual({
    caipNetwork: optimism,
    caipNetworkId: 'eip155:10',
    chainId: 10,
    isUnsupported: false,
    switchNetwork: first.switchNetwork,
  })
  // A viem chain (no caipNetworkId or chainNamespace), as AppKit's switchNetwork takes.
  const viemMainnet = {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: mainnet.nativeCurrency,
    rpcUrls: mainnet.rpcUrls,
  }
  await act(() => view.result.current.switchNetwork(viemMainnet))
  expect(view.result.current.caipNetworkId).toBe('eip155:1')
})

test('useAppKitState', async () => {
  const { config, view } = setup(() => useAppKitState())
  expect(view.result.current).toEqual({
    open: false,
    view: undefined,
    activeChain: 'eip155',
    selectedNetworkId: 'eip155:1',
    initialized: false,
    loading: false,
    multiWallet: false,
  })
  await act(() => switchNetwork(config, { network: optimism }))
  act(() => openModal(config, { view: 'Networks' }))
  expect(view.result.current).toEqual({
    open: true,
    view: 'Networks',
    activeChain: 'eip155',
    selectedNetworkId: 'eip155:10',
    initialized: true,
    loading: false,
    multiWallet: false,
  })
})

test('useWalletInfo', async () => {
  const { config, view } = setup(() => useWalletInfo())
  expect(view.result.current).toEqual({ walletInfo: undefined })
  await act(() => connect(config, { connectorId: 'mock' }))
  expect(view.result.current).toEqual({
    walletInfo: { name: mockConnector.name, icon: undefined, rdns: 'dev.latch.mock' },
  })
})
