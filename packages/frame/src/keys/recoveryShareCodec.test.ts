// @vitest-environment node
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { shareLength } from './assertShare.js'
import { createWalletSecret } from './createWalletSecret.js'
import { InvalidRecoveryShareError, InvalidShareError } from './errors.js'
import {
  decodeRecoveryShare,
  encodeRecoveryShare,
  recoverySharePrefix,
} from './recoveryShareCodec.js'
import { splitSecret } from './splitSecret.js'

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const shareArbitrary = fc
  .uint8Array({ minLength: shareLength, maxLength: shareLength })
  .filter((share) => share[shareLength - 1] !== 0)

function reasonOf(text: string): string | undefined {
  try {
    decodeRecoveryShare(text)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRecoveryShareError)
    return (error as InvalidRecoveryShareError).reason
  }
}

test('default: a fixed share has a fixed code (the format is pinned)', () => {
  const share = Uint8Array.from({ length: shareLength }, (_, index) => index + 1)
  const code = encodeRecoveryShare(share)
  expect(code).toMatchInlineSnapshot(`"latch-r1-BFkiAnoMnvAXLRNamPukHjXW8Nnnt"`)
  expect(decodeRecoveryShare(code)).toEqual(share)
})

test('property: round-trips every share, as prefix + base58 only', () => {
  fc.assert(
    fc.property(shareArbitrary, (share) => {
      const code = encodeRecoveryShare(share)
      expect(code.startsWith(recoverySharePrefix)).toBe(true)
      expect(code.slice(recoverySharePrefix.length)).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/)
      expect(code.length).toBeLessThanOrEqual(recoverySharePrefix.length + 29)
      expect(decodeRecoveryShare(code)).toEqual(share)
    }),
    { numRuns: 300 },
  )
})

test('behavior: whitespace from copying (spaces, line breaks) is ignored', async () => {
  const { recovery } = await splitSecret(createWalletSecret())
  const code = encodeRecoveryShare(recovery)
  const spaced = `  ${code.slice(0, 12)}\n${code.slice(12, 20)} ${code.slice(20)}\t`
  expect(decodeRecoveryShare(spaced)).toEqual(recovery)
})

test('property: any one-character typo is rejected', () => {
  fc.assert(
    fc.property(
      shareArbitrary,
      fc.nat(),
      fc.constantFrom(...base58Alphabet),
      (share, position, replacement) => {
        const code = encodeRecoveryShare(share)
        const index =
          recoverySharePrefix.length + (position % (code.length - recoverySharePrefix.length))
        fc.pre(code[index] !== replacement)
        const typo = code.slice(0, index) + replacement + code.slice(index + 1)
        expect(['checksum', 'length']).toContain(reasonOf(typo))
      },
    ),
    { numRuns: 500 },
  )
})

test('property: swapping two adjacent different characters is rejected', () => {
  fc.assert(
    fc.property(shareArbitrary, fc.nat(), (share, position) => {
      const code = encodeRecoveryShare(share)
      const index =
        recoverySharePrefix.length + (position % (code.length - recoverySharePrefix.length - 1))
      fc.pre(code[index] !== code[index + 1])
      const swapped = code.slice(0, index) + code[index + 1] + code[index] + code.slice(index + 2)
      expect(['checksum', 'length']).toContain(reasonOf(swapped))
    }),
    { numRuns: 300 },
  )
})

test('error: wrong prefix, non-base58 characters, truncation, wrong length', () => {
  const code = encodeRecoveryShare(
    Uint8Array.from({ length: shareLength }, (_, index) => index + 1),
  )
  const body = code.slice(recoverySharePrefix.length)
  expect(reasonOf(`latch-r2-${body}`)).toBe('prefix')
  expect(reasonOf(body)).toBe('prefix')
  expect(reasonOf(`${code.slice(0, -1)}0`)).toBe('characters')
  expect(reasonOf(`${code.slice(0, -1)}l`)).toBe('characters')
  expect(['checksum', 'length']).toContain(reasonOf(code.slice(0, -1)))
  expect(['checksum', 'length']).toContain(reasonOf(code.slice(0, -5)))
  expect(reasonOf(`${recoverySharePrefix}${base58.encode(new Uint8Array(40).fill(7))}`)).toBe(
    'length',
  )
  expect(reasonOf(recoverySharePrefix)).toBe('length')
})

test('error: a crafted code with a good checksum over a share with no x-coordinate', () => {
  const share = new Uint8Array(shareLength).fill(9)
  share[shareLength - 1] = 0
  const label = new TextEncoder().encode(recoverySharePrefix)
  const checksum = sha256(Uint8Array.of(...label, ...share)).subarray(0, 4)
  const code = `${recoverySharePrefix}${base58.encode(Uint8Array.of(...checksum, ...share))}`
  expect(reasonOf(code)).toBe('share')
})

test('error: the message never contains the code', () => {
  const code = encodeRecoveryShare(
    Uint8Array.from({ length: shareLength }, (_, index) => index + 1),
  )
  const typo = `${code.slice(0, -1)}${code.endsWith('2') ? '3' : '2'}`
  try {
    decodeRecoveryShare(typo)
    expect.unreachable()
  } catch (error) {
    expect((error as Error).message).not.toContain(typo.slice(recoverySharePrefix.length))
    expect((error as InvalidRecoveryShareError).shortMessage).toMatchInlineSnapshot(
      `"The recovery code is not valid. Check it for typos."`,
    )
  }
})

test('error: encoding refuses what is not a share', () => {
  expect(() => encodeRecoveryShare(new Uint8Array(16))).toThrowError(InvalidShareError)
  expect(() => encodeRecoveryShare(new Uint8Array(17))).toThrowError('a share has no x-coordinate')
})
