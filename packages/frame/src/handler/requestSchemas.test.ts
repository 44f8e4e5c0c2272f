import type { FrameRequestPayloads, FrameRequestType } from '@latch/core'
import * as v from 'valibot'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { frameRequestTypes, isFrameRequestType, requestSchemas } from './requestSchemas.js'

describe('requestSchemas', () => {
  test('default: the request types of spec section 7, in its order', () => {
    expect(frameRequestTypes).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_USER',
      'GET_SOCIAL_REDIRECT_URI',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'RPC_REQUEST',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'RELOAD',
      'ABORT_REQUEST',
    ])
    expectTypeOf<(typeof frameRequestTypes)[number]>().toEqualTypeOf<FrameRequestType>()
    expectTypeOf<v.InferOutput<(typeof requestSchemas)['GET_USER']>>().toExtend<
      FrameRequestPayloads['GET_USER']
    >()
  })

  test('behavior: isFrameRequestType is an exact, own-key match', () => {
    expect(isFrameRequestType('GET_USER')).toBe(true)
    for (const type of [
      'get_user',
      'GET_USER ',
      'toString',
      '__proto__',
      'constructor',
      'hasOwnProperty',
    ]) {
      expect(isFrameRequestType(type)).toBe(false)
    }
  })

  test.each([
    ['SWITCH_NETWORK', { chainId: 'eip155:1' }],
    ['SWITCH_NETWORK', { chainId: 10 }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com' }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: '0.12345' }],
    ['CONNECT_OTP', { otp: '012345' }],
    ['CONNECT_SOCIAL', { uri: 'https://frame.test/callback?code=abc&state=def' }],
    ['GET_USER', {}],
    ['GET_USER', { chainId: 'eip155:1', preferredAccountType: 'smartAccount' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
    ['IS_CONNECTED', {}],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
    ['RPC_REQUEST', { method: 'eth_call', params: [{ to: '0x1' }, 'latest'] }],
    ['RPC_REQUEST', { method: 'wallet_getAssets', params: { account: '0x1' } }],
    ['RPC_REQUEST', { method: 'eth_chainId' }],
    [
      'SYNC_THEME',
      { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 999 } },
    ],
    ['SYNC_THEME', { themeMode: 'light', locale: 'de' }],
    ['SYNC_THEME', { locale: 'en-GB' }],
    // The longest tag taken: 35 characters.
    ['SYNC_THEME', { locale: `en${'-abcdefgh'.repeat(3)}-abcde` }],
    [
      'SYNC_DAPP_DATA',
      {
        metadata: {
          name: 'App',
          description: 'An app',
          url: 'https://app.test',
          icons: ['https://app.test/i.png'],
        },
        sdkVersion: '0.1.0',
        sdkType: 'latch',
        projectId: 'p1',
      },
    ],
    ['RELOAD', {}],
  ] as const)('default: %s %j passes', (type, payload) => {
    expect(v.safeParse(requestSchemas[type], payload).success).toBe(true)
  })

  test.each([
    ['SWITCH_NETWORK', { chainId: 1.5 }],
    ['SWITCH_NETWORK', { chainId: '' }],
    ['CONNECT_EMAIL', { email: `${'a'.repeat(250)}@b.test` }],
    // A challenge travels as a request header: no empty one, no more than 4 KB, nothing but
    // visible ASCII (no line breaks, spaces or other characters a header cannot carry).
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: '' }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: 'token\r\nX-Evil: 1' }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: 'two words' }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: 'tökén' }],
    ['CONNECT_EMAIL', { email: 'visitor@example.com', challenge: 42 }],
    ['CONNECT_OTP', { otp: '１２３４５６' }],
    ['CONNECT_OTP', { otp: 123456 }],
    ['CONNECT_SOCIAL', { uri: 'not a url' }],
    ['GET_USER', { preferredAccountType: 'payment' }],
    ['SET_PREFERRED_ACCOUNT', {}],
    ['RPC_REQUEST', { method: '' }],
    ['RPC_REQUEST', { method: 'eth_call', params: 'latest' }],
    ['SYNC_THEME', { themeMode: 'sepia' }],
    ['SYNC_THEME', { themeVariables: { '--w3m-accent': '#f00', '--evil': 'x' } }],
    ['SYNC_THEME', { locale: '<script>' }],
    ['SYNC_THEME', { locale: '' }],
    ['SYNC_THEME', { locale: 'de_DE' }],
    // Well-formed but 100 characters long.
    ['SYNC_THEME', { locale: `en${'-abcdefgh'.repeat(10)}-abcdefg` }],
    // One character over the cap.
    ['SYNC_THEME', { locale: `en${'-abcdefgh'.repeat(3)}-abcdef` }],
    ['SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 'latch' }],
    ['RELOAD', { now: true }],
  ] as const)('error: %s %j fails', (type, payload) => {
    expect(v.safeParse(requestSchemas[type], payload).success).toBe(false)
  })

  test('behavior: a CONNECT_EMAIL challenge is at most 4096 characters', () => {
    const withChallenge = (challenge: string) =>
      v.safeParse(requestSchemas.CONNECT_EMAIL, { email: 'visitor@example.com', challenge }).success
    expect(withChallenge(`!${'~'.repeat(4095)}`)).toBe(true)
    expect(withChallenge('a'.repeat(4097))).toBe(false)
  })
})
