import { type Config, createConfig, type Features, openModal } from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import {
  fakeEmbeddedWallet,
  installConnector,
  memoryStorage,
  mockAdapter,
  mockConnector,
} from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest'
import { AppKitContext } from '../../context/appKitContext.js'
import { Modal } from '../../modal/Modal.js'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  warn.mockRestore()
})

type SetupParameters = {
  features?: Features
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Email and social logins (the embedded wallet); defaults to `true`. */
  logins?: boolean
}

/** The modal on the Connect view, with one browser wallet and, unless told, email and socials. */
async function setup(parameters: SetupParameters = {}) {
  const adapter = mockAdapter({ connectors: [mockConnector] })
  const config: Config = createConfig(
    {
      adapters: [adapter],
      networks: [mainnet],
      storage: memoryStorage(),
      features: parameters.features,
      termsConditionsUrl: parameters.termsConditionsUrl,
      privacyPolicyUrl: parameters.privacyPolicyUrl,
    },
    { catalogue: latchCatalogue },
  )
  if (parameters.logins !== false)
    installConnector(
      config,
      fakeEmbeddedWallet(() => ({ connectEmail: async () => 'VERIFY_OTP' })),
    )
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  act(() => config.store.setState({ connectors: [mockConnector] }))
  act(() => openModal(config, { view: 'Connect' }))
  // The view's code loads lazily: its wallet row (listed or behind a button) says it is there.
  await screen.findByTestId(/^latch-(wallet-mock|continue-wallets)$/)
  return { config, adapter }
}

const currentView = (config: Config) => config.store.getState().modal.history.at(-1)?.view

/** Every way to connect the view offers: the wallet row, the email form, the social logins. */
async function waysToConnect() {
  const wallet = await screen.findByTestId('latch-wallet-mock')
  return [
    wallet,
    screen.getByTestId('latch-email-input'),
    screen.getByTestId('latch-email-submit'),
    ...screen.getAllByTestId(/^latch-social-/),
  ]
}

/** Disabled as a browser has it: on the control itself or by its disabled fieldset. */
/** The text a screen reader reads after the name (aria-describedby). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim()

const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.closest('fieldset')?.disabled === true

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => violation.id)).toEqual([])
}

const legal = {
  features: { legalCheckbox: true },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

test('legalCheckbox: every way to connect is disabled, with the reason, until the box is ticked', async () => {
  const { config, adapter } = await setup(legal)
  const checkbox = screen.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  expect((checkbox as HTMLInputElement).checked).toBe(false)
  const ways = await waysToConnect()
  expect(ways.length).toBeGreaterThan(3)
  for (const way of ways) expect(isDisabled(way)).toBe(true)
  const wallet = screen.getByTestId('latch-wallet-mock')
  expect(description(wallet)).toBe('Tick the box above to agree before connecting.')
  fireEvent.click(wallet)
  expect(adapter.calls.filter((call) => call.startsWith('connect'))).toEqual([])
  expect(currentView(config)).toBe('Connect')
  await expectNoAxeViolations()

  fireEvent.click(checkbox)
  expect((checkbox as HTMLInputElement).checked).toBe(true)
  for (const way of ways) expect(isDisabled(way)).toBe(false)
  expect(description(wallet)).toBe('')
  fireEvent.click(wallet)
  await waitFor(() => expect(adapter.calls).toContain('connect:mock'))
})

test('legalCheckbox: the tick lasts while the page does, across closing and reopening', async () => {
  const { config } = await setup(legal)
  fireEvent.click(screen.getByRole('checkbox'))
  act(() => config.store.setState({ modal: { status: 'closed', history: [] } }))
  act(() => openModal(config, { view: 'Connect' }))
  expect(((await screen.findByRole('checkbox')) as HTMLInputElement).checked).toBe(true)
  expect(isDisabled(await screen.findByTestId('latch-wallet-mock'))).toBe(false)
})

test('legalCheckbox: links only the URLs the site set', async () => {
  await setup({
    features: { legalCheckbox: true },
    privacyPolicyUrl: 'https://example.com/privacy',
  })
  expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    'https://example.com/privacy',
  )
  expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  // The sentence of the plain setup is replaced, not shown twice.
  expect(screen.queryByText(/By connecting, you agree/)).toBeNull()
})

test('legalCheckbox: without either URL there is no checkbox, nothing is disabled, and a warning says why', async () => {
  await setup({ features: { legalCheckbox: true } })
  expect(screen.queryByRole('checkbox')).toBeNull()
  for (const way of await waysToConnect()) expect(isDisabled(way)).toBe(false)
  expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
    expect.stringMatching(/^Latch: `features\.legalCheckbox` needs `termsConditionsUrl`/),
  )
})

test('default: with the URLs and no legalCheckbox, the terms sentence stays and nothing waits', async () => {
  await setup({ termsConditionsUrl: 'https://example.com/terms' })
  expect(screen.queryByRole('checkbox')).toBeNull()
  expect(screen.getByText(/By connecting, you agree/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
    'https://example.com/terms',
  )
  for (const way of await waysToConnect()) expect(isDisabled(way)).toBe(false)
  expect(screen.queryByTestId('latch-continue-wallets')).toBeNull()
})

test('collapseWallets: logins first, the wallets behind "Continue with a wallet", listed in place with focus on the first', async () => {
  await setup({ features: { collapseWallets: true } })
  expect(screen.getByTestId('latch-email-input')).toBeTruthy()
  expect(screen.queryByTestId('latch-wallet-mock')).toBeNull()
  const more = screen.getByRole('button', { name: 'Continue with a wallet' })
  expect(more.getAttribute('aria-expanded')).toBe('false')
  // After the logins: the last way to connect in the view.
  const email = screen.getByTestId('latch-email-input')
  expect(email.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  fireEvent.click(more)
  const wallet = await screen.findByTestId('latch-wallet-mock')
  await waitFor(() => expect(document.activeElement).toBe(wallet))
  expect(screen.queryByTestId('latch-continue-wallets')).toBeNull()
  await expectNoAxeViolations()
})

test('collapseWallets: without email or social logins the wallets stay listed', async () => {
  await setup({ features: { collapseWallets: true }, logins: false })
  expect(await screen.findByTestId('latch-wallet-mock')).toBeTruthy()
  expect(screen.queryByTestId('latch-continue-wallets')).toBeNull()
})

test('emailShowWallets: false puts the wallets behind "Continue with a wallet" under the email field', async () => {
  await setup({ features: { emailShowWallets: false } })
  expect(screen.getByTestId('latch-email-input')).toBeTruthy()
  expect(screen.queryByTestId('latch-wallet-mock')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
  expect(await screen.findByTestId('latch-wallet-mock')).toBeTruthy()
})

test('emailShowWallets: true (the default) lists the wallets beside the email field', async () => {
  await setup({ features: { emailShowWallets: true } })
  expect(await screen.findByTestId('latch-wallet-mock')).toBeTruthy()
  expect(screen.queryByTestId('latch-continue-wallets')).toBeNull()
})

test('legalCheckbox with collapseWallets: "Continue with a wallet" waits for the tick too', async () => {
  await setup({ ...legal, features: { legalCheckbox: true, collapseWallets: true } })
  const more = screen.getByTestId('latch-continue-wallets')
  expect(isDisabled(more)).toBe(true)
  fireEvent.click(more)
  expect(screen.queryByTestId('latch-wallet-mock')).toBeNull()
  fireEvent.click(screen.getByRole('checkbox'))
  fireEvent.click(more)
  expect(await screen.findByTestId('latch-wallet-mock')).toBeTruthy()
})
