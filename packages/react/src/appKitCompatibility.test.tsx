import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createConfig, type Options } from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { act, render, screen } from '@testing-library/react'
import { mainnet as viemMainnet, optimism as viemOptimism } from 'viem/chains'
import { afterEach, expect, test, vi } from 'vitest'
import { NetworkImage } from './components/NetworkImage.js'
import { QrCode } from './components/QrCode.js'
import { AppKitContext } from './context/appKitContext.js'
import { type AppKit, createAppKit } from './createAppKit.js'
import { createConnectors } from './createConnectors.js'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.js'

// The stylesheet as shipped (vitest loads CSS imports empty).
const tokensCss = readFileSync(join(import.meta.dirname, 'modal/tokens.css'), 'utf8')

let running: AppKit | undefined
afterEach(() => {
  running?.destroy()
  running = undefined
  vi.restoreAllMocks()
})

const start = (options: Partial<Options> = {}) => {
  const appKit = createAppKit({ adapters: [mockAdapter()], networks: [mainnet], ...options })
  running = appKit
  return appKit
}

function Network() {
  return <p>{useAppKitNetwork().caipNetworkId}</p>
}

/** The modal's themed root inside its shadow root, once React has rendered it. */
async function modalRoot(): Promise<HTMLElement> {
  const find = () =>
    document.querySelector('latch-modal')?.shadowRoot?.querySelector<HTMLElement>('[data-latch]')
  await vi.waitFor(() => expect(find()).toBeTruthy())
  return find() as HTMLElement
}

test('behavior: the colour mix reaches the modal root, in both spellings, and setThemeVariables updates it', async () => {
  const appKit = start({
    themeVariables: { '--apkt-color-mix': '#00BB7F', '--apkt-color-mix-strength': 40 },
  })
  const root = await modalRoot()
  const computed = () => getComputedStyle(root)
  expect(computed().getPropertyValue('--latch-color-mix')).toBe('#00BB7F')
  expect(computed().getPropertyValue('--latch-color-mix-strength')).toBe('40%')
  // The stylesheet blends that colour into every background the modal paints.
  for (const background of ['bg', 'surface', 'surface-hover'])
    expect(tokensCss.replace(/\s+/g, ' ')).toContain(
      `--latch-${background}: color-mix( in srgb, var(--latch-color-mix) var(--latch-color-mix-strength), var(--latch-${background}-base) )`,
    )

  // setThemeVariables goes through the same path; --apkt-* still wins over --w3m-*. (jsdom
  // keeps a computed style once read, so the updates are read from the root's own style.)
  const own = (name: string) => root.style.getPropertyValue(name)
  appKit.setThemeVariables({ '--w3m-color-mix': '#ff0066', '--apkt-color-mix-strength': 15 })
  await vi.waitFor(() => expect(own('--latch-color-mix-strength')).toBe('15%'))
  expect(own('--latch-color-mix')).toBe('#00BB7F')
  appKit.setThemeVariables({ '--apkt-color-mix': '#ff0066' })
  await vi.waitFor(() => expect(own('--latch-color-mix')).toBe('#ff0066'))
})

test('behavior: --w3m-qr-color colours the QR modules', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    themeVariables: { '--w3m-qr-color': '#123456' },
    storage: memoryStorage(),
  })
  render(
    <AppKitContext.Provider value={config}>
      <QrCode value="wc:latch" label="QR code" />
    </AppKitContext.Provider>,
  )
  expect(
    screen.getByRole('img', { name: 'QR code' }).querySelector('path')?.getAttribute('fill'),
  ).toBe('#123456')
})

test('parameters: enableMobileFullScreen marks the dialog, which a phone-width rule fills the screen with', async () => {
  const appKit = start({ enableMobileFullScreen: true })
  await modalRoot()
  await act(async () => appKit.open())
  const dialog = await vi.waitFor(() => {
    const found = document
      .querySelector('latch-modal')
      ?.shadowRoot?.querySelector('[role="dialog"]')
    expect(found).toBeTruthy()
    return found as HTMLElement
  })
  expect(dialog.hasAttribute('data-full-screen')).toBe(true)
  const modalCss = readFileSync(join(import.meta.dirname, 'modal/modal.css'), 'utf8')
  const phone = modalCss.slice(modalCss.indexOf('@media (max-width: 430px)'))
  expect(phone.replace(/\s+/g, ' ')).toContain(
    '.latch-dialog[data-full-screen] { height: 100dvh; max-height: 100dvh; border-radius: 0; }',
  )
})

test('behavior: features.headless mounts no modal; the hooks still work', () => {
  const appKit = start({ networks: [mainnet, optimism], features: { headless: true } })
  expect(document.querySelector('latch-modal')).toBeNull()
  expect(appKit.element).toBeUndefined()
  render(<Network />)
  expect(screen.getByText('eip155:1')).toBeTruthy()
  act(() => void appKit.switchNetwork(optimism))
  expect(screen.getByText('eip155:10')).toBeTruthy()
})

test('behavior: viem chains as networks, and switchNetwork takes a viem chain', async () => {
  const appKit = start({ networks: [viemMainnet, viemOptimism] as never })
  await appKit.switchNetwork(viemOptimism)
  expect(appKit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:10')
})

test('parameters: chainImages replace a network badge with the site image', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    chainImages: { 1: 'https://images.example/eth.png' },
    storage: memoryStorage(),
  })
  render(
    <AppKitContext.Provider value={config}>
      <NetworkImage network={mainnet} />
      <NetworkImage network={optimism} />
    </AppKitContext.Provider>,
  )
  const images = screen.getAllByTestId('latch-network-image')
  expect(images).toHaveLength(1)
  expect(images[0]?.getAttribute('src')).toBe('https://images.example/eth.png')
})

test('parameters: enableWalletConnect and enableWallets false leave WalletConnect out', () => {
  const relayUrl = 'wss://relay.example'
  const ids = (options: Parameters<typeof createConnectors>[0]) =>
    createConnectors(options).map((connector) => connector.id)
  expect(ids({ relayUrl })).toEqual(['walletConnect'])
  expect(ids({ relayUrl, enableWalletConnect: false })).toEqual([])
  expect(ids({ relayUrl, enableWallets: false })).toEqual([])
})
