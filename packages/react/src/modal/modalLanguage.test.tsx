import { createAdapter, type Options } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { Icon } from '../components/Icon.js'
import { type AppKit, createAppKit } from '../createAppKit.js'

// An adapter with no wallets: enough for createAppKit to mount the modal.
const options = (extra: Partial<Options> = {}): Options => ({
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
  enableReconnect: false,
  ...extra,
})

let running: AppKit | undefined
afterEach(() => {
  running?.destroy()
  running = undefined
  vi.unstubAllGlobals()
})

/** Creates the modal, waits for its language, opens Connect; returns the modal's root. */
async function openModalIn(extra: Partial<Options>) {
  running = createAppKit(options(extra))
  const appKit = running
  await vi.waitFor(() => expect(appKit.getState().locale).not.toBe('en'))
  await appKit.open()
  const root = () =>
    document.querySelector('latch-modal')?.shadowRoot?.querySelector<HTMLElement>('[data-latch]')
  await vi.waitFor(() => expect(root()?.querySelector('#latch-title')?.textContent).toBeTruthy())
  return { appKit, root: root() as HTMLElement }
}

test('default: locale ar lays the modal out right to left, in Arabic', async () => {
  const { root } = await openModalIn({ locale: 'ar' })
  expect(root.getAttribute('dir')).toBe('rtl')
  expect(root.getAttribute('lang')).toBe('ar')
  expect(root.querySelector('#latch-title')?.textContent).toBe('ربط المحفظة')
})

test('behavior: Hebrew and Persian are right to left too; German left to right', async () => {
  for (const [locale, dir] of [
    ['he-IL', 'rtl'],
    ['fa', 'rtl'],
    ['de-AT', 'ltr'],
  ] as const) {
    const { root } = await openModalIn({ locale })
    expect([locale, root.getAttribute('dir'), root.getAttribute('lang')]).toEqual([
      locale,
      dir,
      locale.slice(0, 2),
    ])
    running?.destroy()
    running = undefined
  }
})

test('behavior: without a locale option, the best of the browser’s languages', async () => {
  vi.stubGlobal('navigator', { ...navigator, languages: ['tlh', 'pt-BR', 'en'], language: 'tlh' })
  const { appKit, root } = await openModalIn({})
  expect(appKit.getState().locale).toBe('pt')
  expect(root.getAttribute('lang')).toBe('pt')
  expect(root.getAttribute('dir')).toBe('ltr')
})

test('behavior: a site’s messages replace a text for their locale', async () => {
  const { root } = await openModalIn({
    locale: 'ar',
    messages: {
      ar: { connect: { title: 'سجّل الدخول إلى المتجر' } },
      en: { connect: { title: 'Sign in' } },
    },
  })
  expect(root.querySelector('#latch-title')?.textContent).toBe('سجّل الدخول إلى المتجر')
})

test('error: createAppKit refuses messages with an unknown key, naming it', () => {
  expect(() =>
    createAppKit(options({ messages: { ar: { connect: { titel: 'x' } } } as never })),
  ).toThrow(/messages\.ar\.connect\.titel/)
})

test('behavior: arrows and chevrons are marked to mirror; other icons are not', () => {
  const { container } = render(
    <>
      <Icon name="back" />
      <Icon name="chevron" />
      <Icon name="send" />
      <Icon name="external" />
      <Icon name="copy" />
    </>,
  )
  const flipped = [...container.querySelectorAll('svg')].map((svg) => svg.hasAttribute('data-flip'))
  expect(flipped).toEqual([true, true, true, false, false])
})
