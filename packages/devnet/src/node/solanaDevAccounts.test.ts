import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { deriveEd25519Key, solanaDevAccounts } from './solanaDevAccounts'

// SLIP-0010, "Test vector 1 for ed25519" (https://github.com/satoshilabs/slips/blob/master/slip-0010.md):
// numbers published by the spec, not recorded from this implementation.
const slip10Seed = hexToBytes('000102030405060708090a0b0c0d0e0f')

describe('deriveEd25519Key', () => {
  test('SLIP-0010 vector 1: chain m', () => {
    const key = deriveEd25519Key(slip10Seed, [])
    expect(bytesToHex(key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(bytesToHex(ed25519.getPublicKey(key))).toBe(
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    )
  })

  test('SLIP-0010 vector 1: chain m/0H', () => {
    const key = deriveEd25519Key(slip10Seed, [0])
    expect(bytesToHex(key)).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
    expect(bytesToHex(ed25519.getPublicKey(key))).toBe(
      '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    )
  })

  test('error: rejects indices that are not 31-bit integers', () => {
    expect(() => deriveEd25519Key(slip10Seed, [-1])).toThrow('invalid path index -1')
    expect(() => deriveEd25519Key(slip10Seed, [1.5])).toThrow('invalid path index 1.5')
    expect(() => deriveEd25519Key(slip10Seed, [0x8000_0000])).toThrow('invalid path index')
  })
})

describe('solanaDevAccounts', () => {
  test('default: five accounts of the public dev mnemonic', () => {
    const accounts = solanaDevAccounts()
    expect(accounts).toHaveLength(5)
    // m/44'/501'/0'/0' of 'test … junk': the address Phantom and Solflare show for this phrase.
    expect(accounts[0]).toEqual({
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      privateKey: '0xa01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72',
    })
    expect(accounts[1]?.address).toBe('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
    expect(new Set(accounts.map((account) => account.address)).size).toBe(5)
  })

  test('behavior: each private key signs for its address', () => {
    for (const { address, privateKey } of solanaDevAccounts(3)) {
      const message = new TextEncoder().encode(`latch ${address}`)
      const signature = ed25519.sign(message, hexToBytes(privateKey.slice(2)))
      expect(ed25519.verify(signature, message, base58.decode(address))).toBe(true)
    }
  })

  test('parameters: count', () => {
    expect(solanaDevAccounts(2)).toEqual(solanaDevAccounts(5).slice(0, 2))
    expect(solanaDevAccounts(0)).toEqual([])
  })
})
