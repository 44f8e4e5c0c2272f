import { expect, test } from 'vitest'
import { encodeBase58 } from './encodeBase58.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 the slow, obvious way: the bytes as one big number, written in base 58. */
function reference(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = alphabet[Number(value % 58n)] + text
  const zeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text
}

test('default', () => {
  expect(encodeBase58(new TextEncoder().encode('hi'))).toBe('8wr')
  expect(encodeBase58(new Uint8Array())).toBe('')
})

test('behavior: agrees with the big-number definition, leading zero bytes included', () => {
  const samples = [
    new Uint8Array([0]),
    new Uint8Array([0, 0, 1, 2, 255]),
    new TextEncoder().encode('example.com wants you to sign in with your Solana account:\n'),
    Uint8Array.from({ length: 300 }, (_, index) => (index * 37) % 256),
  ]
  for (const bytes of samples) expect(encodeBase58(bytes)).toBe(reference(bytes))
})
