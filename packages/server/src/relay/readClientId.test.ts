import { describe, expect, test } from 'vitest'
import { readClientId } from './readClientId.js'
import { toAuthJwt } from './testing/connectTestClient.js'

const did = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'

describe('readClientId', () => {
  test('default', () => {
    expect(readClientId(`/relay?auth=${toAuthJwt(did)}&projectId=x&ua=wc-2`)).toBe(did)
  })

  test('behavior: the signature is not checked', () => {
    const [header, payload] = toAuthJwt(did).split('.')
    expect(readClientId(`/relay?auth=${header}.${payload}.forged`)).toBe(did)
  })

  test.each([
    ['no url', undefined],
    ['no auth', '/relay?projectId=x'],
    ['empty auth', '/relay?auth='],
    ['one part', '/relay?auth=abc'],
    ['payload not base64 JSON', '/relay?auth=a.%%%.c'],
    ['payload not an object', `/relay?auth=a.${Buffer.from('42').toString('base64url')}.c`],
    ['iss missing', `/relay?auth=a.${Buffer.from('{"sub":"x"}').toString('base64url')}.c`],
    ['iss not a string', `/relay?auth=a.${Buffer.from('{"iss":7}').toString('base64url')}.c`],
    ['iss too long', `/relay?auth=${toAuthJwt('x'.repeat(257))}`],
    ['auth too long', `/relay?auth=${'a'.repeat(5000)}.b.c`],
  ])('error: %s', (_name, url) => {
    expect(readClientId(url)).toBeUndefined()
  })
})
