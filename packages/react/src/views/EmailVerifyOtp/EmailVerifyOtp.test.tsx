import { authConnectorId, type Config, createConfig, EmailLoginError, openModal } from '@latch/core'
import { applyConnection } from '@latch/core/internal'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { fakeEmbeddedWallet, installConnector, memoryStorage, mockAdapter } from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, expect, test, vi } from 'vitest'
import { AppKitContext } from '../../context/appKitContext.js'
import { Modal } from '../../modal/Modal.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/**
 * Plays the embedded wallet: a code for any email, '123456' connects, the rest is wrong; refusals
 * as the frame's host connector reports them.
 */
function setup(parameters: { throttle?: boolean } = {}) {
  const config = createConfig(
    { networks: [mainnet], storage: memoryStorage(), adapters: [mockAdapter({ connectors: [] })] },
    { catalogue: latchCatalogue },
  )
  const calls: string[] = []
  const bridge = fakeEmbeddedWallet(() => ({
    async connectEmail(email) {
      calls.push(`email:${email}`)
      if (parameters.throttle && calls.length > 1)
        throw new EmailLoginError({
          code: 'throttled',
          retryAfterSeconds: 12,
          message: 'Please try again after 12 seconds',
        })
      return 'VERIFY_OTP'
    },
    async connectOtp(otp) {
      calls.push(`otp:${otp}`)
      if (otp !== '123456')
        throw new EmailLoginError({ code: 'invalid_code', message: 'Invalid code.' })
      applyConnection(config, 'eip155', authConnectorId, {
        accounts: ['0x1111111111111111111111111111111111111111'],
        chainId: 1,
      })
      return 'CONNECTED'
    },
  }))
  installConnector(config, bridge)
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  return { config, calls }
}

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => violation.id)).toEqual([])
}

async function openEmailForm(config: Config) {
  act(() => openModal(config, { view: 'Connect' }))
  return screen.findByRole('textbox', { name: 'Email' })
}

test('default: email, then the code; six digits submit and the modal closes', async () => {
  const { config, calls } = setup()
  const input = await openEmailForm(config)
  expect(input).toHaveProperty('type', 'email')
  expect(input.getAttribute('autocomplete')).toBe('email')
  await expectNoAxeViolations()

  fireEvent.change(input, { target: { value: 'ada@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
  const code = await screen.findByRole('textbox', { name: 'Login code' })
  expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeTruthy()
  expect(screen.getByText('Enter the code we sent to ada@example.com')).toBeTruthy()
  expect(code.getAttribute('autocomplete')).toBe('one-time-code')
  expect(code.getAttribute('inputmode')).toBe('numeric')
  expect(code.getAttribute('maxlength')).toBe('6')
  expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toHaveProperty(
    'disabled',
    true,
  )
  await expectNoAxeViolations()

  fireEvent.change(code, { target: { value: '12-34 56' } })
  await waitFor(() => expect(config.store.getState().modal.status).toBe('closed'))
  expect(calls).toEqual(['email:ada@example.com', 'otp:123456'])
})

test('error: an invalid email is refused inline, without asking the wallet', async () => {
  const { config, calls } = setup()
  const input = await openEmailForm(config)
  fireEvent.change(input, { target: { value: 'ada@example' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.')
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(calls).toEqual([])
  await expectNoAxeViolations()
})

test('error: a wrong code is shown in words and can be typed again; resend after 30 s shows the throttle', async () => {
  const { config, calls } = setup({ throttle: true })
  const input = await openEmailForm(config)
  fireEvent.change(input, { target: { value: 'ada@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
  const code = await screen.findByRole('textbox', { name: 'Login code' })
  fireEvent.change(code, { target: { value: '000000' } })
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Invalid code. Check the email and try again.',
  )
  expect((code as HTMLInputElement).value).toBe('')
  await expectNoAxeViolations()

  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  act(() => vi.advanceTimersByTime(31_000))
  const resend = await screen.findByRole('button', { name: 'Resend code' })
  fireEvent.click(resend)
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 12 seconds'),
  )
  expect(calls).toEqual(['email:ada@example.com', 'otp:000000', 'email:ada@example.com'])
})
