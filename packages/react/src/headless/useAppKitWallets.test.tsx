import {
  type Config,
  type Connector,
  type ConnectorContext,
  createConfig,
  mount,
  type WalletConnectConnector,
} from '@latch/core'
import { mainnet } from '@latch/core/networks'
import {
  installConnector,
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
} from '@latch/test'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { useAppKitWallets } from './useAppKitWallets.js'

const [address] = mockAccounts
const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const other: Connector = {
  id: 'other',
  name: 'Other Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.latch.other' },
}
const entry = (id: string, name: string) => ({
  id,
  name,
  rdns: null,
  image_id: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  injected: [],
  badge_type: 'none',
})

afterEach(() => vi.unstubAllGlobals())

/**
 * A WalletConnect connector that plays the relay's side: `pair()` shows a URI at once, and the
 * test approves (the wallet scanned it) or leaves it pending.
 */
function fakeWalletConnect() {
  let context: ConnectorContext | undefined
  const connector: WalletConnectConnector & { approve(): void } = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    setup(setupContext) {
      context = setupContext
      setupContext.setRows([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ])
      return () => undefined
    },
    preload: () => undefined,
    pair: () => context?.setPairing({ status: 'ready', uri, expiresAt: Date.now() + 300_000 }),
    cancelPairing: () => context?.setPairing({ status: 'idle' }),
    rememberWalletApp: () => undefined,
    restore: async () => undefined,
    disconnect: async () => undefined,
    approve() {
      context?.connect({ eip155: { accounts: [address], chainId: 1 } })
      context?.setPairing({ status: 'idle' })
    },
  }
  return connector
}

function setup(options: { apiUrl?: string } = {}) {
  const config: Config = createConfig({
    adapters: [mockAdapter({ connectors: [mockConnector, other] })],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    ...options,
  })
  const walletConnect = fakeWalletConnect()
  installConnector(config, walletConnect)
  onTestFinished(mount(config))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  return { config, walletConnect, view: renderHook(() => useAppKitWallets(), { wrapper }) }
}

test('wallets: the installed wallets, each with its namespaces; WalletConnect’s own row left out', async () => {
  const { view } = setup()
  await waitFor(() => expect(view.result.current.isInitialized).toBe(true))
  expect(view.result.current.wallets).toEqual([
    {
      id: 'mock',
      name: 'Mock Wallet',
      imageUrl: undefined,
      isInjected: true,
      isRecent: false,
      connectors: [{ id: 'mock', chain: 'eip155' }],
      walletInfo: undefined,
    },
    {
      id: 'other',
      name: 'Other Wallet',
      imageUrl: undefined,
      isInjected: true,
      isRecent: false,
      connectors: [{ id: 'other', chain: 'eip155' }],
      walletInfo: undefined,
    },
  ])
  expect(view.result.current).toMatchObject({ wcUri: undefined, connectingWallet: undefined })
})

test('connect: an installed wallet connects without the modal', async () => {
  const { config, view } = setup()
  await waitFor(() => expect(view.result.current.wallets).toHaveLength(2))
  const wallet = view.result.current.wallets[1]
  if (!wallet) throw new Error('expected a wallet')
  let pending: Promise<void> | undefined
  act(() => {
    pending = view.result.current.connect(wallet)
  })
  await act(() => pending)
  const state = config.store.getState()
  expect(state.chains.eip155?.account).toMatchObject({ status: 'connected', connectorId: 'other' })
  expect(state.modal.status).toBe('closed')
  expect(view.result.current.connectingWallet).toBeUndefined()
  // The connected wallet is now the recent one.
  expect(view.result.current.wallets.find((each) => each.id === 'other')?.isRecent).toBe(true)
})

test('connect: by WalletConnect, the URI for the site’s own QR code, then the session', async () => {
  const { config, view, walletConnect } = setup()
  await waitFor(() => expect(view.result.current.isInitialized).toBe(true))
  let pending: Promise<void> | undefined
  await act(async () => {
    pending = view.result.current.connect('walletConnect')
    await vi.waitFor(() => expect(config.store.getState().pairing.status).toBe('ready'))
  })
  expect(view.result.current.wcUri).toBe(uri)
  expect(view.result.current.connectingWallet?.id).toBe('walletConnect')
  expect(config.store.getState().modal.status).toBe('closed')
  await act(async () => {
    walletConnect.approve()
    await pending
  })
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'connected',
    connectorId: 'walletConnect',
    address,
  })
  expect(view.result.current).toMatchObject({ wcUri: undefined, connectingWallet: undefined })
})

test('resetWcUri: the pairing ends and connect rejects', async () => {
  const { config, view } = setup()
  await waitFor(() => expect(view.result.current.isInitialized).toBe(true))
  let outcome: Promise<unknown> | undefined
  await act(async () => {
    outcome = view.result.current.connect('walletConnect').catch((error: Error) => error)
    await vi.waitFor(() => expect(config.store.getState().pairing.status).toBe('ready'))
  })
  await act(async () => {
    view.result.current.resetWcUri()
    await outcome
  })
  expect(((await outcome) as Error).name).toBe('PairingEndedError')
  expect(view.result.current).toMatchObject({ wcUri: undefined, connectingWallet: undefined })
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('connect: an unknown wallet id rejects with ConnectorNotFoundError', async () => {
  const { view } = setup()
  await expect(view.result.current.connect('nope')).rejects.toMatchObject({
    name: 'ConnectorNotFoundError',
  })
})

test('fetchWallets: the registry page by page, and a search', async () => {
  const requests: URL[] = []
  vi.stubGlobal('fetch', async (input: URL) => {
    const url = new URL(input)
    requests.push(url)
    if (url.pathname.endsWith('/getWallets')) {
      if (url.searchParams.get('search') === 'rain')
        return Response.json({ data: [entry('rainbow', 'Rainbow')], count: 1 })
      const page = Number(url.searchParams.get('page'))
      return Response.json({ data: [entry(`w${page}`, `Wallet ${page}`)], count: 80 })
    }
    return Response.json({})
  })
  const { view } = setup({ apiUrl: 'https://api.test' })
  await act(() => view.result.current.fetchWallets())
  expect(view.result.current.wcWallets.map((each) => each.id)).toEqual(['w1'])
  expect(view.result.current).toMatchObject({ page: 1, count: 80, isFetchingWallets: false })
  await act(() => view.result.current.fetchWallets({ page: 2 }))
  expect(view.result.current.wcWallets.map((each) => each.id)).toEqual(['w1', 'w2'])
  expect(view.result.current.wcWallets[0]).toMatchObject({
    name: 'Wallet 1',
    isInjected: false,
    connectors: [],
    walletInfo: { id: 'w1' },
  })
  await act(() => view.result.current.fetchWallets({ query: 'rain' }))
  expect(view.result.current.wcWallets.map((each) => each.id)).toEqual(['rainbow'])
  expect(view.result.current).toMatchObject({ page: 1, count: 1 })
  await act(() => view.result.current.fetchWallets())
  expect(view.result.current.wcWallets.map((each) => each.id)).toEqual(['w1', 'w2'])
})
