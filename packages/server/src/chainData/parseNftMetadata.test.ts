import { expect, test } from 'vitest'
import { parseNftMetadata } from './parseNftMetadata.js'

const parse = (document: unknown) =>
  parseNftMetadata(
    new TextEncoder().encode(typeof document === 'string' ? document : JSON.stringify(document)),
  )

test('default: name and image are read, everything else ignored', () => {
  expect(
    parse({
      name: 'Sunrise #1',
      description: 'A sunrise.',
      image: 'ipfs://bafy/1.png',
      attributes: [{ trait_type: 'Hue', value: 3 }],
    }),
  ).toEqual({ name: 'Sunrise #1', image: 'ipfs://bafy/1.png' })
  expect(parse({ name: 'Only a name' })).toEqual({ name: 'Only a name' })
})

test('behavior: the name is cleaned and cut', () => {
  expect(parse({ name: `\u202e  ${'n'.repeat(150)}\u0007 `, image: 7 })).toEqual({
    name: 'n'.repeat(100),
  })
})

test('error: not metadata we read gives undefined', () => {
  for (const document of [
    '<!doctype html><html><body>Not found</body></html>',
    'not json',
    '[{"name":"in an array"}]',
    'null',
    '"a string"',
    { name: 5, image: { url: 'https://example.com/1.png' } },
    { name: '   ', image: '' },
    {},
  ])
    expect(parse(document), JSON.stringify(document)).toBeUndefined()
  // Not UTF-8.
  expect(parseNftMetadata(Uint8Array.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toBeUndefined()
  // Over 64 KB, though valid.
  const large = JSON.stringify({ name: 'Large', padding: 'x'.repeat(64 * 1024) })
  expect(parse(large)).toBeUndefined()
})
