import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'

/**
 * The HPKE `info` of an AUTH share on its way to the frame (RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM). The frame opens with the same suite and
 * the same info (packages/frame/src/keys/openSealedShare.ts).
 */
export const authShareTransportInfo = 'latch auth share v1'

/** The length of an uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
const recipientKeyBytes = 65

/** An AUTH share sealed to the frame's one-time key; both fields base64url without padding. */
export type SealedForRecipient = { enc: string; ciphertext: string }

/** A recipient key that is not base64url of an uncompressed point on P-256. */
export class RecipientKeyError extends Error {
  override name = 'RecipientKeyError'
}

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
})
const encoder = new TextEncoder()
const base64url = /^[A-Za-z0-9_-]+$/

/**
 * The associated data of a sealed AUTH share: the user it belongs to, so a share sealed for one
 * user never opens as another's.
 */
export const authShareTransportAad = (userId: string) => encoder.encode(`user:${userId}`)

/**
 * Reads the frame's one-time public key (`?recipientKey=`): base64url, no padding, of an
 * uncompressed P-256 point. WebCrypto refuses a point that is not on the curve.
 *
 * @throws {RecipientKeyError} anything else.
 * @example
 * const recipient = await importRecipientKey(c.req.query('recipientKey'))
 */
export async function importRecipientKey(text: string | undefined): Promise<CryptoKey> {
  if (text === undefined || !base64url.test(text))
    throw new RecipientKeyError('The recipient key is not base64url.')
  const bytes = Buffer.from(text, 'base64url')
  if (
    bytes.byteLength !== recipientKeyBytes ||
    bytes[0] !== 0x04 ||
    bytes.toString('base64url') !== text
  )
    throw new RecipientKeyError('The recipient key is not an uncompressed point.')
  try {
    return await suite.kem.deserializePublicKey(bytes)
  } catch (error) {
    throw new RecipientKeyError('The recipient key is not a P-256 point.', { cause: error })
  }
}

/**
 * Seals an AUTH share to the frame's one-time key (SECURITY.md section 5, T39), so a TLS
 * terminator, proxy or log on the way only sees ciphertext. Each call uses a fresh ephemeral
 * sender key (`enc`); only the holder of the recipient's private key opens it, with the same
 * user id.
 *
 * @example
 * const sealed = await sealToRecipient({ recipientKey, userId: user.id, share })
 * // { enc: 'BPq…', ciphertext: 'x2…' }
 */
export async function sealToRecipient(parameters: {
  recipientKey: CryptoKey
  userId: string
  share: Uint8Array
}): Promise<SealedForRecipient> {
  const { recipientKey, userId, share } = parameters
  const { enc, ct } = await suite.seal(
    { recipientPublicKey: recipientKey, info: encoder.encode(authShareTransportInfo) },
    share,
    authShareTransportAad(userId),
  )
  return {
    enc: Buffer.from(enc).toString('base64url'),
    ciphertext: Buffer.from(ct).toString('base64url'),
  }
}
