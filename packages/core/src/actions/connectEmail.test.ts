import {
  fakeEmbeddedWallet,
  installConnector,
  memoryStorage,
  mockAccounts,
  mockAdapter,
} from '@latch/test'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import {
  EmailLoginError,
  EmbeddedWalletNotFoundError,
  InvalidEmailError,
  LoginChallengeRequiredError,
} from '../errors/embedded.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import type { Options } from '../options/options.js'
import { storageKeys } from '../storage/createStorage.js'
import { authConnectorId } from '../types/embeddedWallet.js'
import { getWalletSections } from '../walletList/getWalletSections.js'
import { connectDevice } from './connectDevice.js'
import { connectEmail } from './connectEmail.js'
import { connectOtp } from './connectOtp.js'
import { disconnect } from './disconnect.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { reconnect } from './reconnect.js'

const address = mockAccounts[0]

/** A connector that plays the embedded wallet: it reports the connection as the real one does. */
function fakeBridge(
  config: ReturnType<typeof createConfig>,
  parameters: { restores?: boolean } = {},
) {
  const calls: string[] = []
  const wallet = fakeEmbeddedWallet((context) => {
    const connectNamespaces = () =>
      context().connect({ eip155: { accounts: [address], chainId: 1 } })
    return {
      async connectEmail(email) {
        calls.push(`email:${email}`)
        if (email.startsWith('slow'))
          throw new EmailLoginError({ code: 'throttled', retryAfterSeconds: 25, message: 'Wait.' })
        if (email.startsWith('known')) {
          connectNamespaces()
          return 'CONNECTED'
        }
        return 'VERIFY_OTP'
      },
      async connectOtp(otp) {
        calls.push(`otp:${otp}`)
        if (otp === '000000')
          throw new EmailLoginError({ code: 'invalid_code', message: 'Invalid code.' })
        if (otp === '222222') return 'VERIFY_DEVICE'
        connectNamespaces()
        return 'CONNECTED'
      },
      async connectDevice(signal) {
        calls.push(`device:${signal ? 'signal' : 'none'}`)
        connectNamespaces()
      },
      // A restore that finds no login reports nothing: core resets what stored the wallet.
      async restore() {
        calls.push('restore')
        if (parameters.restores) connectNamespaces()
      },
      async disconnect() {
        calls.push('disconnect')
      },
    }
  })
  installConnector(config, wallet)
  return calls
}

function setup(storage = memoryStorage(), options: Partial<Options> = {}) {
  const config = createConfig({
    networks: [mainnet],
    storage,
    adapters: [mockAdapter()],
    ...options,
  })
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))
  return { config, storage, events }
}

test('default: email, then code, connects, stores the spec keys and closes the modal', async () => {
  const { config, storage, events } = setup()
  const calls = fakeBridge(config)
  onTestFinished(mount(config))
  openModal(config)
  await expect(connectEmail(config, { email: ' ada@example.com ' })).resolves.toBe('VERIFY_OTP')
  pushView(config, { view: 'EmailVerifyOtp', email: 'ada@example.com' })
  await expect(connectOtp(config, { otp: '123456', email: 'ada@example.com' })).resolves.toBe(
    'CONNECTED',
  )
  expect(calls).toEqual(['email:ada@example.com', 'otp:123456'])
  expect(config.store.getState().modal.status).toBe('closed')
  expect(config.store.getState().chains.eip155?.account).toMatchObject({
    status: 'connected',
    connectorId: authConnectorId,
    address,
  })
  expect(storage.getItem(storageKeys.emailLoginUsed)).toBe('true')
  expect(storage.getItem(storageKeys.email)).toBe('ada@example.com')
  expect(Number(storage.getItem(storageKeys.lastEmailLoginTime))).toBeGreaterThan(0)
  expect(events.map((event) => event.event)).toContain('CONNECT_SUCCESS')
})

test('behavior: a known device connects from the email step; VERIFY_DEVICE goes through connectDevice', async () => {
  const { config } = setup()
  const calls = fakeBridge(config)
  onTestFinished(mount(config))
  openModal(config)
  await expect(connectEmail(config, { email: 'known@example.com' })).resolves.toBe('CONNECTED')
  expect(config.store.getState().modal.status).toBe('closed')

  openModal(config, { view: 'Connect' })
  await expect(connectOtp(config, { otp: '222222' })).resolves.toBe('VERIFY_DEVICE')
  expect(config.store.getState().modal.status).toBe('open')
  await connectDevice(config, { signal: new AbortController().signal, email: 'b@example.com' })
  expect(calls.at(-1)).toBe('device:signal')
  expect(config.store.getState().modal.status).toBe('closed')
})

test('error: an invalid email, a wrong code, no embedded wallet', async () => {
  const { config, events } = setup()
  await expect(connectEmail(config, { email: 'ada@example.com' })).rejects.toThrow(
    EmbeddedWalletNotFoundError,
  )
  fakeBridge(config)
  await expect(connectEmail(config, { email: 'not an email' })).rejects.toThrow(InvalidEmailError)
  await expect(connectEmail(config, { email: 'ada@example' })).rejects.toThrow(InvalidEmailError)
  await expect(connectOtp(config, { otp: '000000' })).rejects.toMatchObject({
    name: 'EmailLoginError',
    code: 'invalid_code',
    shortMessage: 'Invalid code.',
  })
  // A typed refusal, so no INTERNAL_SDK_ERROR after it.
  expect(events.at(-1)).toMatchObject({
    event: 'CONNECT_ERROR',
    properties: { error: 'EmailLoginError' },
  })
  // The throttle keeps its code and seconds on the way through core.
  const throttled = await connectEmail(config, { email: 'slow@example.com' }).catch((e) => e)
  expect(throttled).toBeInstanceOf(EmailLoginError)
  expect(throttled).toMatchObject({ code: 'throttled', retryAfterSeconds: 25 })
  expect(new InvalidEmailError().shortMessage).toMatchInlineSnapshot(
    `"Enter a valid email address."`,
  )
  expect(new EmbeddedWalletNotFoundError().shortMessage).toMatchInlineSnapshot(
    `"The embedded wallet is not set up: set frameUrl."`,
  )
})

test('behavior: reconnect restores a stored AUTH connection once through the bridge', async () => {
  const storage = memoryStorage()
  storage.setItem(storageKeys.connectorId('eip155'), authConnectorId)
  const { config } = setup(storage)
  const calls = fakeBridge(config, { restores: true })
  expect(config.store.getState().chains.eip155?.account.status).toBe('connecting')
  onTestFinished(mount(config))
  await vi.waitFor(() => expect(config.store.getState().initialized).toBe(true))
  expect(calls).toEqual(['restore'])
  expect(config.store.getState().chains.eip155?.account.status).toBe('connected')
})

test('behavior: a stored AUTH connection without a bridge is reset', async () => {
  const storage = memoryStorage()
  storage.setItem(storageKeys.connectorId('eip155'), authConnectorId)
  const { config } = setup(storage)
  await reconnect(config)
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
})

test('behavior: disconnect of an AUTH connection signs out through the bridge', async () => {
  const { config } = setup()
  const calls = fakeBridge(config)
  onTestFinished(mount(config))
  await connectEmail(config, { email: 'known@example.com' })
  await disconnect(config)
  expect(calls.at(-1)).toBe('disconnect')
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('behavior: AUTH connectors are never wallet rows', () => {
  const sections = getWalletSections({
    connectors: [{ id: authConnectorId, name: 'Email wallet', type: 'AUTH', chain: 'eip155' }],
    recentConnectorIds: [authConnectorId],
    options: {},
  })
  expect(sections).toEqual([])
})

/**
 * A bridge whose server is under attack: CONNECT_EMAIL without a challenge, or with another one
 * than `accepted`, is refused with the typed error, as the frame's host connector throws it.
 */
function challengedBridge(config: ReturnType<typeof createConfig>, accepted = 'good') {
  const calls: string[] = []
  fakeBridge(config)
  const { steps } = config.connectors.get(authConnectorId) as ReturnType<typeof fakeEmbeddedWallet>
  steps.connectEmail = async (email, challenge) => {
    calls.push(challenge === undefined ? `email:${email}` : `email:${email}:${challenge}`)
    if (challenge !== accepted) throw new LoginChallengeRequiredError()
    return 'VERIFY_OTP'
  }
  return calls
}

test("behavior: a login the server challenges runs the site's loginChallenge once and sends its answer", async () => {
  const asked: unknown[] = []
  const { config } = setup(memoryStorage(), {
    loginChallenge: async (parameters) => {
      asked.push(parameters)
      return 'good'
    },
  })
  const calls = challengedBridge(config)
  const onChallenge = vi.fn()
  await expect(connectEmail(config, { email: ' ada@example.com ', onChallenge })).resolves.toBe(
    'VERIFY_OTP',
  )
  expect(asked).toEqual([{ email: 'ada@example.com' }])
  expect(onChallenge).toHaveBeenCalledTimes(1)
  expect(calls).toEqual(['email:ada@example.com', 'email:ada@example.com:good'])
})

test('behavior: a server that asks for no challenge never runs loginChallenge', async () => {
  const loginChallenge = vi.fn(async () => 'good')
  const { config } = setup(memoryStorage(), { loginChallenge })
  const calls = fakeBridge(config)
  await expect(connectEmail(config, { email: 'ada@example.com' })).resolves.toBe('VERIFY_OTP')
  expect(loginChallenge).not.toHaveBeenCalled()
  expect(calls).toEqual(['email:ada@example.com'])
})

test('error: without loginChallenge, a challenged login fails with the typed error at once', async () => {
  const { config, events } = setup()
  const calls = challengedBridge(config)
  const onChallenge = vi.fn()
  await expect(connectEmail(config, { email: 'ada@example.com', onChallenge })).rejects.toThrow(
    LoginChallengeRequiredError,
  )
  expect(calls).toEqual(['email:ada@example.com'])
  expect(onChallenge).not.toHaveBeenCalled()
  expect(events.at(-1)).toMatchObject({
    event: 'CONNECT_ERROR',
    properties: { error: 'LoginChallengeRequiredError' },
  })
  expect(new LoginChallengeRequiredError().shortMessage).toMatchInlineSnapshot(
    `"Too many sign-ins right now. Try again later."`,
  )
})

test('error: a refused, failing or malformed challenge fails with the typed error, and nothing loops', async () => {
  const answers: (() => Promise<string>)[] = [
    // Refused by the server.
    async () => 'wrong',
    // The site's CAPTCHA failed.
    async () => {
      throw new Error('captcha widget did not load')
    },
    // Not something a request header can carry: never sent.
    async () => '',
    async () => 'x'.repeat(4097),
    async () => 'line\nbreak',
    async () => 42 as unknown as string,
  ]
  for (const answer of answers) {
    const loginChallenge = vi.fn(answer)
    const { config } = setup(memoryStorage(), { loginChallenge })
    const calls = challengedBridge(config)
    const error = await connectEmail(config, { email: 'ada@example.com' }).catch((e) => e)
    expect(error).toBeInstanceOf(LoginChallengeRequiredError)
    expect(loginChallenge).toHaveBeenCalledTimes(1)
    expect(calls.length).toBeLessThanOrEqual(2)
    if (calls.length === 2) expect(calls[1]).toBe('email:ada@example.com:wrong')
  }
  // The longest challenge that is sent: 4096 visible ASCII characters.
  const longest = '~'.repeat(4096)
  const { config } = setup(memoryStorage(), { loginChallenge: async () => longest })
  const calls = challengedBridge(config, longest)
  await expect(connectEmail(config, { email: 'ada@example.com' })).resolves.toBe('VERIFY_OTP')
  expect(calls).toHaveLength(2)
})
