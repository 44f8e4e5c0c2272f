import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { SiweConfig, SiweCreateMessageParameters, SiweSession } from '../types/siwx.js'
import { fromSiweConfig } from './fromSiweConfig.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2026-11-25T12:00:00.000Z'))
  vi.stubGlobal('location', { host: 'example.com', origin: 'https://example.com' })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A legacy SIWE config over one backend session, recording what the modal calls. */
function legacy(overrides: Partial<SiweConfig> = {}) {
  const calls: string[] = []
  let session: SiweSession | null = null
  const config: SiweConfig = {
    async getNonce(forAddress) {
      calls.push(`getNonce:${forAddress}`)
      return 'n0nce1234'
    },
    createMessage(parameters: SiweCreateMessageParameters) {
      calls.push(`createMessage:${JSON.stringify(parameters)}`)
      return `SIWE ${parameters.address} ${parameters.chainId} ${parameters.nonce}`
    },
    async verifyMessage({ message, signature }) {
      calls.push(`verifyMessage:${message}:${signature}`)
      session = { address, chainId: 1 }
      return signature === '0xgood'
    },
    getSession: async () => session,
    async signOut() {
      calls.push('signOut')
      session = null
      return true
    },
    onSignIn: (signedIn) => calls.push(`onSignIn:${JSON.stringify(signedIn)}`),
    onSignOut: () => calls.push('onSignOut'),
    ...overrides,
  }
  return {
    siwx: fromSiweConfig(config),
    calls,
    setSession: (next: SiweSession | null) => {
      session = next
    },
  }
}

test('default: createMessage takes a nonce and the site writes the text', async () => {
  const { siwx, calls } = legacy()
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:10' })
  expect(message.toString()).toBe(`SIWE ${address} 10 n0nce1234`)
  expect(calls).toEqual([
    `getNonce:${address}`,
    `createMessage:${JSON.stringify({
      address,
      chainId: 10,
      domain: 'example.com',
      uri: 'https://example.com',
      nonce: 'n0nce1234',
      version: '1',
      iat: '2026-11-25T12:00:00.000Z',
    })}`,
  ])
  const { toString: _, ...data } = message
  expect(data).toEqual({
    accountAddress: address,
    chainId: 'eip155:10',
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'n0nce1234',
    issuedAt: '2026-11-25T12:00:00.000Z',
  })
})

test('parameters: getMessageParams fills the fields', async () => {
  const { siwx, calls } = legacy({
    getMessageParams: async () => ({
      domain: 'app.example',
      uri: 'https://app.example/login',
      chains: [1],
      statement: 'Sign in to Example.',
      exp: '2026-11-25T12:10:00.000Z',
      resources: ['https://app.example/terms'],
    }),
  })
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
  expect(JSON.parse(calls[1]!.slice('createMessage:'.length))).toMatchObject({
    domain: 'app.example',
    uri: 'https://app.example/login',
    statement: 'Sign in to Example.',
    exp: '2026-11-25T12:10:00.000Z',
    resources: ['https://app.example/terms'],
  })
  expect(message).toMatchObject({
    domain: 'app.example',
    statement: 'Sign in to Example.',
    expirationTime: '2026-11-25T12:10:00.000Z',
  })
})

test('behavior: addSession verifies and reports onSignIn; a refusal throws', async () => {
  const { siwx, calls } = legacy()
  const data = {
    accountAddress: address,
    chainId: 'eip155:1' as const,
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'n0nce1234',
  }
  await siwx.addSession({ data, message: 'text', signature: '0xgood' })
  expect(calls.slice(-2)).toEqual([
    'verifyMessage:text:0xgood',
    `onSignIn:${JSON.stringify({ address, chainId: 1 })}`,
  ])
  await expect(siwx.addSession({ data, message: 'text', signature: '0xbad' })).rejects.toThrow(
    'The signed message was not accepted.',
  )
})

test('behavior: getSessions is the backend session of this account and network', async () => {
  const { siwx, calls, setSession } = legacy()
  expect(await siwx.getSessions('eip155:1', address)).toEqual([])
  setSession({ address, chainId: 1 })
  const [session] = await siwx.getSessions('eip155:1', address.toLowerCase())
  expect(session?.data).toMatchObject({ accountAddress: address, chainId: 'eip155:1' })
  // Another account, another network: signed out (signOutOnAccountChange, …NetworkChange).
  expect(await siwx.getSessions('eip155:1', other)).toEqual([])
  expect(calls.slice(-2)).toEqual(['signOut', 'onSignOut'])
  setSession({ address, chainId: 1 })
  expect(await siwx.getSessions('eip155:10', address)).toEqual([])
  expect(calls.at(-1)).toBe('onSignOut')
})

test('parameters: signOutOnAccountChange and signOutOnNetworkChange false keep the session', async () => {
  const { siwx, calls, setSession } = legacy({
    signOutOnAccountChange: false,
    signOutOnNetworkChange: false,
  })
  setSession({ address, chainId: 1 })
  expect(await siwx.getSessions('eip155:10', other)).toHaveLength(1)
  expect(calls).not.toContain('signOut')
})

test('behavior: revokeSession and setSessions([]) sign out', async () => {
  const { siwx, calls } = legacy()
  await siwx.revokeSession('eip155:1', address)
  await siwx.setSessions([])
  expect(calls).toEqual(['signOut', 'onSignOut', 'signOut', 'onSignOut'])
})

test('parameters: required and signOutOnDisconnect default to true', () => {
  expect(legacy().siwx.getRequired?.()).toBe(true)
  expect(legacy().siwx.signOutOnDisconnect).toBe(true)
  const off = legacy({ required: false, signOutOnDisconnect: false }).siwx
  expect(off.getRequired?.()).toBe(false)
  expect(off.signOutOnDisconnect).toBe(false)
})

test('error: SIWE signs on eip155 only', async () => {
  await expect(
    legacy().siwx.createMessage({
      accountAddress: 'abc',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }),
  ).rejects.toThrow('Sign In With X cannot sign on solana: only eip155 and solana can.')
})
