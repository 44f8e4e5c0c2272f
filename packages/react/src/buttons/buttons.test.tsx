import { type Config, connect, createAdapter, createConfig, mount, setLocale } from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import {
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
  quietSolanaAdapter,
} from '@latch/test'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { AppKitAccountButton } from './AppKitAccountButton.js'
import { AppKitButton } from './AppKitButton.js'
import { AppKitConnectButton } from './AppKitConnectButton.js'
import { AppKitNetworkButton } from './AppKitNetworkButton.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
} as const

function setup(options: { solana?: boolean; adapter?: ReturnType<typeof createAdapter> } = {}) {
  const config = createConfig(
    {
      adapters: [
        options.adapter ?? mockAdapter({ features: { balance: 1_500_000_000_000_000_000n } }),
        ...(options.solana ? [quietSolanaAdapter()] : []),
      ],
      networks: options.solana ? [mainnet, solanaDevnet] : [mainnet],
      storage: memoryStorage(),
    },
    { catalogue: latchCatalogue },
  )
  onTestFinished(mount(config))
  return config
}

/** Renders a button with the instance in context; returns the button inside its shadow root. */
function renderButton(config: Config, element: ReactNode) {
  const view = render(<AppKitContext.Provider value={config}>{element}</AppKitContext.Provider>)
  const button = () =>
    view.container.querySelector('[data-latch-button]')?.shadowRoot?.querySelector('button') ?? null
  return { ...view, button }
}

const connectMock = (config: Config) => act(() => connect(config, { connectorId: 'mock' }))

test('default: md, enabled, "Connect wallet", opens Connect', async () => {
  const config = setup()
  const { button } = renderButton(config, <AppKitButton />)
  expect(button()?.dataset.size).toBe('md')
  expect(button()?.disabled).toBe(false)
  expect(button()?.textContent).toBe('Connect wallet')
  act(() => button()?.click())
  expect(config.store.getState().modal).toEqual({
    status: 'open',
    history: [{ view: 'Connect' }],
  })
})

test('parameters: size', async () => {
  const config = setup()
  const connectButton = renderButton(config, <AppKitConnectButton size="sm" />)
  expect(connectButton.button()?.dataset.size).toBe('sm')
  connectButton.unmount()
  const networkButton = renderButton(config, <AppKitNetworkButton size="sm" />)
  expect(networkButton.button()?.dataset.size).toBe('sm')
  networkButton.unmount()
  // AppKitButton hands its size to both faces.
  const { button } = renderButton(config, <AppKitButton size="sm" />)
  expect(button()?.dataset.size).toBe('sm')
  await connectMock(config)
  expect(button()?.className).toBe('latch-account-button')
  expect(button()?.dataset.size).toBe('sm')
})

test('parameters: disabled: a click opens nothing, on every button', async () => {
  const config = setup()
  for (const element of [
    <AppKitButton key="button" disabled />,
    <AppKitConnectButton key="connect" disabled />,
    <AppKitNetworkButton key="network" disabled />,
  ]) {
    const { button, unmount } = renderButton(config, element)
    expect(button()?.disabled).toBe(true)
    act(() => button()?.click())
    expect(config.store.getState().modal.status).toBe('closed')
    unmount()
  }
  await connectMock(config)
  const { button } = renderButton(config, <AppKitAccountButton disabled />)
  expect(button()?.className).toBe('latch-account-button')
  expect(button()?.disabled).toBe(true)
  act(() => button()?.click())
  expect(config.store.getState().modal.status).toBe('closed')
})

test('parameters: label, and the default label in the page language', async () => {
  const config = setup()
  const custom = renderButton(config, <AppKitConnectButton label="Sign in" />)
  expect(custom.button()?.textContent).toBe('Sign in')
  custom.unmount()
  const { button } = renderButton(config, <AppKitButton />)
  await act(() => setLocale(config, 'de'))
  expect(button()?.textContent).toBe(config.i18n.t('button.connect'))
  expect(button()?.textContent).not.toBe('Connect wallet')
})

test('parameters: loadingLabel, while a connection is made', async () => {
  let approve: (() => void) | undefined
  const adapter = createAdapter({
    namespace: 'eip155',
    discoveryTimeoutMs: 0,
    setup(context) {
      context.setConnectors([mockConnector])
      return () => {}
    },
    connect: () =>
      new Promise((resolve) => {
        approve = () => resolve({ accounts: [...mockAccounts], chainId: 1 })
      }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  })
  const config = setup({ adapter })
  const { button } = renderButton(
    config,
    <AppKitConnectButton label="Sign in" loadingLabel="Opening…" />,
  )
  let connecting: Promise<unknown> | undefined
  await act(async () => {
    connecting = connect(config, { connectorId: 'mock' })
  })
  expect(button()?.textContent).toBe('Opening…')
  expect(button()?.getAttribute('aria-busy')).toBe('true')
  await act(async () => {
    approve?.()
    await connecting
  })
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
})

test('parameters: balance', async () => {
  const config = setup()
  await connectMock(config)
  const shown = renderButton(config, <AppKitButton />)
  const balanceOf = (button: HTMLButtonElement | null) =>
    button?.querySelector('[data-testid="latch-account-button-balance"]')
  await vi.waitFor(() => expect(balanceOf(shown.button())?.textContent).toBe('1.5 ETH'))
  shown.unmount()
  for (const element of [
    <AppKitButton key="button" balance="hide" />,
    <AppKitAccountButton key="account" balance="hide" />,
  ]) {
    const { button, unmount } = renderButton(config, element)
    expect(button()?.className).toBe('latch-account-button')
    expect(balanceOf(button())).toBeNull()
    // The balance is still spoken: hiding it is a visual choice.
    expect(button()?.getAttribute('aria-label')).toContain('1.5 ETH')
    unmount()
  }
})

test('parameters: namespace: the button follows that namespace and opens the modal on it', async () => {
  const config = setup({ solana: true })
  await connectMock(config)
  expect(config.store.getState().activeNamespace).toBe('eip155')

  const solana = renderButton(config, <AppKitButton namespace="solana" />)
  expect(solana.button()?.textContent).toBe('Connect wallet')
  act(() => solana.button()?.click())
  expect(config.store.getState().activeNamespace).toBe('solana')
  expect(config.store.getState().modal.history).toEqual([{ view: 'Connect' }])
  solana.unmount()

  // Solana is active now; the eip155 button still shows the eip155 account and opens on it.
  const evm = renderButton(config, <AppKitButton namespace="eip155" />)
  expect(evm.button()?.className).toBe('latch-account-button')
  expect(evm.button()?.textContent).toContain(mockAccounts[0].slice(-6))
  act(() => evm.button()?.click())
  expect(config.store.getState().activeNamespace).toBe('eip155')
  expect(config.store.getState().modal.history).toEqual([{ view: 'Account' }])
})

test('parameters: namespace without an adapter: the active namespace, and one warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const config = setup()
  await connectMock(config)
  const first = renderButton(config, <AppKitButton namespace="bip122" />)
  expect(first.button()?.className).toBe('latch-account-button')
  first.unmount()
  renderButton(config, <AppKitAccountButton namespace="bip122" />)
  const warnings = warn.mock.calls.filter(([message]) => String(message).includes('bip122'))
  expect(warnings).toHaveLength(1)
  expect(warnings[0]?.[0]).toMatchInlineSnapshot(
    `"Latch: a button's namespace "bip122" has no adapter in createAppKit; it shows the active namespace instead."`,
  )
})
