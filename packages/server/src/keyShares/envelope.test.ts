import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  dekAad,
  type Kek,
  KeyShareDecryptError,
  openShare,
  rewrapShare,
  type SealedShare,
  sealShare,
  shareAad,
} from './envelope.js'

const kek: Kek = { id: 'k1', key: randomBytes(32) }
const owner = { projectId: 'demo', userId: '0b7c3f3e-0000-4000-8000-000000000001' }
const share = Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) & 0xff)

const flip = (bytes: Buffer, index: number) => {
  const copy = Buffer.from(bytes)
  copy[index] = (copy[index] ?? 0) ^ 0x01
  return copy
}

describe('envelope encryption', () => {
  test('default: a share opens under its KEK and owner', () => {
    const sealed = sealShare(kek, owner, share)
    expect(sealed.kekId).toBe('k1')
    expect(sealed.dekIv).toHaveLength(12)
    expect(sealed.shareIv).toHaveLength(12)
    expect(sealed.wrappedDek).toHaveLength(32 + 16)
    expect(sealed.shareCiphertext).toHaveLength(share.length + 16)
    expect(new Uint8Array(openShare(kek, owner, sealed))).toEqual(share)
    expect(Buffer.from(sealed.shareCiphertext).includes(Buffer.from(share))).toBe(false)
  })

  test('behavior: every seal has a fresh DEK and fresh IVs', () => {
    const first = sealShare(kek, owner, share)
    const second = sealShare(kek, owner, share)
    expect(first.wrappedDek.equals(second.wrappedDek)).toBe(false)
    expect(first.dekIv.equals(second.dekIv)).toBe(false)
    expect(first.shareIv.equals(second.shareIv)).toBe(false)
    expect(first.shareCiphertext.equals(second.shareCiphertext)).toBe(false)
  })

  test('parameters: the associated data', () => {
    expect(shareAad(owner).toString()).toBe(`latch-auth-share:v1:demo:${owner.userId}`)
    expect(dekAad('k1', owner).toString()).toBe(`latch-auth-dek:v1:k1:demo:${owner.userId}`)
  })

  test('error: any changed bit fails (share.tamper)', () => {
    const sealed = sealShare(kek, owner, share)
    const tampered: SealedShare[] = [
      { ...sealed, shareCiphertext: flip(sealed.shareCiphertext, 0) },
      // The tag is the last 16 bytes.
      {
        ...sealed,
        shareCiphertext: flip(sealed.shareCiphertext, sealed.shareCiphertext.length - 1),
      },
      { ...sealed, shareIv: flip(sealed.shareIv, 5) },
      { ...sealed, wrappedDek: flip(sealed.wrappedDek, 3) },
      { ...sealed, dekIv: flip(sealed.dekIv, 11) },
      { ...sealed, shareCiphertext: sealed.shareCiphertext.subarray(0, 15) },
      { ...sealed, dekIv: sealed.dekIv.subarray(0, 8) },
    ]
    for (const bad of tampered)
      expect(() => openShare(kek, owner, bad)).toThrow(KeyShareDecryptError)
  })

  test('error: another owner, project or KEK fails (server.aadSwap)', () => {
    const sealed = sealShare(kek, owner, share)
    for (const other of [
      { ...owner, userId: '0b7c3f3e-0000-4000-8000-000000000002' },
      { ...owner, projectId: 'other' },
    ])
      expect(() => openShare(kek, other, sealed)).toThrow(KeyShareDecryptError)
    expect(() => openShare({ id: 'k1', key: randomBytes(32) }, owner, sealed)).toThrow(
      'The key share does not decrypt.',
    )
    expect(() => openShare({ ...kek, id: 'k2' }, owner, sealed)).toThrow(
      'The key share is under KEK k1, not k2.',
    )
    // Relabelling the row with another KEK id breaks the DEK's associated data.
    expect(() => openShare({ ...kek, id: 'k2' }, owner, { ...sealed, kekId: 'k2' })).toThrow(
      KeyShareDecryptError,
    )
    // The share's ciphertext with another row's DEK.
    const other = sealShare(kek, owner, share)
    expect(() =>
      openShare(kek, owner, { ...sealed, wrappedDek: other.wrappedDek, dekIv: other.dekIv }),
    ).toThrow(KeyShareDecryptError)
  })

  test('behavior: rewrapping moves the DEK to the new KEK only (server.kekRotation)', () => {
    const next: Kek = { id: 'k2', key: randomBytes(32) }
    const sealed = sealShare(kek, owner, share)
    const rewrapped = rewrapShare(kek, next, owner, sealed)
    expect(rewrapped.kekId).toBe('k2')
    expect(rewrapped.shareCiphertext.equals(sealed.shareCiphertext)).toBe(true)
    expect(rewrapped.wrappedDek.equals(sealed.wrappedDek)).toBe(false)
    expect(new Uint8Array(openShare(next, owner, rewrapped))).toEqual(share)
    expect(() => openShare(kek, owner, rewrapped)).toThrow(KeyShareDecryptError)
    expect(() => openShare(kek, owner, { ...rewrapped, kekId: 'k1' })).toThrow(KeyShareDecryptError)
    expect(() => rewrapShare(next, kek, owner, sealed)).toThrow(KeyShareDecryptError)
  })

  test('error: a KEK of another length', () => {
    expect(() => sealShare({ id: 'k1', key: randomBytes(16) }, owner, share)).toThrow(
      'A KEK has 32 bytes.',
    )
  })
})
