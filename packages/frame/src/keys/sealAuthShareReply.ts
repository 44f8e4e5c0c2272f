import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { base64urlnopad } from '@scure/base'
import { authShareTransportAad, authShareTransportInfo } from './openSealedShare.js'

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
})

/**
 * The body the Latch server answers `GET /auth/v1/key-shares/auth?recipientKey=` with: `share`
 * sealed to `recipientKey` for `userId`, as packages/server/src/keyShares/sealToRecipient.ts does.
 * Test-only, for fakes of the Latch API at the HTTP boundary; the frame never seals a share.
 *
 * @example
 * const apiFetch: typeof fetch = async (input) => {
 *   const url = new URL(String(input))
 *   return Response.json(await sealAuthShareReply({ recipientKey: url.searchParams.get('recipientKey'), userId, share: auth, addresses }))
 * }
 */
export async function sealAuthShareReply(parameters: {
  recipientKey: string | null
  userId: string
  share: Uint8Array
  addresses: { eip155: string; solana: string }
}) {
  const { recipientKey, userId, share, addresses } = parameters
  if (recipientKey === null) throw new Error('The request has no recipientKey.')
  const { enc, ct } = await suite.seal(
    {
      recipientPublicKey: await suite.kem.deserializePublicKey(base64urlnopad.decode(recipientKey)),
      info: new TextEncoder().encode(authShareTransportInfo),
    },
    share,
    authShareTransportAad(userId),
  )
  return {
    enc: base64urlnopad.encode(new Uint8Array(enc)),
    ciphertext: base64urlnopad.encode(new Uint8Array(ct)),
    userId,
    addresses,
  }
}
