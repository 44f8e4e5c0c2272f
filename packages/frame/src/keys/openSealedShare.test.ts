// @vitest-environment node
// Node, not jsdom: the server's own sealing (@latch/server) is imported to check both sides
// agree on the suite, the info and the associated data.
import { sealToRecipient } from '@latch/server'
import { base64urlnopad } from '@scure/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createShareRecipient, SealedShareError } from './openSealedShare.js'
import { sealAuthShareReply } from './sealAuthShareReply.js'

const share = Uint8Array.from({ length: 17 }, (_, index) => index * 13 + 1)
const addresses = {
  eip155: `0x${'ab'.repeat(20)}`,
  solana: 'So11111111111111111111111111111111111111112',
}

// The server's sealing, as the route calls it.
const sealOnServer = async (publicKey: string, userId: string) => {
  const recipientKey = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(base64urlnopad.decode(publicKey)),
    { name: 'ECDH', namedCurve: 'P-256' },
    true,
    [],
  )
  return sealToRecipient({ recipientKey, userId, share })
}

const openError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SealedShareError)
  return (error as SealedShareError).details
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createShareRecipient', () => {
  test('default: opens what the server sealed to its key for the user', async () => {
    const recipient = await createShareRecipient()
    const opened = await recipient.open(await sealOnServer(recipient.publicKey, 'user-1'), 'user-1')
    expect(opened).toEqual(share)
  })

  test('behavior: the public key is a fresh uncompressed P-256 point, base64url', async () => {
    const first = await createShareRecipient()
    const second = await createShareRecipient()
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const point = base64urlnopad.decode(first.publicKey)
    expect(point).toHaveLength(65)
    expect(point[0]).toBe(4)
    expect(second.publicKey).not.toBe(first.publicKey)
  })

  test('behavior: the private key is not extractable; only the public key is exported', async () => {
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey')
    const recipient = await createShareRecipient()
    expect(generateKey).toHaveBeenCalledTimes(1)
    const pair = (await generateKey.mock.results[0]?.value) as CryptoKeyPair
    expect(pair.privateKey.extractable).toBe(false)
    for (const format of ['pkcs8', 'jwk'] as const)
      await expect(crypto.subtle.exportKey(format, pair.privateKey)).rejects.toThrow()
    expect(
      base64urlnopad.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
    ).toBe(recipient.publicKey)
  })

  test('behavior: the test fake of the server seals the same way', async () => {
    const recipient = await createShareRecipient()
    const reply = await sealAuthShareReply({
      recipientKey: recipient.publicKey,
      userId: 'user-2',
      share,
      addresses,
    })
    expect(reply).toMatchObject({ userId: 'user-2', addresses })
    expect(await recipient.open(reply, 'user-2')).toEqual(share)
  })

  test('error: another recipient’s key does not open it', async () => {
    const recipient = await createShareRecipient()
    const other = await createShareRecipient()
    const sealed = await sealOnServer(other.publicKey, 'user-1')
    expect(await openError(recipient.open(sealed, 'user-1'))).toBe('HPKE open failed')
  })

  test('error: another user id does not open it', async () => {
    const recipient = await createShareRecipient()
    const sealed = await sealOnServer(recipient.publicKey, 'user-1')
    expect(await openError(recipient.open(sealed, 'user-2'))).toBe('HPKE open failed')
  })

  test('error: one flipped bit, or a swapped enc, does not open', async () => {
    const first = await createShareRecipient()
    const sealed = await sealOnServer(first.publicKey, 'user-1')
    const flipped = base64urlnopad.decode(sealed.ciphertext)
    flipped[0] = (flipped[0] ?? 0) ^ 1
    expect(
      await openError(
        first.open({ ...sealed, ciphertext: base64urlnopad.encode(flipped) }, 'user-1'),
      ),
    ).toBe('HPKE open failed')
    const second = await createShareRecipient()
    const [a, b] = await Promise.all([
      sealOnServer(second.publicKey, 'user-1'),
      sealOnServer(second.publicKey, 'user-1'),
    ])
    expect(await openError(second.open({ enc: a.enc, ciphertext: b.ciphertext }, 'user-1'))).toBe(
      'HPKE open failed',
    )
  })

  test('error: the key is one-time: a second open fails, even after a failed one', async () => {
    const recipient = await createShareRecipient()
    const sealed = await sealOnServer(recipient.publicKey, 'user-1')
    expect(await recipient.open(sealed, 'user-1')).toEqual(share)
    expect(await openError(recipient.open(sealed, 'user-1'))).toBe(
      'the one-time key was already used',
    )
    const failing = await createShareRecipient()
    const toFailing = await sealOnServer(failing.publicKey, 'user-1')
    await openError(failing.open(toFailing, 'user-2'))
    expect(await openError(failing.open(toFailing, 'user-1'))).toBe(
      'the one-time key was already used',
    )
  })

  test('error: enc or ciphertext that is not base64url', async () => {
    const recipient = await createShareRecipient()
    expect(await openError(recipient.open({ enc: 'a+b/', ciphertext: 'AAAA' }, 'user-1'))).toBe(
      'enc or ciphertext is not base64url',
    )
  })
})
