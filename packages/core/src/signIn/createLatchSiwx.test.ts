import { memoryStorage, mockAdapter } from '@latch/test'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
import { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
import type { SiwxMessage } from '../types/siwx.js'
import { createLatchSiwx } from './createLatchSiwx.js'
import { siwxRevalidateMs } from './latchSiwxMethods.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'ab'.repeat(65)}`
const start = Date.parse('2026-11-25T12:00:00.000Z')
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The Latch server's `/siwx/v1` routes as far as this client sees them: nonces, one verify per
 * nonce, bearer sessions and sign-out. Signatures are not checked (the server's tests do that).
 */
function fakeServer() {
  const requests: string[] = []
  const sessions = new Map<string, { live: boolean; expiresAt: string; body: object }>()
  let count = 0
  let down = false
  const reply = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status })
  const fetch = async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(input)
    const headers = new Headers(init.headers)
    requests.push(
      `${init.method ?? 'GET'} ${url.pathname} ${headers.get('authorization') ?? ''}`.trim(),
    )
    if (down) throw new TypeError('fetch failed')
    expect(url.searchParams.get('projectId')).toBe('latch-demo')
    const session = () => sessions.get(headers.get('authorization')?.split('.')[1] ?? '')
    switch (url.pathname) {
      case '/siwx/v1/nonce':
        count += 1
        return reply(200, {
          nonce: `a1b2c3d4e5f6a7b${count}`,
          expiresAt: '2026-11-25T12:10:00.000Z',
        })
      case '/siwx/v1/verify': {
        const { message } = JSON.parse(String(init.body))
        const fields = parseSiwxMessage(message)
        const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
        const claims = {
          aud: 'latch-demo',
          sub: `${fields.chainId}:${fields.address}`,
          jti: `session-${count}`,
          iat: Date.now() / 1000,
          exp: Date.now() / 1000 + 86_400,
          chainId: fields.chainId,
          address: fields.address,
          domain: fields.domain,
        }
        const payload = base64url(claims)
        const body = {
          id: claims.jti,
          address: fields.address,
          chainId: fields.chainId,
          caipAddress: claims.sub,
          domain: fields.domain,
          issuedAt: new Date().toISOString(),
          expiresAt,
        }
        sessions.set(payload, { live: true, expiresAt, body })
        return reply(200, {
          token: `${base64url({ alg: 'ES256' })}.${payload}.c2ln`,
          session: body,
        })
      }
      case '/siwx/v1/session': {
        const found = session()
        if (!found?.live) return reply(401, { error: { code: 'unauthorized', message: 'No.' } })
        return reply(200, { session: found.body })
      }
      case '/siwx/v1/sign-out': {
        const found = session()
        if (!found?.live) return reply(401, { error: { code: 'unauthorized', message: 'No.' } })
        found.live = false
        return reply(204)
      }
    }
    return reply(404)
  }
  return {
    fetch,
    requests,
    sessions,
    setDown: (value: boolean) => {
      down = value
    },
  }
}

let server: ReturnType<typeof fakeServer>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  server = fakeServer()
  vi.stubGlobal('fetch', server.fetch)
  vi.stubGlobal('location', { host: 'example.com', origin: 'https://example.com' })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(parameters: Parameters<typeof createLatchSiwx>[0] = {}) {
  const storage = memoryStorage()
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    apiUrl: 'https://latch.example',
    projectId: 'latch-demo',
    storage,
  })
  const siwx = createLatchSiwx(parameters)
  siwx._internal.use(config)
  return { siwx, storage }
}

/** What the modal does on Sign in: a message, the wallet's signature, `addSession`. */
async function signIn(siwx: ReturnType<typeof createLatchSiwx>) {
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
  const { toString: _, ...data } = message
  await siwx.addSession({ data, message: message.toString(), signature })
  return message
}

test('default: a message with the server nonce, the page, the network and a 5-minute expiry', async () => {
  const { siwx } = setup({ statement: 'Sign in to Example.' })
  const message: SiwxMessage = await siwx.createMessage({
    accountAddress: address,
    chainId: 'eip155:1',
  })
  const { toString: _, ...data } = message
  expect(data).toEqual({
    accountAddress: address,
    chainId: 'eip155:1',
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b1',
    issuedAt: '2026-11-25T12:00:00.000Z',
    expirationTime: '2026-11-25T12:05:00.000Z',
    statement: 'Sign in to Example.',
  })
  expect(message.toString()).toBe(
    formatSiwxMessage({ ...data, address, version: '1', issuedAt: '2026-11-25T12:00:00.000Z' }),
  )
  expect(message.toString()).toMatchInlineSnapshot(`
    "example.com wants you to sign in with your Ethereum account:
    0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

    Sign in to Example.

    URI: https://example.com
    Version: 1
    Chain ID: 1
    Nonce: a1b2c3d4e5f6a7b1
    Issued At: 2026-11-25T12:00:00.000Z
    Expiration Time: 2026-11-25T12:05:00.000Z"
  `)
  expect(server.requests).toEqual(['POST /siwx/v1/nonce'])
})

test('behavior: a verified session comes back with its token, checked with the server once a minute', async () => {
  const { siwx, storage } = setup()
  await signIn(siwx)
  expect(server.requests).toEqual(['POST /siwx/v1/nonce', 'POST /siwx/v1/verify'])
  expect([...storage.map.keys()].filter((key) => key.startsWith('latch.siwx'))).toEqual([
    `latch.siwx.eip155:1:${address.toLowerCase()}`,
    'latch.siwx',
  ])

  const [session] = await siwx.getSessions('eip155:1', address)
  expect(session?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(session?.data).toMatchObject({ accountAddress: address, chainId: 'eip155:1' })
  expect(session?.expiresAt).toBe('2026-11-26T12:00:00.000Z')
  // Verified a moment ago: the server is not asked again yet.
  expect(server.requests).toHaveLength(2)

  vi.setSystemTime(start + siwxRevalidateMs + 1)
  expect(await siwx.getSessions('eip155:1', address)).toHaveLength(1)
  expect(server.requests.at(-1)).toBe(`GET /siwx/v1/session Bearer ${session?.token}`)
  expect(await siwx.getSessions('eip155:10', address)).toEqual([])
})

test('behavior: a session the server no longer knows is dropped; a server out of reach keeps it', async () => {
  const { siwx, storage } = setup()
  await signIn(siwx)
  vi.setSystemTime(start + siwxRevalidateMs + 1)
  server.setDown(true)
  expect(await siwx.getSessions('eip155:1', address)).toHaveLength(1)
  server.setDown(false)
  for (const session of server.sessions.values()) session.live = false
  expect(await siwx.getSessions('eip155:1', address)).toEqual([])
  expect(storage.map.has(`latch.siwx.eip155:1:${address.toLowerCase()}`)).toBe(false)
})

test('behavior: revokeSession and setSessions([]) sign out on the server', async () => {
  const { siwx } = setup()
  await signIn(siwx)
  const [session] = await siwx.getSessions('eip155:1', address)
  await siwx.revokeSession('eip155:1', address)
  expect(server.requests.at(-1)).toBe(`POST /siwx/v1/sign-out Bearer ${session?.token}`)
  expect(await siwx.getSessions('eip155:1', address)).toEqual([])

  await signIn(siwx)
  await siwx.setSessions([])
  expect(server.requests.at(-1)).toMatch(/^POST \/siwx\/v1\/sign-out Bearer /)
  expect([...server.sessions.values()].every((entry) => !entry.live)).toBe(true)
  expect(await siwx.getSessions('eip155:1', address)).toEqual([])
})

test('behavior: setSessions keeps a session token the server knows, and signs the others out', async () => {
  const { siwx } = setup()
  await signIn(siwx)
  const [kept] = await siwx.getSessions('eip155:1', address)
  await siwx.revokeSession('eip155:1', address)
  for (const entry of server.sessions.values()) entry.live = true
  await siwx.setSessions([kept!])
  expect(server.requests.at(-1)).toBe(`GET /siwx/v1/session Bearer ${kept?.token}`)
  expect((await siwx.getSessions('eip155:1', address))[0]?.token).toBe(kept?.token)
})

test('parameters: required and signOutOnDisconnect', () => {
  expect(createLatchSiwx().getRequired()).toBe(true)
  expect(createLatchSiwx().signOutOnDisconnect).toBe(true)
  expect(createLatchSiwx({ required: false }).getRequired()).toBe(false)
  expect(createLatchSiwx({ signOutOnDisconnect: false }).signOutOnDisconnect).toBe(false)
})

test('error: bad parameters, and use before createAppKit', async () => {
  expect(() => createLatchSiwx({ expiresInSeconds: 0 })).toThrow(
    '`createLatchSiwx({ expiresInSeconds })` must be a whole number of seconds from 1 to 86400.',
  )
  expect(() => createLatchSiwx({ statement: 'two\nlines' })).toThrow(
    '`createLatchSiwx({ statement })` must be one line.',
  )
  await expect(createLatchSiwx().getSessions('eip155:1', address)).rejects.toThrow(
    'Sign In With X is not running',
  )
})
