import {
  type Config,
  type Connector,
  type ConnectorContext,
  closeModal,
  createConfig,
  mount,
  type WalletConnectConnector,
} from '@latch/core'
import { mainnet } from '@latch/core/networks'
import {
  fakeEmbeddedWallet,
  installConnector,
  memoryStorage,
  mockAccounts,
  mockAdapter,
} from '@latch/test'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import type { WalletButtonConnection } from './connectWalletButton.js'
import { useAppKitWallet } from './useAppKitWallet.js'

const [address] = mockAccounts
const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

afterEach(() => vi.unstubAllGlobals())

/** A WalletConnect connector whose pairing shows a URI at once; `approve()` plays the wallet. */
function fakeWalletConnect() {
  let context: ConnectorContext | undefined
  const connector: WalletConnectConnector & { approve(): void } = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    setup(setupContext) {
      context = setupContext
      return () => undefined
    },
    preload: () => undefined,
    pair: () =>
      context?.setPairing({ status: 'ready', uri: 'wc:abc@2', expiresAt: Date.now() + 300_000 }),
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

function setup(
  options: {
    connectors?: Connector[]
    apiUrl?: string
    embedded?: boolean
    headless?: boolean
    walletConnect?: WalletConnectConnector
  } = {},
) {
  let context: (() => ConnectorContext) | undefined
  const config: Config = createConfig({
    adapters: [mockAdapter({ connectors: options.connectors ?? [] })],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.headless ? { features: { headless: true } } : {}),
  })
  if (options.walletConnect) installConnector(config, options.walletConnect)
  if (options.embedded)
    installConnector(
      config,
      fakeEmbeddedWallet((played) => {
        context = played
        return {}
      }),
    )
  onTestFinished(mount(config))
  const successes: WalletButtonConnection[] = []
  const errors: Error[] = []
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  const view = renderHook(
    () =>
      useAppKitWallet({
        onSuccess: (connection) => successes.push(connection),
        onError: (error) => errors.push(error),
      }),
    { wrapper },
  )
  return { config, view, successes, errors, embedded: () => context?.() }
}

test('connect: an installed wallet connects without the modal', async () => {
  const { config, view, successes } = setup({ connectors: [metaMask] })
  await waitFor(() => expect(view.result.current.isReady).toBe(true))
  await act(() => view.result.current.connect('metamask'))
  const connection = { chainNamespace: 'eip155', chainId: '1', address }
  expect(view.result.current).toMatchObject({
    data: connection,
    error: undefined,
    isPending: false,
    isSuccess: true,
    isError: false,
  })
  expect(successes).toEqual([connection])
  expect(config.store.getState().chains.eip155?.account.connectorId).toBe('io.metamask')
  expect(config.store.getState().modal.status).toBe('closed')
})

test('connect: walletConnect opens the QR code view; closing it is an error', async () => {
  const { config, view, errors } = setup()
  let pending: Promise<void> | undefined
  act(() => {
    pending = view.result.current.connect('walletConnect')
  })
  expect(view.result.current.isPending).toBe(true)
  await waitFor(() =>
    expect(config.store.getState().modal.history.at(-1)?.view).toBe('ConnectingWalletConnectBasic'),
  )
  await act(async () => {
    closeModal(config)
    await pending
  })
  expect(view.result.current).toMatchObject({ isPending: false, isError: true })
  expect(errors.map((error) => error.name)).toEqual(['WalletButtonCancelledError'])
})

test('connect: a social login opens its popup in the click and the modal on its view', async () => {
  const open = vi.fn(() => null)
  vi.stubGlobal('open', open)
  const { config, view, successes, embedded } = setup({ embedded: true })
  let pending: Promise<void> | undefined
  act(() => {
    pending = view.result.current.connect('google')
  })
  // Before any await: a popup opened later is blocked.
  expect(open).toHaveBeenCalledTimes(1)
  await waitFor(() =>
    expect(config.store.getState().modal.history.at(-1)).toEqual({
      view: 'ConnectingSocial',
      socialProvider: 'google',
    }),
  )
  await act(async () => {
    embedded()?.connect(
      { eip155: { accounts: [address], chainId: 1 } },
      { socialProvider: 'google' },
    )
    await pending
  })
  expect(successes).toEqual([{ chainNamespace: 'eip155', chainId: '1', address }])
})

test('connect: email and socials need the embedded wallet', async () => {
  const { view, errors } = setup()
  await act(() => view.result.current.connect('email'))
  expect(errors.map((error) => error.name)).toEqual(['ConnectorNotFoundError'])
})

test('connect: a wallet that is not installed opens its QR code from the registry', async () => {
  vi.stubGlobal('fetch', async (input: URL) => {
    const url = new URL(input)
    expect(url.searchParams.get('search')).toBe('Rainbow')
    return Response.json({
      data: [{ id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow', image_id: null, chains: [] }],
      count: 1,
    })
  })
  const { config, view } = setup({ apiUrl: 'https://api.test' })
  act(() => {
    void view.result.current.connect('rainbow')
  })
  await waitFor(() =>
    expect(config.store.getState().modal.history.at(-1)).toMatchObject({
      view: 'ConnectingWalletConnect',
      wallet: { id: 'rainbow-id', name: 'Rainbow' },
    }),
  )
})

test('features.headless: walletConnect pairs for the site’s own QR code; socials need the modal', async () => {
  const walletConnect = fakeWalletConnect()
  const { config, view, successes, errors } = setup({
    headless: true,
    embedded: true,
    walletConnect,
  })
  let pending: Promise<void> | undefined
  act(() => {
    pending = view.result.current.connect('walletConnect')
  })
  await waitFor(() => expect(config.store.getState().pairing.status).toBe('ready'))
  expect(config.store.getState().modal.status).toBe('closed')
  await act(async () => {
    walletConnect.approve()
    await pending
  })
  expect(successes).toEqual([{ chainNamespace: 'eip155', chainId: '1', address }])
  await act(() => view.result.current.connect('discord'))
  expect(errors.map((error) => error.name)).toEqual(['ModalRequiredError'])
  expect(config.store.getState().modal.status).toBe('closed')
})
