import {
  type Config,
  type ConnectorContext,
  closeModal,
  connect,
  createConfig,
  mount,
  openModal,
  type SiwxConfig,
} from '@latch/core'
import { updateChainState } from '@latch/core/internal'
import { mainnet } from '@latch/core/networks'
import {
  fakeEmbeddedWallet,
  installConnector,
  memoryStorage,
  mockAccounts,
  mockAdapter,
} from '@latch/test'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, onTestFinished, test } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { toDecimalString } from '../utils/toDecimalString.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitBalance } from './useAppKitBalance.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitSIWX } from './useAppKitSiwxConfig.js'
import { useAppKitUpdateEmail } from './useAppKitUpdateEmail.js'
import { useDisconnect } from './useDisconnect.js'

const [address] = mockAccounts

function setup(adapter = mockAdapter(), prepare?: (config: Config) => void) {
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  prepare?.(config)
  onTestFinished(mount(config))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  return { config, wrapper }
}

test('toDecimalString: exact, no rounding, no grouping', () => {
  expect(toDecimalString(1_234_500_000_000_000_000_000n, 18)).toBe('1234.5')
  expect(toDecimalString(1n, 18)).toBe('0.000000000000000001')
  expect(toDecimalString(2_000_000_000n, 9)).toBe('2')
  expect(toDecimalString(0n, 18)).toBe('0')
  expect(toDecimalString(-15n, 1)).toBe('-1.5')
  expect(toDecimalString(42n, 0)).toBe('42')
})

test('useAppKitBalance: fetchBalance resolves the decimal string in AppKit’s shape', async () => {
  const { config, wrapper } = setup(
    mockAdapter({ features: { balance: 1_234_567_890_000_000_000_000n } }),
  )
  const { result } = renderHook(() => useAppKitBalance(), { wrapper })
  expect(await result.current.fetchBalance()).toEqual({
    data: undefined,
    error: 'Not connected',
    isSuccess: false,
    isError: true,
  })
  await act(() => connect(config, { connectorId: 'mock' }))
  let fetched: Awaited<ReturnType<typeof result.current.fetchBalance>> | undefined
  await act(async () => {
    fetched = await result.current.fetchBalance()
  })
  expect(fetched).toEqual({
    data: { balance: '1234.56789', formatted: '1234.56789', symbol: 'ETH' },
    error: null,
    isSuccess: true,
    isError: false,
  })
  // Rendered without a fetch, rounded for display as the modal shows it.
  expect(result.current).toMatchObject({ status: 'ready', formatted: '1,234.5679', symbol: 'ETH' })
})

test('useAppKitBalance: a failed read is an error result, never a rejection', async () => {
  const { config, wrapper } = setup(mockAdapter({ features: { balanceError: new Error('down') } }))
  const { result } = renderHook(() => useAppKitBalance(), { wrapper })
  await act(() => connect(config, { connectorId: 'mock' }))
  let fetched: Awaited<ReturnType<typeof result.current.fetchBalance>> | undefined
  await act(async () => {
    fetched = await result.current.fetchBalance()
  })
  expect(fetched).toEqual({
    data: undefined,
    error: 'Balance unavailable',
    isSuccess: false,
    isError: true,
  })
})

test('useAppKitAccount: embeddedWalletInfo of a social login', () => {
  let context: (() => ConnectorContext) | undefined
  const wallet = fakeEmbeddedWallet((played) => {
    context = played
    return {}
  })
  const { wrapper } = setup(mockAdapter(), (config) => installConnector(config, wallet))
  const { result } = renderHook(() => useAppKitAccount(), { wrapper })
  expect(result.current.embeddedWalletInfo).toBeUndefined()
  // What the embedded wallet reports after a Google login.
  act(() =>
    context?.().connect(
      { eip155: { accounts: [address], chainId: 1 } },
      { email: 'ada@example.com', socialProvider: 'google', username: 'ada' },
    ),
  )
  expect(result.current.embeddedWalletInfo).toEqual({
    user: { email: 'ada@example.com', username: 'ada' },
    accountType: 'eoa',
    authProvider: 'google',
    isSmartAccountDeployed: false,
  })
})

test('useDisconnect: disconnect({ id }) ends the namespaces connected through that connector', async () => {
  const { config, wrapper } = setup()
  const { result } = renderHook(() => useDisconnect(), { wrapper })
  await act(() => connect(config, { connectorId: 'mock' }))
  await act(() => result.current.disconnect({ id: 'another' }))
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
  await act(() => result.current.disconnect({ id: 'mock' }))
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('useAppKitUpdateEmail: opens the email update and settles with the confirmed email', async () => {
  let context: (() => ConnectorContext) | undefined
  const wallet = fakeEmbeddedWallet((played) => {
    context = played
    return {}
  })
  const { config, wrapper } = setup(mockAdapter(), (each) => installConnector(each, wallet))
  const emails: string[] = []
  const errors: Error[] = []
  const { result } = renderHook(
    () =>
      useAppKitUpdateEmail({
        onSuccess: ({ email }) => emails.push(email),
        onError: (error) => errors.push(error),
      }),
    { wrapper },
  )
  act(() =>
    context?.().connect(
      { eip155: { accounts: [address], chainId: 1 } },
      { email: 'ada@old.example' },
    ),
  )
  let pending: Promise<void> | undefined
  act(() => {
    pending = result.current.updateEmail()
  })
  expect(result.current.isPending).toBe(true)
  expect(config.store.getState().modal.history.at(-1)?.view).toBe('UpdateEmailWallet')
  // What the email update's last view does once the new address's code is checked.
  await act(async () => {
    updateChainState(config, 'eip155', { account: { email: 'ada@new.example' } })
    await pending
  })
  expect(result.current).toMatchObject({
    data: { email: 'ada@new.example' },
    isSuccess: true,
    isPending: false,
  })
  expect(emails).toEqual(['ada@new.example'])
  // Closed before the new email is confirmed: an error.
  act(() => {
    pending = result.current.updateEmail()
  })
  await act(async () => {
    closeModal(config)
    await pending
  })
  expect(result.current).toMatchObject({
    isError: true,
    error: { name: 'UpdateEmailCancelledError' },
  })
  expect(errors).toHaveLength(1)
})

test('useAppKitSIWX: the siwx configuration the site passed', () => {
  const siwx: SiwxConfig = {
    createMessage: async () => {
      throw new Error('unused')
    },
    addSession: async () => undefined,
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => [],
  }
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    siwx,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  expect(renderHook(() => useAppKitSIWX(), { wrapper }).result.current).toBe(siwx)
  const { wrapper: without } = setup()
  expect(renderHook(() => useAppKitSIWX(), { wrapper: without }).result.current).toBeUndefined()
})

test('useAppKitEvents: an event from the first render, then each one as AppKit shapes it', () => {
  const { config, wrapper } = setup()
  const { result } = renderHook(() => useAppKitEvents(), { wrapper })
  // Never undefined, so that `events.data.event` works at once, as in AppKit.
  expect(result.current).toEqual({ timestamp: 0, data: { type: 'track', event: 'INITIALIZE' } })
  act(() => openModal(config))
  expect(result.current).toMatchObject({
    timestamp: expect.any(Number),
    data: { type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect', connected: false } },
  })
  expect(result.current.timestamp).toBeGreaterThan(0)
})
