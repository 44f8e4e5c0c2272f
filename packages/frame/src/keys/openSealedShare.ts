import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { BaseError } from '@latch/core'
import { base64urlnopad } from '@scure/base'

/**
 * The HPKE `info` of an AUTH share on its way from the server (RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM); the server seals with the same suite and
 * info (packages/server/src/keyShares/sealToRecipient.ts).
 */
export const authShareTransportInfo = 'latch auth share v1'

/** An AUTH share sealed to a {@link ShareRecipient}'s key; both fields base64url, no padding. */
type SealedShare = { enc: string; ciphertext: string }

/** A one-time key pair that receives one AUTH share from the server. */
export type ShareRecipient = {
  /** The public key to send as `?recipientKey=`: base64url of the uncompressed P-256 point. */
  publicKey: string
  /**
   * Opens the share sealed to this key for `userId`, then forgets the key pair (success or not):
   * a recipient opens at most once.
   *
   * @throws {SealedShareError} another key, another user, a changed byte, or already used.
   */
  open(sealed: SealedShare, userId: string): Promise<Uint8Array>
}

/** A sealed AUTH share did not open (or the one-time key was already used). */
export class SealedShareError extends BaseError {
  override name = 'SealedShareError'
  constructor(details: string, options: { cause?: unknown } = {}) {
    super('The sealed key share could not be opened.', { details, cause: options.cause })
  }
}

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
})
const utf8 = new TextEncoder()

/**
 * The associated data of a sealed AUTH share: the user it belongs to, so the server's share for
 * one user never opens as another's.
 *
 * @internal
 */
export const authShareTransportAad = (userId: string) => utf8.encode(`user:${userId}`)

/**
 * Makes a one-time recipient for one AUTH share (SECURITY.md section 5, T39): an ephemeral ECDH
 * P-256 key pair whose private key is NOT extractable, so neither a proxy nor a script reading
 * memory gets its bytes; only the public key is exported. The server seals the share to it with
 * HPKE, so TLS terminators, proxies and logs on the way only ever see ciphertext.
 *
 * @example
 * const recipient = await createShareRecipient()
 * const reply = await api.request({ method: 'GET', path, token, query: { recipientKey: recipient.publicKey }, schema })
 * const share = await recipient.open(reply, userId)
 */
export async function createShareRecipient(): Promise<ShareRecipient> {
  let pair: CryptoKeyPair | undefined = await crypto.subtle.generateKey(
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  )
  const publicKey = base64urlnopad.encode(
    new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
  )
  return {
    publicKey,
    async open(sealed, userId) {
      const recipientKey = pair
      pair = undefined
      if (!recipientKey) throw new SealedShareError('the one-time key was already used')
      let enc: Uint8Array
      let ciphertext: Uint8Array
      try {
        enc = base64urlnopad.decode(sealed.enc)
        ciphertext = base64urlnopad.decode(sealed.ciphertext)
      } catch (error) {
        throw new SealedShareError('enc or ciphertext is not base64url', { cause: error })
      }
      try {
        const opened = await suite.open(
          { recipientKey, enc, info: utf8.encode(authShareTransportInfo) },
          ciphertext,
          authShareTransportAad(userId),
        )
        return new Uint8Array(opened)
      } catch (error) {
        throw new SealedShareError('HPKE open failed', { cause: error })
      }
    },
  }
}
