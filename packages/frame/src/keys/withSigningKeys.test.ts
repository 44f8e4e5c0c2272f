// @vitest-environment node
import { HDKey } from '@scure/bip32'
import { afterEach, expect, test, vi } from 'vitest'
import { deriveSigningKeys, type SigningKeys } from './deriveSigningKeys.js'
import { mnemonicToWalletSecret } from './mnemonic.js'
import { wipe } from './wipe.js'
import { withSigningKeys } from './withSigningKeys.js'

// SECURITY.md test `signer.zeroize`: the private keys handed out for a signature are zeros afterwards.
const entropy = mnemonicToWalletSecret(
  'test test test test test test test test test test test junk',
)
const isZero = (bytes: Uint8Array) => bytes.every((byte) => byte === 0)

afterEach(() => {
  vi.restoreAllMocks()
})

test('wipe: zero-fills every buffer given, skipping null and undefined', () => {
  const a = Uint8Array.of(1, 2, 3)
  const b = new Uint8Array(64).fill(0xff)
  wipe(a, undefined, b, null)
  expect(isZero(a) && isZero(b)).toBe(true)
})

test('withSigningKeys: the keys are usable inside and zeros once the promise resolves', async () => {
  let seen: SigningKeys | undefined
  const result = await withSigningKeys(entropy, async (keys) => {
    seen = keys
    await Promise.resolve()
    expect(isZero(keys.eip155.privateKey)).toBe(false)
    expect(isZero(keys.solana.privateKey)).toBe(false)
    return keys.eip155.address
  })
  expect(result).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(seen?.eip155.privateKey).toHaveLength(32)
  expect(isZero(seen!.eip155.privateKey)).toBe(true)
  expect(isZero(seen!.solana.privateKey)).toBe(true)
})

test('withSigningKeys: the keys are wiped when the callback throws', async () => {
  let seen: SigningKeys | undefined
  await expect(
    withSigningKeys(entropy, (keys) => {
      seen = keys
      throw new Error('user rejected')
    }),
  ).rejects.toThrow('user rejected')
  expect(isZero(seen!.eip155.privateKey)).toBe(true)
  expect(isZero(seen!.solana.privateKey)).toBe(true)
})

test('deriveSigningKeys: wipes the master and every intermediate BIP-32 key', () => {
  const wipePrivateData = vi.spyOn(HDKey.prototype, 'wipePrivateData')
  const keys = deriveSigningKeys(entropy)
  // m, m/44', m/44'/60', m/44'/60'/0', m/44'/60'/0'/0 and the leaf (copied out first).
  expect(wipePrivateData).toHaveBeenCalledTimes(6)
  const nodes = wipePrivateData.mock.contexts as HDKey[]
  expect(new Set(nodes).size).toBe(6)
  for (const node of nodes) {
    expect(node.privateKey).toBeNull()
    expect(isZero(node.chainCode!)).toBe(true)
  }
  expect(isZero(keys.eip155.privateKey)).toBe(false)
  wipe(keys.eip155.privateKey, keys.solana.privateKey)
})

test('deriveSigningKeys: every call returns fresh buffers', () => {
  const first = deriveSigningKeys(entropy)
  wipe(first.eip155.privateKey, first.solana.privateKey)
  const second = deriveSigningKeys(entropy)
  expect(isZero(second.eip155.privateKey)).toBe(false)
  expect(isZero(second.solana.privateKey)).toBe(false)
})
