// @vitest-environment node
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createWalletSecret } from './createWalletSecret.js'
import { deriveAccounts } from './deriveAccounts.js'
import { KeyMismatchError } from './errors.js'
import { mnemonicToWalletSecret } from './mnemonic.js'
import { recoverAccounts } from './recoverAccounts.js'
import { decodeRecoveryShare, encodeRecoveryShare } from './recoveryShareCodec.js'
import { splitSecret } from './splitSecret.js'

const testEntropy = mnemonicToWalletSecret(
  'test test test test test test test test test test test junk',
)
const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('property: any 2 of 3 shares give back the same accounts', async () => {
  // Every pair is checked on the secret itself in splitSecret.test.ts; key derivation (PBKDF2 with
  // 2048 rounds) is slow, so here each run derives twice, for one pair picked by fast-check.
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ minLength: 16, maxLength: 16 }),
      fc.constantFrom(
        ['device', 'auth'] as const,
        ['auth', 'recovery'] as const,
        ['recovery', 'device'] as const,
      ),
      async (entropy, [a, b]) => {
        const accounts = deriveAccounts(entropy)
        const shares = await splitSecret(entropy)
        const recovered = await recoverAccounts(shares[a], shares[b], accounts.eip155.address)
        expect(recovered.accounts).toEqual(accounts)
        expect(recovered.entropy).toEqual(entropy)
      },
    ),
    { numRuns: 50 },
  )
}, 15_000)

test('vector: a new device (no device share) recovers the test wallet from auth + recovery code', async () => {
  const { auth, recovery } = await splitSecret(testEntropy)
  const code = encodeRecoveryShare(recovery)
  const { accounts } = await recoverAccounts(auth, decodeRecoveryShare(code), testAddress)
  expect(accounts.eip155.address).toBe(testAddress)
  expect(accounts.solana.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
})

test('behavior: the expected address is compared case-insensitively', async () => {
  const { device, auth } = await splitSecret(testEntropy)
  const { accounts } = await recoverAccounts(device, auth, testAddress.toLowerCase())
  expect(accounts.eip155.address).toBe(testAddress)
})

test('error: a corrupted share throws KeyMismatchError', async () => {
  const { device, auth } = await splitSecret(testEntropy)
  const corrupted = auth.slice()
  corrupted[0]! ^= 0x01
  const error = await recoverAccounts(device, corrupted, testAddress).catch(
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(KeyMismatchError)
  const mismatch = error as KeyMismatchError
  expect(mismatch.expectedAddress).toBe(testAddress)
  expect(mismatch.actualAddress).not.toBe(testAddress)
  expect(mismatch.shortMessage).toMatchInlineSnapshot(
    `"The recovered key does not match this wallet."`,
  )
})

test('error: shares of another wallet throw KeyMismatchError', async () => {
  const { device, auth } = await splitSecret(createWalletSecret())
  await expect(recoverAccounts(device, auth, testAddress)).rejects.toThrowError(KeyMismatchError)
})
