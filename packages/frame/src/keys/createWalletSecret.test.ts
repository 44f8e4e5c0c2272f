// @vitest-environment node
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { afterEach, expect, test, vi } from 'vitest'
import { createWalletSecret, walletSecretLength } from './createWalletSecret.js'
import { deriveAccounts } from './deriveAccounts.js'
import { InvalidWalletSecretError } from './errors.js'
import { mnemonicToWalletSecret, walletSecretToMnemonic } from './mnemonic.js'
import { splitSecret } from './splitSecret.js'

afterEach(() => {
  vi.restoreAllMocks()
})

test('default: 16 bytes from crypto.getRandomValues, fresh on every call', () => {
  const getRandomValues = vi.spyOn(crypto, 'getRandomValues')
  const first = createWalletSecret()
  const second = createWalletSecret()
  expect(getRandomValues).toHaveBeenCalledTimes(2)
  expect(first).toBeInstanceOf(Uint8Array)
  expect(first).toHaveLength(walletSecretLength)
  expect(walletSecretLength).toBe(16)
  expect(bytesToHex(first)).not.toBe(bytesToHex(second))
})

test('default: the secret is the BIP-39 entropy of a 12-word mnemonic, and round-trips', () => {
  const entropy = createWalletSecret()
  const mnemonic = walletSecretToMnemonic(entropy)
  expect(mnemonic.split(' ')).toHaveLength(12)
  expect(mnemonicToWalletSecret(mnemonic)).toEqual(entropy)
})

// BIP-39 reference vectors (trezor/python-mnemonic vectors.json, no passphrase involved here).
test.each([
  [
    '00000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  ],
  [
    '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
  ],
  ['ffffffffffffffffffffffffffffffff', 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong'],
])('BIP-39 vector: %s', (hex, mnemonic) => {
  expect(walletSecretToMnemonic(hexToBytes(hex))).toBe(mnemonic)
  expect(bytesToHex(mnemonicToWalletSecret(mnemonic))).toBe(hex)
})

test('error: a mnemonic with a bad checksum, an unknown word or 24 words is refused', () => {
  expect(() => mnemonicToWalletSecret('abandon '.repeat(12).trim())).toThrow()
  expect(() => mnemonicToWalletSecret('abandon '.repeat(11).concat('latchy'))).toThrow()
  expect(() => mnemonicToWalletSecret(`${'abandon '.repeat(23)}art`)).toThrowError(
    InvalidWalletSecretError,
  )
})

test('error: functions taking a wallet secret refuse anything but 16 bytes', async () => {
  expect(() => deriveAccounts(new Uint8Array(32))).toThrowError(InvalidWalletSecretError)
  expect(() => walletSecretToMnemonic(new Uint8Array(15))).toThrowError(
    'the wallet secret must be 16 bytes, not 15',
  )
  await expect(splitSecret(new Uint8Array(0))).rejects.toThrowError(InvalidWalletSecretError)
})
