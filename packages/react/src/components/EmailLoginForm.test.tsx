import {
  createConfig,
  EmailLoginError,
  LoginChallengeRequiredError,
  type Options,
  openModal,
  setLocale,
} from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { fakeEmbeddedWallet, installConnector, memoryStorage, mockAdapter } from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { Modal } from '../modal/Modal.js'

afterEach(cleanup)

/**
 * The Connect view's email form against an embedded wallet whose server is under a login flood:
 * it mails a code only with the challenge `accepted`, as the frame's host connector reports it;
 * an email starting with `slow` is throttled for 17 s, one starting with `bad` refused.
 */
function setup(options: Partial<Options> = {}, accepted = 'solved') {
  const config = createConfig(
    {
      networks: [mainnet],
      storage: memoryStorage(),
      adapters: [mockAdapter({ connectors: [] })],
      ...options,
    },
    { catalogue: latchCatalogue },
  )
  const calls: string[] = []
  const bridge = fakeEmbeddedWallet(() => ({
    async connectEmail(email, challenge) {
      calls.push(challenge ? `email:${email}:${challenge}` : `email:${email}`)
      // The throttle as the host connector reports it, in words the server may change any day.
      if (email.startsWith('slow'))
        throw new EmailLoginError({
          code: 'throttled',
          retryAfterSeconds: 17,
          message: 'Easy there: wait a little before asking again.',
        })
      if (email.startsWith('bad'))
        throw new EmailLoginError({ code: 'invalid_email', message: 'Not deliverable.' })
      if (challenge !== accepted) throw new LoginChallengeRequiredError()
      return 'VERIFY_OTP'
    },
    connectOtp: async () => 'CONNECTED',
  }))
  installConnector(config, bridge)
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  return { config, calls }
}

async function submit(config: ReturnType<typeof setup>['config'], email = 'ada@example.com') {
  act(() => openModal(config, { view: 'Connect' }))
  const input = await screen.findByRole('textbox', { name: /^(Email|E-Mail)$/ })
  fireEvent.change(input, { target: { value: email } })
  fireEvent.submit(input.closest('form') as HTMLFormElement)
}

test("behavior: a challenged login says it checks, runs the site's loginChallenge, then asks for the code", async () => {
  let solve!: (answer: string) => void
  const asked: string[] = []
  const { config, calls } = setup({
    loginChallenge: ({ email }) => {
      asked.push(email)
      return new Promise((resolve) => {
        solve = resolve
      })
    },
  })
  await submit(config)
  await waitFor(() => expect(asked).toEqual(['ada@example.com']))
  expect(screen.getByText('Checking you are not a robot…').getAttribute('role')).toBe('status')
  expect(screen.getByTestId('latch-email-submit').getAttribute('aria-busy')).toBe('true')
  act(() => solve('solved'))
  expect(await screen.findByRole('textbox', { name: 'Login code' })).toBeTruthy()
  expect(calls).toEqual(['email:ada@example.com', 'email:ada@example.com:solved'])
})

test('error: without loginChallenge the visitor reads that there are too many sign-ins', async () => {
  const { config, calls } = setup()
  await submit(config)
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many sign-ins right now. Try again later.',
  )
  expect(calls).toEqual(['email:ada@example.com'])
})

test('error: a refused or failing challenge reads the same, once, and the form can be sent again', async () => {
  let tries = 0
  const { config, calls } = setup({
    loginChallenge: async () => {
      tries++
      if (tries === 2) throw new Error('the CAPTCHA did not load')
      return 'not-it'
    },
  })
  await submit(config)
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many sign-ins right now. Try again later.',
  )
  expect(calls).toEqual(['email:ada@example.com', 'email:ada@example.com:not-it'])
  expect(screen.getByTestId('latch-email-submit').getAttribute('aria-busy')).toBe('false')

  fireEvent.submit(screen.getByTestId('latch-email-input').closest('form') as HTMLFormElement)
  await waitFor(() => expect(tries).toBe(2))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many sign-ins right now. Try again later.',
  )
  expect(calls).toHaveLength(3)
})

test('behavior: in German', async () => {
  const { config } = setup()
  await act(() => setLocale(config, 'de'))
  await submit(config)
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Gerade melden sich zu viele an. Bitte versuche es später erneut.',
  )
})

test("error: the server's throttle is shown by its code and seconds in the modal's words, whatever its English says (en, de)", async () => {
  const { config, calls } = setup()
  await submit(config, 'slow@example.com')
  expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 17 seconds')
  expect(calls).toEqual(['email:slow@example.com'])
  await act(() => setLocale(config, 'de'))
  fireEvent.submit(screen.getByTestId('latch-email-input').closest('form') as HTMLFormElement)
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Bitte versuche es in 17 Sekunden erneut.'),
  )
  expect(calls).toHaveLength(2)
})

test("error: an address the server refuses is shown by its code in the modal's words", async () => {
  const { config } = setup()
  await submit(config, 'bad@example.com')
  expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.')
})
