// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { derivationPaths, hardenedOffset, parseDerivationPath } from './derivationPaths.js'
import { deriveAccounts } from './deriveAccounts.js'
import { deriveSigningKeys } from './deriveSigningKeys.js'
import { publicKeyToEvmAddress, toChecksumAddress } from './evmAddress.js'
import { mnemonicToWalletSecret } from './mnemonic.js'
import { deriveEd25519PrivateKey } from './slip10Ed25519.js'

// The public Hardhat / Anvil mnemonic: its account #0 is known to every EVM developer, and
// Phantom / Solflare show oeYf6KAJ… for it at m/44'/501'/0'/0'.
const testMnemonic = 'test test test test test test test test test test test junk'

describe('deriveAccounts', () => {
  test('vector: the test mnemonic on eip155 and solana', () => {
    expect(deriveAccounts(mnemonicToWalletSecret(testMnemonic))).toMatchInlineSnapshot(`
      {
        "eip155": {
          "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
          "path": "m/44'/60'/0'/0/0",
        },
        "solana": {
          "address": "oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96",
          "path": "m/44'/501'/0'/0'",
        },
      }
    `)
  })

  test('behavior: returns no private key material', () => {
    const accounts = deriveAccounts(mnemonicToWalletSecret(testMnemonic))
    expect(Object.keys(accounts.eip155)).toEqual(['address', 'path'])
    expect(Object.keys(accounts.solana)).toEqual(['address', 'path'])
  })
})

describe('deriveSigningKeys', () => {
  test('vector: Hardhat account #0 private key, and keys that match the addresses', () => {
    const keys = deriveSigningKeys(mnemonicToWalletSecret(testMnemonic))
    expect(bytesToHex(keys.eip155.privateKey)).toBe(
      'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
    expect(keys.eip155.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keys.eip155.path).toBe(derivationPaths.eip155)
    expect(keys.solana.privateKey).toHaveLength(32)
    expect(base58.encode(ed25519.getPublicKey(keys.solana.privateKey))).toBe(keys.solana.address)
    expect(keys.solana.path).toBe(derivationPaths.solana)
  })
})

describe('evmAddress', () => {
  test('property: the address of a private key is viem privateKeyToAddress', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => {
          try {
            secp256k1.getPublicKey(bytes)
            return true
          } catch {
            return false
          }
        }),
        (privateKey) => {
          const expected = privateKeyToAddress(`0x${bytesToHex(privateKey)}`)
          expect(publicKeyToEvmAddress(secp256k1.getPublicKey(privateKey, true))).toBe(expected)
          expect(publicKeyToEvmAddress(secp256k1.getPublicKey(privateKey, false))).toBe(expected)
        },
      ),
      { numRuns: 50 },
    )
  })

  test('property: EIP-55 checksums are viem getAddress', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${bytesToHex(bytes)}`
        expect(toChecksumAddress(lower)).toBe(getAddress(lower))
        expect(toChecksumAddress(lower.toUpperCase().replace('0X', '0x'))).toBe(getAddress(lower))
      }),
      { numRuns: 200 },
    )
  })

  test('error: not 20 bytes of hex', () => {
    expect(() => toChecksumAddress('0x1234')).toThrow('an address is 20 bytes of hex')
  })
})

describe('parseDerivationPath', () => {
  test('default: hardened indices carry the offset', () => {
    expect(parseDerivationPath(derivationPaths.eip155)).toEqual([
      44 + hardenedOffset,
      60 + hardenedOffset,
      hardenedOffset,
      0,
      0,
    ])
    expect(parseDerivationPath(derivationPaths.solana)).toEqual([
      44 + hardenedOffset,
      501 + hardenedOffset,
      hardenedOffset,
      hardenedOffset,
    ])
  })

  test.each(["44'/60'", "m/44''", 'm/-1', 'm/2147483648', 'm/x', "m/44'/"])('error: %s', (path) => {
    expect(() => parseDerivationPath(path)).toThrow(`invalid derivation path ${path}`)
  })
})

// SLIP-0010, "Test vector 1 for ed25519" (https://github.com/satoshilabs/slips/blob/master/slip-0010.md):
// numbers published by the spec, not recorded from this implementation.
describe('deriveEd25519PrivateKey', () => {
  const seed = hexToBytes('000102030405060708090a0b0c0d0e0f')

  test.each([
    [
      'm',
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    ],
    [
      "m/0'",
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
      '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    ],
    [
      "m/0'/1'/2'/2'/1000000000'",
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
      '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
    ],
  ])('SLIP-0010 vector 1: %s', (path, privateKey, publicKey) => {
    const key = deriveEd25519PrivateKey(seed, parseDerivationPath(path))
    expect(bytesToHex(key)).toBe(privateKey)
    expect(bytesToHex(ed25519.getPublicKey(key))).toBe(publicKey)
  })

  test('error: ed25519 has no non-hardened children', () => {
    expect(() => deriveEd25519PrivateKey(seed, parseDerivationPath("m/44'/501'/0"))).toThrow(
      'SLIP-0010 ed25519: index 0 is not hardened',
    )
  })
})
