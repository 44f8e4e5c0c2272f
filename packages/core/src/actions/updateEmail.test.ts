import {
  installConnector,
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockEmailUpdateBridge,
  quietSolanaAdapter,
} from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import {
  EmailLoginError,
  EmbeddedWalletNotFoundError,
  InvalidEmailError,
  SameEmailError,
} from '../errors/embedded.js'
import { mainnet } from '../networks/mainnet.js'
import { solana } from '../networks/solana.js'
import { applyConnection } from '../state/applyConnection.js'
import { updateChainState } from '../state/updateChainState.js'
import { storageKeys } from '../storage/createStorage.js'
import { authConnectorId } from '../types/embeddedWallet.js'
import { updateEmail } from './updateEmail.js'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp.js'
import { updateEmailSecondaryOtp } from './updateEmailSecondaryOtp.js'

const solanaAddress = 'So11111111111111111111111111111111111111112'

/**
 * A config logged in as ada@example.com through the embedded wallet on eip155, with solana on
 * `solanaConnectorId`, and a bridge that plays the frame's email update (111111, then 222222).
 */
function setup(
  parameters: { solanaConnectorId?: string; newEmail?: string; throttle?: boolean } = {},
) {
  const storage = memoryStorage()
  const config = createConfig({
    networks: [mainnet, solana],
    storage,
    adapters: [mockAdapter(), quietSolanaAdapter()],
  })
  const { bridge, calls } = mockEmailUpdateBridge(parameters)
  installConnector(config, bridge)
  applyConnection(config, 'solana', parameters.solanaConnectorId ?? authConnectorId, {
    accounts: [solanaAddress],
    chainId: solana.id,
  })
  applyConnection(config, 'eip155', authConnectorId, { accounts: [mockAccounts[0]], chainId: 1 })
  for (const namespace of ['eip155', 'solana'] as const)
    updateChainState(config, namespace, { account: { email: 'ada@example.com' } })
  storage.setItem(storageKeys.email, 'ada@example.com')
  return { config, storage, calls }
}

const emailOf = (config: ReturnType<typeof setup>['config'], namespace: 'eip155' | 'solana') =>
  config.store.getState().chains[namespace]?.account.email

test('default: new email, the current address code, the new address code: the new email is stored and shown', async () => {
  const { config, storage, calls } = setup()
  await expect(updateEmail(config, { email: ' ada@new.example ' })).resolves.toBe(
    'VERIFY_PRIMARY_OTP',
  )
  await expect(updateEmailPrimaryOtp(config, { otp: '111111' })).resolves.toBeUndefined()
  await expect(updateEmailSecondaryOtp(config, { otp: '222222' })).resolves.toBe('ada@new.example')
  expect(calls).toEqual(['update:ada@new.example', 'primary:111111', 'secondary:222222'])
  expect(storage.getItem(storageKeys.email)).toBe('ada@new.example')
  expect(emailOf(config, 'eip155')).toBe('ada@new.example')
  expect(emailOf(config, 'solana')).toBe('ada@new.example')
})

test('behavior: a namespace connected through another wallet keeps its state', async () => {
  const { config } = setup({ solanaConnectorId: 'phantom' })
  await updateEmail(config, { email: 'ada@new.example' })
  await updateEmailPrimaryOtp(config, { otp: '111111' })
  await updateEmailSecondaryOtp(config, { otp: '222222' })
  expect(emailOf(config, 'eip155')).toBe('ada@new.example')
  expect(emailOf(config, 'solana')).toBe('ada@example.com')
})

test('error: an invalid or unchanged email is refused before the wallet is asked', async () => {
  const { config, calls } = setup()
  await expect(updateEmail(config, { email: 'ada@example' })).rejects.toThrow(InvalidEmailError)
  await expect(updateEmail(config, { email: ' ADA@example.com' })).rejects.toThrow(SameEmailError)
  expect(calls).toEqual([])
  expect(new SameEmailError().shortMessage).toMatchInlineSnapshot(
    `"This is already the login email."`,
  )
})

test('error: wrong codes keep the old email; a malformed answer is not stored', async () => {
  const { config, storage } = setup({ newEmail: '<b>@x' })
  await updateEmail(config, { email: 'ada@new.example' })
  const invalidCode = {
    name: 'EmailLoginError',
    code: 'invalid_code',
    shortMessage: 'Invalid code.',
  }
  await expect(updateEmailPrimaryOtp(config, { otp: '000000' })).rejects.toMatchObject(invalidCode)
  await expect(updateEmailSecondaryOtp(config, { otp: '000000' })).rejects.toMatchObject(
    invalidCode,
  )
  await expect(updateEmailSecondaryOtp(config, { otp: '222222' })).rejects.toThrow(
    InvalidEmailError,
  )
  expect(storage.getItem(storageKeys.email)).toBe('ada@example.com')
  expect(emailOf(config, 'eip155')).toBe('ada@example.com')
})

test("error: the server's refusal reaches the caller as EmailLoginError with its code and seconds", async () => {
  const { config, calls } = setup({ throttle: true })
  const error = await updateEmail(config, { email: 'ada@new.example' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(EmailLoginError)
  expect(error).toMatchObject({ code: 'throttled', retryAfterSeconds: 12 })
  await expect(updateEmail(config, { email: 'ada@new.example' })).resolves.toBe(
    'VERIFY_PRIMARY_OTP',
  )
  expect(calls).toEqual(['update:ada@new.example', 'update:ada@new.example'])
  expect(
    new EmailLoginError({ code: 'email_in_use', message: 'Taken.', cause: error }),
  ).toMatchObject({ name: 'EmailLoginError', code: 'email_in_use', shortMessage: 'Taken.' })
})

test('error: no embedded wallet', async () => {
  const config = createConfig({
    networks: [mainnet],
    storage: memoryStorage(),
    adapters: [mockAdapter()],
  })
  await expect(updateEmail(config, { email: 'ada@new.example' })).rejects.toThrow(
    EmbeddedWalletNotFoundError,
  )
  await expect(updateEmailPrimaryOtp(config, { otp: '111111' })).rejects.toThrow(
    EmbeddedWalletNotFoundError,
  )
  await expect(updateEmailSecondaryOtp(config, { otp: '222222' })).rejects.toThrow(
    EmbeddedWalletNotFoundError,
  )
})
