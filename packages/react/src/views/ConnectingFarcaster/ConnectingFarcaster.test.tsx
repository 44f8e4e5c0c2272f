import {
  authConnectorId,
  type ConnectOtpAction,
  createConfig,
  EmailLoginError,
  openModal,
} from '@latch/core'
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

const url = 'https://farcaster.test/~/siwf?channelToken=abc'
const tenMinutes = 10 * 60_000

/**
 * Plays the embedded wallet's Farcaster sign-in: each GET_FARCASTER_URI answers a link that
 * lives ten minutes, and each CONNECT_FARCASTER waits until the test settles it.
 */
function setup() {
  const config = createConfig(
    { networks: [mainnet], storage: memoryStorage(), adapters: [mockAdapter({ connectors: [] })] },
    { catalogue: latchCatalogue },
  )
  const waits: {
    signal: AbortSignal | undefined
    resolve: (action: ConnectOtpAction) => void
    reject: (error: unknown) => void
  }[] = []
  let starts = 0
  const bridge = fakeEmbeddedWallet(() => ({
    async getFarcasterUri() {
      starts += 1
      return { url: `${url}${starts}`, expiresAt: Date.now() + tenMinutes }
    },
    connectFarcaster: (signal) =>
      new Promise<ConnectOtpAction>((resolve, reject) => {
        waits.push({ signal, resolve, reject })
        signal?.addEventListener('abort', () => reject(new Error('aborted')))
      }),
  }))
  installConnector(config, bridge)
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  act(() => openModal(config, { view: 'ConnectingFarcaster' }))
  return { config, waits, starts: () => starts }
}

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => violation.id)).toEqual([])
}

const connectAs = (config: ReturnType<typeof setup>['config']) =>
  applyConnection(config, 'eip155', authConnectorId, {
    accounts: ['0x1111111111111111111111111111111111111111'],
    chainId: 1,
  })

test('default: the QR code, the link and the time left; approved, the modal closes', async () => {
  const { config, waits } = setup()
  expect(screen.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeTruthy()
  expect(await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
  expect(screen.getByText('Scan with your Farcaster app and approve.')).toBeTruthy()
  const link = screen.getByRole('link', { name: 'Open in Farcaster' })
  expect(link.getAttribute('href')).toBe(`${url}1`)
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  expect(screen.getByTestId('latch-farcaster-expiry').textContent).toMatch(
    /^Expires in (10:00|9:5\d)$/,
  )
  // The spec's account state carries the link while the sign-in lives.
  expect(config.store.getState().chains.eip155?.account.farcasterUrl).toBe(`${url}1`)
  await expectNoAxeViolations()

  await waitFor(() => expect(waits).toHaveLength(1))
  act(() => {
    connectAs(config)
    waits[0]!.resolve('CONNECTED')
  })
  await waitFor(() => expect(config.store.getState().modal.status).toBe('closed'))
  expect(config.store.getState().chains.eip155?.account.farcasterUrl).toBeUndefined()
})

test('behavior: a new wallet goes on to the device step, for Farcaster', async () => {
  const { config, waits } = setup()
  await waitFor(() => expect(waits).toHaveLength(1))
  act(() => waits[0]!.resolve('VERIFY_DEVICE'))
  await waitFor(() =>
    expect(config.store.getState().modal.history.at(-1)).toMatchObject({
      view: 'EmailVerifyDevice',
      socialProvider: 'farcaster',
    }),
  )
})

test('behavior: the countdown runs, and at ten minutes the sign-in has expired: the wait ends, a new code starts again', async () => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  })
  const { waits, starts } = setup()
  await vi.waitFor(() => expect(waits).toHaveLength(1))
  act(() => vi.advanceTimersByTime(65_000))
  // 10:00 less 65 s (and the few real milliseconds the fake clock also lets pass).
  expect(screen.getByTestId('latch-farcaster-expiry').textContent).toMatch(/^Expires in 8:5[45]$/)
  act(() => vi.advanceTimersByTime(tenMinutes - 65_000))
  expect(await screen.findByRole('alert')).toBeTruthy()
  expect(screen.getByText('This sign-in has expired')).toBeTruthy()
  expect(screen.getByTestId('latch-farcaster-error').textContent).toBe(
    'Get a new code to sign in with Farcaster.',
  )
  expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeNull()
  // The frame's wait was ended with it.
  expect(waits[0]!.signal?.aborted).toBe(true)
  vi.useRealTimers()
  await expectNoAxeViolations()

  fireEvent.click(screen.getByRole('button', { name: 'Get a new code' }))
  const link = await screen.findByRole('link', { name: 'Open in Farcaster' })
  expect(link.getAttribute('href')).toBe(`${url}2`)
  expect(starts()).toBe(2)
})

test('error: declined in Farcaster says so; try again starts a new sign-in', async () => {
  const { waits, starts } = setup()
  await waitFor(() => expect(waits).toHaveLength(1))
  act(() =>
    waits[0]!.reject(
      new EmailLoginError({ code: 'social_denied', message: 'The sign-in was declined.' }),
    ),
  )
  expect(await screen.findByText('Sign-in declined')).toBeTruthy()
  expect(screen.getByTestId('latch-farcaster-error').textContent).toBe(
    'You declined the sign-in in Farcaster.',
  )
  await expectNoAxeViolations()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(waits).toHaveLength(2))
  expect(starts()).toBe(2)
})

test('error: the server’s expiry, and a failure, each in words for the visitor', async () => {
  const { waits } = setup()
  await waitFor(() => expect(waits).toHaveLength(1))
  act(() =>
    waits[0]!.reject(
      new EmailLoginError({ code: 'social_unknown', message: 'This sign-in has expired.' }),
    ),
  )
  expect(await screen.findByText('This sign-in has expired')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Get a new code' }))
  await waitFor(() => expect(waits).toHaveLength(2))
  act(() => waits[1]!.reject(new Error('Something broke inside.')))
  expect(await screen.findByText('The sign-in did not work')).toBeTruthy()
  expect(screen.getByTestId('latch-farcaster-error').textContent).toBe(
    'Farcaster did not confirm the sign-in. Please try again.',
  )
})

test('behavior: closing the modal ends the wait in the frame', async () => {
  const { config, waits } = setup()
  await waitFor(() => expect(waits).toHaveLength(1))
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(config.store.getState().modal.status).toBe('closed'))
  await waitFor(() => expect(waits[0]!.signal?.aborted).toBe(true))
})
