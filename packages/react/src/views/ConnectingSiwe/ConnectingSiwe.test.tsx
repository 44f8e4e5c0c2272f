import { type Config, connect, createConfig, type SiwxConfig, type SiwxSession } from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { watchSiwx } from '@latch/core/signIn'
import { memoryStorage, mockAccounts, mockAdapter, mockConnector } from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { AppKitContext } from '../../context/appKitContext.js'
import { Modal } from '../../modal/Modal.js'

afterEach(cleanup)

/** A SIWX config in memory; `refuse` makes `addSession` throw as a server's refusal would. */
function fakeSiwx(required: boolean) {
  const sessions: SiwxSession[] = []
  const siwx: SiwxConfig & { refuse: boolean } = {
    refuse: false,
    async createMessage(input) {
      const data = {
        ...input,
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: 'n0nce123',
      }
      return { ...data, toString: () => 'Sign in to Example' }
    },
    async addSession(session) {
      if (siwx.refuse) throw Object.assign(new Error('nonce_used'), { name: 'ApiResponseError' })
      sessions.push(session)
    },
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => sessions,
    getRequired: () => required,
  }
  return siwx
}

async function setup(options: { required?: boolean; decline?: boolean } = {}) {
  const wallet = {
    decline: options.decline ?? false,
    async request() {
      if (wallet.decline) throw Object.assign(new Error('User rejected.'), { code: 4001 })
      return `0x${'ab'.repeat(65)}`
    },
  }
  const siwx = fakeSiwx(options.required ?? true)
  const config: Config = createConfig(
    {
      adapters: [mockAdapter({ connectors: [{ ...mockConnector, provider: wallet }] })],
      networks: [mainnet],
      storage: memoryStorage(),
      metadata: { name: 'Example', description: '', url: 'https://example.com', icons: [] },
      siwx,
    },
    { catalogue: latchCatalogue },
  )
  onTestFinished(watchSiwx(config))
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  // mount() is not needed: the adapter's connector row is all `connect` reads.
  act(() => config.store.setState({ connectors: [{ ...mockConnector, provider: wallet }] }))
  await act(() => connect(config, { connectorId: 'mock' }))
  await screen.findByRole('button', { name: 'Sign in' })
  return { config, wallet, siwx }
}

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => violation.id)).toEqual([])
}

test('default: the site, the account and its network; Sign in signs and closes', async () => {
  const { config } = await setup()
  expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  expect(
    screen.getByText('Example asks you to sign a message to prove that this account is yours.'),
  ).toBeTruthy()
  expect(screen.getByTestId('latch-siwe-account').textContent).toBe('0xf39F…b92266 on Ethereum')
  expect(screen.getByTitle(mockAccounts[0])).toBeTruthy()
  expect(screen.getByText('Cancelling disconnects your wallet.')).toBeTruthy()
  await expectNoAxeViolations()

  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  await waitFor(() => expect(config.store.getState().modal.status).toBe('closed'))
  expect(config.store.getState().siwx?.status).toBe('signed_in')
})

test('error: declined in the wallet, then Try again', async () => {
  const { config, wallet } = await setup({ decline: true })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Sign-in declinedThe request was rejected in the wallet.')
  await expectNoAxeViolations()
  wallet.decline = false
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(config.store.getState().siwx?.status).toBe('signed_in'))
})

test('error: a refusal of the site is shown in words', async () => {
  const { siwx } = await setup()
  siwx.refuse = true
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Sign-in failedThe sign-in was not accepted. Try again with a new message.',
  )
})

test('behavior: Cancel, required: the wallet disconnects', async () => {
  const { config } = await setup()
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() =>
    expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected'),
  )
  expect(config.store.getState().modal.status).toBe('closed')
})

test('behavior: Cancel, optional: the modal closes, the wallet stays', async () => {
  const { config } = await setup({ required: false })
  expect(screen.getByText('Signing is free: it sends no transaction.')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(config.store.getState().siwx?.status).toBe('dismissed'))
  expect(config.store.getState().modal.status).toBe('closed')
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
})
