import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** A key-encryption key: 32 bytes and the id stored with every DEK it wraps. */
export type Kek = { id: string; key: Uint8Array }

/** Whose share a sealed record is; bound into both ciphertexts as associated data. */
export type ShareOwner = { projectId: string; userId: string }

/** A share under envelope encryption; every ciphertext ends with its 16-byte GCM tag. */
export type SealedShare = {
  kekId: string
  /** The 32-byte DEK sealed under the KEK. */
  wrappedDek: Buffer
  dekIv: Buffer
  /** The share sealed under the DEK. */
  shareCiphertext: Buffer
  shareIv: Buffer
}

/** A sealed share that does not open: another KEK, a changed byte, or another owner's row. */
export class KeyShareDecryptError extends Error {
  override name = 'KeyShareDecryptError'
}

const ivBytes = 12
const tagBytes = 16
const keyBytes = 32

/** The associated data of the share's ciphertext. */
export const shareAad = (owner: ShareOwner) =>
  Buffer.from(`latch-auth-share:v1:${owner.projectId}:${owner.userId}`, 'utf8')

/** The associated data of the wrapped DEK: the KEK's id and the owner. */
export const dekAad = (kekId: string, owner: ShareOwner) =>
  Buffer.from(`latch-auth-dek:v1:${kekId}:${owner.projectId}:${owner.userId}`, 'utf8')

function checkKek(kek: Kek) {
  if (kek.key.byteLength !== keyBytes) throw new Error(`A KEK has ${keyBytes} bytes.`)
}

function seal(key: Uint8Array, plaintext: Uint8Array, aad: Buffer) {
  const iv = randomBytes(ivBytes)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes })
  cipher.setAAD(aad)
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return { iv, ciphertext }
}

function open(key: Uint8Array, iv: Uint8Array, sealed: Uint8Array, aad: Buffer): Buffer {
  if (iv.byteLength !== ivBytes || sealed.byteLength < tagBytes)
    throw new KeyShareDecryptError('The sealed key share is malformed.')
  const body = sealed.subarray(0, sealed.byteLength - tagBytes)
  const tag = sealed.subarray(sealed.byteLength - tagBytes)
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes })
    decipher.setAAD(aad)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()])
  } catch {
    throw new KeyShareDecryptError('The key share does not decrypt.')
  }
}

function unwrapDek(kek: Kek, sealed: SealedShare, owner: ShareOwner): Buffer {
  checkKek(kek)
  if (sealed.kekId !== kek.id)
    throw new KeyShareDecryptError(`The key share is under KEK ${sealed.kekId}, not ${kek.id}.`)
  const dek = open(kek.key, sealed.dekIv, sealed.wrappedDek, dekAad(kek.id, owner))
  if (dek.byteLength !== keyBytes) {
    dek.fill(0)
    throw new KeyShareDecryptError('The key share does not decrypt.')
  }
  return dek
}

/**
 * Seals a share: a fresh random DEK encrypts it (AES-256-GCM, random 12-byte IV, associated
 * data `latch-auth-share:v1:<projectId>:<userId>`), and the KEK wraps the DEK (AES-256-GCM, its
 * own IV, associated data naming the KEK id and the owner).
 */
export function sealShare(kek: Kek, owner: ShareOwner, share: Uint8Array): SealedShare {
  checkKek(kek)
  const dek = randomBytes(keyBytes)
  try {
    const sharePart = seal(dek, share, shareAad(owner))
    const dekPart = seal(kek.key, dek, dekAad(kek.id, owner))
    return {
      kekId: kek.id,
      wrappedDek: dekPart.ciphertext,
      dekIv: dekPart.iv,
      shareCiphertext: sharePart.ciphertext,
      shareIv: sharePart.iv,
    }
  } finally {
    dek.fill(0)
  }
}

/** Opens a sealed share of this owner, or throws `KeyShareDecryptError`. Zero the result after use. */
export function openShare(kek: Kek, owner: ShareOwner, sealed: SealedShare): Buffer {
  const dek = unwrapDek(kek, sealed, owner)
  try {
    return open(dek, sealed.shareIv, sealed.shareCiphertext, shareAad(owner))
  } finally {
    dek.fill(0)
  }
}

/**
 * The same share with its DEK wrapped under `to` instead of `from`; the share's ciphertext is
 * untouched. Throws `KeyShareDecryptError` when `from` does not open the DEK.
 */
export function rewrapShare(
  from: Kek,
  to: Kek,
  owner: ShareOwner,
  sealed: SealedShare,
): SealedShare {
  checkKek(to)
  const dek = unwrapDek(from, sealed, owner)
  try {
    const dekPart = seal(to.key, dek, dekAad(to.id, owner))
    return { ...sealed, kekId: to.id, wrappedDek: dekPart.ciphertext, dekIv: dekPart.iv }
  } finally {
    dek.fill(0)
  }
}
