import { authConnectorId, type Config, createConfig, openModal } from '@latch/core'
import { applyConnection, storageKeys, updateChainState } from '@latch/core/internal'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { installConnector, memoryStorage, mockAdapter, mockEmailUpdateBridge } from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, expect, test } from 'vitest'
import { AppKitContext } from '../../context/appKitContext.js'
import { Modal } from '../../modal/Modal.js'

afterEach(cleanup)

/** Connected as ada@example.com through the embedded wallet, whose bridge plays the update. */
function setup(parameters: { throttle?: boolean } = {}) {
  const storage = memoryStorage()
  const config = createConfig(
    { networks: [mainnet], storage, adapters: [mockAdapter({ connectors: [] })] },
    { catalogue: latchCatalogue },
  )
  const { bridge, calls } = mockEmailUpdateBridge(parameters)
  installConnector(config, bridge)
  applyConnection(config, 'eip155', authConnectorId, {
    accounts: ['0x1111111111111111111111111111111111111111'],
    chainId: 1,
  })
  updateChainState(config, 'eip155', { account: { email: 'ada@example.com' } })
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  return { config, calls, storage }
}

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => violation.id)).toEqual([])
}

/** Opens the Account, then Update email; returns the new-email field. */
async function openUpdateEmail(config: Config) {
  act(() => openModal(config, { view: 'Account' }))
  expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Update email' }))
  const input = await screen.findByRole('textbox', { name: 'New email' })
  expect(screen.getByRole('heading', { name: 'Update email' })).toBeTruthy()
  return input
}

async function submitNewEmail(input: HTMLElement, email: string) {
  fireEvent.change(input, { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

test('default: new email, the code from the current address, the code from the new one; the Account shows the new email', async () => {
  const { config, calls, storage } = setup()
  const input = await openUpdateEmail(config)
  expect(input).toHaveProperty('type', 'email')
  await expectNoAxeViolations()

  await submitNewEmail(input, 'ada@new.example')
  const primary = await screen.findByRole('textbox', { name: 'Code from your current email' })
  expect(screen.getByRole('heading', { name: 'Confirm your current email' })).toBeTruthy()
  expect(screen.getByText('Enter the code we sent to ada@example.com')).toBeTruthy()
  expect(primary.getAttribute('autocomplete')).toBe('one-time-code')
  expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeTruthy()
  await expectNoAxeViolations()

  fireEvent.change(primary, { target: { value: '000000' } })
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Invalid code. Check the email and try again.',
  )
  fireEvent.change(primary, { target: { value: '111 111' } })
  const secondary = await screen.findByRole('textbox', { name: 'Code from your new email' })
  expect(screen.getByRole('heading', { name: 'Confirm your new email' })).toBeTruthy()
  expect(screen.getByText('Enter the code we sent to ada@new.example')).toBeTruthy()
  // The new address's code cannot be sent again from here (Back starts over).
  expect(screen.queryByRole('button', { name: /^Resend code/ })).toBeNull()
  await expectNoAxeViolations()

  fireEvent.change(secondary, { target: { value: '222222' } })
  expect(await screen.findByText('Signed in as ada@new.example')).toBeTruthy()
  expect(config.store.getState().modal.history).toEqual([{ view: 'Account' }])
  expect(storage.getItem(storageKeys.email)).toBe('ada@new.example')
  expect(calls).toEqual([
    'update:ada@new.example',
    'primary:000000',
    'primary:111111',
    'secondary:222222',
  ])
})

test('error: an invalid or unchanged email is refused inline; the throttle is shown in words', async () => {
  const { config, calls } = setup({ throttle: true })
  const input = await openUpdateEmail(config)
  await submitNewEmail(input, 'ada@new')
  expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.')
  expect(input.getAttribute('aria-invalid')).toBe('true')
  await submitNewEmail(input, 'ADA@example.com')
  expect((await screen.findByRole('alert')).textContent).toBe('This is already your login email.')
  expect(calls).toEqual([])
  await expectNoAxeViolations()

  await submitNewEmail(input, 'ada@new.example')
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 12 seconds'),
  )
  await submitNewEmail(input, 'ada@new.example')
  expect(await screen.findByRole('textbox', { name: 'Code from your current email' })).toBeTruthy()
})

test('behavior: Back goes from either code step to the new-email field, then to the Account', async () => {
  const { config } = setup()
  await submitNewEmail(await openUpdateEmail(config), 'ada@new.example')
  await screen.findByRole('textbox', { name: 'Code from your current email' })
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  const input = await screen.findByRole('textbox', { name: 'New email' })

  await submitNewEmail(input, 'ada@new.example')
  const primary = await screen.findByRole('textbox', { name: 'Code from your current email' })
  fireEvent.change(primary, { target: { value: '111111' } })
  await screen.findByRole('textbox', { name: 'Code from your new email' })
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  await screen.findByRole('textbox', { name: 'New email' })
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy()
})

test('behavior: no Update email button for a wallet that is not the email login', async () => {
  const { config } = setup()
  updateChainState(config, 'eip155', { account: { connectorId: 'injected' } })
  act(() => openModal(config, { view: 'Account' }))
  expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
})
