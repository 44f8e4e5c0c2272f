import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { decodeDidKey, encodeDidKey } from './didKey.js'

// The example key of the did:key spec (an Ed25519 key, as WalletConnect clients use).
const did = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'

describe('didKey', () => {
  test('default: decodes a did:key to its 32-byte key and back', () => {
    const key = decodeDidKey(did)
    expect(key).toHaveLength(32)
    expect(encodeDidKey(key!)).toBe(did)
  })

  test('behavior: round-trips any key, leading zero bytes included', () => {
    for (const key of [
      new Uint8Array(32),
      Uint8Array.from([0, 0, ...randomBytes(30)]),
      randomBytes(32),
    ])
      expect(decodeDidKey(encodeDidKey(key))).toEqual(Uint8Array.from(key))
  })

  test.each([
    ['another multibase', did.replace('did:key:z', 'did:key:m')],
    ['not base58', `${did.slice(0, -1)}0`],
    ['a character short', did.slice(0, -1)],
    ['a leading zero more', did.replace('did:key:z', 'did:key:z1')],
    ['a secp256k1 key', 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme'],
    ['too long', `did:key:z${'1'.repeat(100)}`],
  ])('error: %s', (_name, value) => {
    expect(decodeDidKey(value)).toBeUndefined()
  })
})
