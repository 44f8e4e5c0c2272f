import { assertShare } from './assertShare.js'
import { wipe } from './wipe.js'

/** A device share as stored: AES-GCM ciphertext (with its 16-byte tag) and the IV used. */
export type DeviceShareRecord = {
  version: 1
  /** 96 random bits, fresh for every write. */
  iv: Uint8Array<ArrayBuffer>
  ciphertext: Uint8Array<ArrayBuffer>
}

const utf8 = new TextEncoder()
const ivLength = 12

/**
 * The additional authenticated data of a device share: `latch-device-share:v1:<userId>`. It binds
 * the ciphertext to the format version and the user, so a record copied to another user's slot
 * (or read by a later format) fails to decrypt even under the same key.
 *
 * @internal
 */
function deviceShareAad(userId: string): Uint8Array<ArrayBuffer> {
  return utf8.encode(`latch-device-share:v1:${userId}`)
}

/**
 * Encrypts a device share with AES-GCM-256 under `key`, a fresh 96-bit IV and the user's AAD.
 *
 * @internal
 */
export async function encryptDeviceShare(
  key: CryptoKey,
  userId: string,
  share: Uint8Array,
): Promise<DeviceShareRecord> {
  assertShare(share)
  const iv = crypto.getRandomValues(new Uint8Array(ivLength))
  // A copy on a plain ArrayBuffer (WebCrypto takes no SharedArrayBuffer), wiped afterwards.
  const plaintext = new Uint8Array(share)
  try {
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: deviceShareAad(userId) },
      key,
      plaintext,
    )
    return { version: 1, iv, ciphertext: new Uint8Array(ciphertext) }
  } finally {
    wipe(plaintext)
  }
}

/**
 * Decrypts a device share record. Rejects when the key, the user id (AAD), the IV or a single bit
 * of the ciphertext differs from what was encrypted.
 *
 * @internal
 */
export async function decryptDeviceShare(
  key: CryptoKey,
  userId: string,
  record: DeviceShareRecord,
): Promise<Uint8Array> {
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: record.iv, additionalData: deviceShareAad(userId) },
    key,
    record.ciphertext,
  )
  const share = new Uint8Array(plaintext)
  try {
    assertShare(share)
  } catch (error) {
    wipe(share)
    throw error
  }
  return share
}

/**
 * Whether a value read from IndexedDB has the shape of a {@link DeviceShareRecord}.
 *
 * @internal
 */
export function isDeviceShareRecord(value: unknown): value is DeviceShareRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<Record<keyof DeviceShareRecord, unknown>>
  return (
    record.version === 1 &&
    record.iv instanceof Uint8Array &&
    record.iv.length === ivLength &&
    record.ciphertext instanceof Uint8Array
  )
}
