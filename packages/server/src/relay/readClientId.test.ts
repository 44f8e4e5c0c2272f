import { describe, expect, test } from 'vitest'
import { readClientId } from './readClientId.js'
import { createTestIdentity, signAuthJwt } from './testing/connectTestClient.js'

const relayUrl = 'ws://127.0.0.1:8787/relay'
const now = 1_800_000_000
const parameters = { isAudience: (audience: string) => audience === relayUrl, now }
const identity = createTestIdentity()
const jwt = (claims: { aud?: string; iat?: number; exp?: number } = {}) =>
  signAuthJwt(identity, { aud: relayUrl, iat: now - 60, ...claims })
const url = (auth: string) => `/relay?auth=${auth}&projectId=x&ua=wc-2`
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('readClientId', () => {
  test('default: a JWT signed by the key in its iss gives that id', () => {
    expect(readClientId(url(jwt()), parameters)).toEqual({
      status: 'verified',
      clientId: identity.clientId,
    })
  })

  test.each([
    ['no url', undefined],
    ['no auth', '/relay?projectId=x'],
    ['empty auth', '/relay?auth='],
  ])('behavior: %s is anonymous', (_name, requestUrl) => {
    expect(readClientId(requestUrl, parameters)).toEqual({ status: 'anonymous' })
  })

  test("behavior: another client's iss with the presenter's own signature is refused", () => {
    const victim = createTestIdentity()
    const [header, payload] = signAuthJwt(victim, { aud: relayUrl, iat: now }).split('.')
    const [, , signature] = jwt().split('.')
    expect(readClientId(url(`${header}.${payload}.${signature}`), parameters)).toEqual({
      status: 'rejected',
      reason: 'bad signature',
    })
  })

  test('behavior: an unsigned JWT naming any iss is refused', () => {
    const claims = { iss: identity.clientId, sub: 'x', aud: relayUrl, iat: now, exp: now + 60 }
    expect(
      readClientId(url(`${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.c2ln`), parameters),
    ).toEqual({ status: 'rejected', reason: 'bad signature' })
  })

  test('behavior: a payload changed after signing is refused', () => {
    const [header, , signature] = jwt().split('.')
    const claims = { iss: identity.clientId, sub: 'x', aud: relayUrl, iat: now, exp: now + 1e9 }
    expect(readClientId(url(`${header}.${part(claims)}.${signature}`), parameters)).toMatchObject({
      status: 'rejected',
    })
  })

  test('behavior: exp must be in the future', () => {
    expect(readClientId(url(jwt({ exp: now + 1 })), parameters)).toMatchObject({
      status: 'verified',
    })
    expect(readClientId(url(jwt({ exp: now })), parameters)).toEqual({
      status: 'rejected',
      reason: 'expired',
    })
  })

  test('behavior: aud must name this relay', () => {
    expect(readClientId(url(jwt({ aud: 'wss://relay.walletconnect.org' })), parameters)).toEqual({
      status: 'rejected',
      reason: 'aud is not this relay',
    })
  })

  test.each([
    ['alg none', `${part({ alg: 'none', typ: 'JWT' })}.${jwt().split('.')[1]}.`],
    ['alg HS256', `${part({ alg: 'HS256', typ: 'JWT' })}.${jwt().split('.').slice(1).join('.')}`],
    ['two parts', jwt().split('.').slice(0, 2).join('.')],
    ['four parts', `${jwt()}.x`],
    ['payload not JSON', `${jwt().split('.')[0]}.%%%.${jwt().split('.')[2]}`],
    ['payload not an object', `${jwt().split('.')[0]}.${part(42)}.${jwt().split('.')[2]}`],
    ['signature too short', `${jwt().split('.').slice(0, 2).join('.')}.c2ln`],
    ['too long', `${'a'.repeat(5000)}.b.c`],
  ])('error: %s', (_name, auth) => {
    expect(readClientId(url(auth), parameters)).toMatchObject({ status: 'rejected' })
  })

  test.each([
    ['not a did', 'client-7'],
    ['another did method', 'did:web:example.com'],
    // A secp256k1 did:key (multicodec 0xe7), not an Ed25519 one.
    ['a secp256k1 did:key', 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme'],
  ])('error: iss is %s', (_name, iss) => {
    const claims = { iss, sub: 'x', aud: relayUrl, iat: now, exp: now + 60 }
    const [, , signature] = jwt().split('.')
    expect(
      readClientId(
        url(`${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.${signature}`),
        parameters,
      ),
    ).toEqual({ status: 'rejected', reason: 'iss is not an Ed25519 did:key' })
  })
})
