// @vitest-environment node
import { bytesToHex } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { shareLength } from './assertShare.js'
import { combineShares } from './combineShares.js'
import { createWalletSecret } from './createWalletSecret.js'
import { InvalidShareError } from './errors.js'
import { splitSecret } from './splitSecret.js'

const entropyArbitrary = fc.uint8Array({ minLength: 16, maxLength: 16 })
const pairs = [
  ['device', 'auth'],
  ['device', 'recovery'],
  ['auth', 'recovery'],
] as const

describe('splitSecret', () => {
  test('default: three 17-byte shares with distinct x-coordinates, none equal to the secret', async () => {
    const entropy = createWalletSecret()
    const shares = await splitSecret(entropy)
    const all = [shares.device, shares.auth, shares.recovery]
    for (const share of all) {
      expect(share).toHaveLength(shareLength)
      expect(bytesToHex(share.subarray(0, 16))).not.toBe(bytesToHex(entropy))
    }
    expect(new Set(all.map((share) => share[16])).size).toBe(3)
    expect(all.every((share) => share[16] !== 0)).toBe(true)
  })

  test('behavior: leaves the caller’s buffer alone', async () => {
    const entropy = createWalletSecret()
    const copy = entropy.slice()
    await splitSecret(entropy)
    expect(entropy).toEqual(copy)
  })

  test('behavior: every split is fresh', async () => {
    const entropy = createWalletSecret()
    const first = await splitSecret(entropy)
    const second = await splitSecret(entropy)
    expect(bytesToHex(first.device)).not.toBe(bytesToHex(second.device))
  })
})

describe('combineShares', () => {
  test('property: any 2 of the 3 shares, in any order, and all 3, recover the secret', async () => {
    await fc.assert(
      fc.asyncProperty(entropyArbitrary, fc.boolean(), async (entropy, reversed) => {
        const shares = await splitSecret(entropy)
        for (const [a, b] of pairs) {
          const pair = reversed ? [shares[b], shares[a]] : [shares[a], shares[b]]
          expect(await combineShares(pair)).toEqual(entropy)
        }
        expect(await combineShares([shares.recovery, shares.device, shares.auth])).toEqual(entropy)
      }),
      { numRuns: 200 },
    )
  })

  test('error: one share (or none) does not recover anything', async () => {
    const { device } = await splitSecret(createWalletSecret())
    await expect(combineShares([device])).rejects.toThrowError(InvalidShareError)
    await expect(combineShares([])).rejects.toThrowError('2 or 3 shares are needed, not 0')
    await expect(combineShares([device, device])).rejects.toThrowError(
      'two shares have the same x-coordinate',
    )
  })

  test('property: a corrupted share throws or gives a different secret, never the real one', async () => {
    await fc.assert(
      fc.asyncProperty(
        entropyArbitrary,
        fc.constantFrom(...pairs),
        fc.nat({ max: shareLength - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (entropy, [a, b], index, mask) => {
          const shares = await splitSecret(entropy)
          const corrupted = shares[a].slice()
          corrupted[index]! ^= mask
          const recovered = await combineShares([corrupted, shares[b]]).catch(
            (error: unknown) => error,
          )
          if (recovered instanceof Uint8Array) expect(recovered).not.toEqual(entropy)
          else expect(recovered).toBeInstanceOf(InvalidShareError)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('behavior: shares of two different splits do not recover the secret', async () => {
    const entropy = createWalletSecret()
    const first = await splitSecret(entropy)
    const second = await splitSecret(entropy)
    const recovered = await combineShares([first.device, second.auth]).catch(() => undefined)
    expect(recovered).not.toEqual(entropy)
  })

  test.each([
    ['too short', new Uint8Array(16).fill(1), 'a share must be 17 bytes, not 16'],
    ['too long', new Uint8Array(33).fill(1), 'a share must be 17 bytes, not 33'],
    ['x-coordinate 0', new Uint8Array(17), 'a share has no x-coordinate'],
  ])('error: %s', async (_name, share, details) => {
    const { auth } = await splitSecret(createWalletSecret())
    const error = await combineShares([share, auth]).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(InvalidShareError)
    expect((error as InvalidShareError).details).toBe(details)
  })
})
