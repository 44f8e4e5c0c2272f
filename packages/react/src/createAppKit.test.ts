import { createAdapter, type Options } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { afterEach, expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'

// An adapter with no wallets: enough for createAppKit to mount the modal.
const options = (name: string): Options => ({
  adapters: [
    createAdapter({
      namespace: 'eip155',
      setup: () => () => {},
      connect: () => Promise.reject(new Error('no wallet')),
      reconnect: async () => undefined,
      disconnect: async () => {},
      switchNetwork: async () => {},
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
      discoveryTimeoutMs: 0,
    }),
  ],
  networks: [mainnet],
  metadata: { name, description: name, url: 'https://example.com', icons: [] },
})

const modals = () => document.querySelectorAll('latch-modal').length

afterEach(() => vi.restoreAllMocks())

test('a second createAppKit returns the running instance, mounts no second modal and warns once', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const first = createAppKit(options('First'))
  expect(modals()).toBe(1)

  const second = createAppKit(options('Second'))
  const third = createAppKit(options('Third'))
  expect(second).toBe(first)
  expect(third).toBe(first)
  expect(first.config.options.metadata?.name).toBe('First')
  expect(modals()).toBe(1)
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toMatch(/createAppKit was called again/)

  // After destroy(), the page may create a new one.
  first.destroy()
  expect(modals()).toBe(0)
  const next = createAppKit(options('Next'))
  expect(next).not.toBe(first)
  expect(modals()).toBe(1)
  next.destroy()
})

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer the test changes. */
function systemColorScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return {
    set(next: boolean) {
      dark = next
      for (const listener of [...listeners]) listener()
    },
  }
}

test('behavior: without a themeMode the modal follows the system colour scheme and its changes', () => {
  const scheme = systemColorScheme(true)
  const appKit = createAppKit(options('System'))
  expect(appKit.getState().themeMode).toBe('dark')
  scheme.set(false)
  expect(appKit.getState().themeMode).toBe('light')
  scheme.set(true)
  expect(appKit.getState().themeMode).toBe('dark')
  // The site's own choice wins from then on.
  appKit.setThemeMode('light')
  scheme.set(false)
  scheme.set(true)
  expect(appKit.getState().themeMode).toBe('light')
  appKit.destroy()
  vi.unstubAllGlobals()
})

test('behavior: an explicit themeMode wins over the system colour scheme', () => {
  const scheme = systemColorScheme(true)
  const appKit = createAppKit({ ...options('Explicit'), themeMode: 'light' })
  expect(appKit.getState().themeMode).toBe('light')
  scheme.set(false)
  scheme.set(true)
  expect(appKit.getState().themeMode).toBe('light')
  appKit.destroy()
  vi.unstubAllGlobals()
})
