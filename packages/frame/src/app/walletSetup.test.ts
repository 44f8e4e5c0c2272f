// @vitest-environment node
// Node, not jsdom: the frame talks to a real Latch server app over its own `fetch`, on the
// server's test databases.
import type { FrameRequestHandlers } from '@latch/frame/handler'
import { databases } from '@latch/test/server'
import { base64 } from '@scure/base'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, vi } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { confirmRecoveryCodeSaved } from './device/confirmRecoveryCodeSaved.js'
import { frameAppMessages } from './frameAppMessages.js'
import { createTestContext } from './testing/createTestContext.js'
import { callHandler } from './testing/handlerCalls.js'
import { replyError } from './testing/replyError.js'
import { useFrameTestServer } from './testing/useFrameTestServer.js'
import { fetchAuthShare } from './walletSetup.js'

/** One HTTP exchange as a capturing proxy between the frame and the API would log it. */
type Exchange = {
  method: string
  url: string
  requestBody: string
  status: number
  cacheControl: string | null
  responseBody: string
}

// Every encoding the share could travel in: the raw bytes (as latin1 text), base64, base64url and
// hex, of the whole share and of its first and last 8 bytes.
const encodings = (bytes: Uint8Array) =>
  [bytes, bytes.subarray(0, 8), bytes.subarray(bytes.length - 8)].flatMap((part) => {
    const buffer = Buffer.from(part)
    return [
      buffer.toString('latin1'),
      buffer.toString('base64'),
      buffer.toString('base64url'),
      buffer.toString('hex'),
      buffer.toString('hex').toUpperCase(),
    ]
  })
const carries = (text: string, bytes: Uint8Array) =>
  encodings(bytes).some((form) => text.includes(form))

afterEach(() => {
  vi.restoreAllMocks()
})

describe.each(databases)('the AUTH share on the wire ($name)', (database) => {
  const server = useFrameTestServer(database)
  const { test, handle, advance, serverFetch, codeFor } = server

  // A proxy on the frame's way to the API that records every request and response, in full.
  const capturingProxy = (exchanges: Exchange[]): typeof fetch => {
    return async (input, init) => {
      const response = await serverFetch(input, init)
      exchanges.push({
        method: init?.method ?? 'GET',
        url: String(input),
        requestBody: typeof init?.body === 'string' ? init.body : '',
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        responseBody: await response.clone().text(),
      })
      return response
    }
  }

  const signIn = async (handlers: FrameRequestHandlers, email: string) => {
    await callHandler(handlers, 'CONNECT_EMAIL', { email })
    return (await callHandler(handlers, 'CONNECT_OTP', { otp: codeFor(email) })).action
  }

  test('default (transport.hpke): a capturing proxy never sees the AUTH share released to the frame', async () => {
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey')
    const exchanges: Exchange[] = []
    const indexedDB = new IDBFactory()
    // The first login anywhere: the wallet is created and its recovery code confirmed.
    const first = createTestContext({ apiFetch: capturingProxy(exchanges), indexedDB, chainId: 1 })
    const firstHandlers = createFrameHandlers(first.context)
    expect(await signIn(firstHandlers, 'alice@example.com')).toBe('VERIFY_DEVICE')
    const wallet = first.context.session.getWallet()
    if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
    expect(await confirmRecoveryCodeSaved(first.context, wallet)).toBe('confirmed')
    const address = (await callHandler(firstHandlers, 'GET_USER', {})).address
    // A second login on the same device opens the wallet with the AUTH share from the server.
    advance(31)
    const second = createTestContext({ apiFetch: capturingProxy(exchanges), indexedDB, chainId: 1 })
    const secondHandlers = createFrameHandlers(second.context)
    expect(await signIn(secondHandlers, 'alice@example.com')).toBe('CONNECT')
    expect((await callHandler(secondHandlers, 'GET_USER', {})).address).toBe(address)
    const [row] = await handle.db.selectFrom('auth_key_shares').selectAll().execute()
    expect(address).toBe(row?.eip155_address)

    // The first login's upload is the share's only trip in plaintext (it relies on TLS): it is
    // what the proxy sees when a share does pass, so the scan below is known to find one.
    const uploads = exchanges.filter((exchange) => exchange.method === 'PUT')
    expect(uploads).toHaveLength(1)
    const share = base64.decode(JSON.parse(uploads[0]!.requestBody).share)
    expect(share).toHaveLength(17)
    expect(carries(uploads[0]!.requestBody, share)).toBe(true)

    // The second login fetched the share: sealed to a one-time key, never cached.
    const releases = exchanges.filter(
      (exchange) => exchange.method === 'GET' && exchange.url.includes('/key-shares/auth'),
    )
    expect(releases.map((exchange) => exchange.status)).toEqual([404, 200])
    const recipientKeys = releases.map((exchange) =>
      new URL(exchange.url).searchParams.get('recipientKey'),
    )
    for (const key of recipientKeys) expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(new Set(recipientKeys).size).toBe(recipientKeys.length)
    for (const exchange of releases) expect(exchange.cacheControl).toBe('no-store')
    expect(Object.keys(JSON.parse(releases[1]!.responseBody)).sort()).toEqual([
      'addresses',
      'ciphertext',
      'enc',
      'userId',
    ])
    // Nothing else the proxy saw carries the share, in any encoding.
    const others = exchanges.filter((exchange) => exchange !== uploads[0])
    expect(others.length).toBeGreaterThan(4)
    for (const exchange of others)
      expect(
        carries(`${exchange.url}\n${exchange.requestBody}\n${exchange.responseBody}`, share),
      ).toBe(false)

    // The one-time keys whose public halves were sent: their private halves could not be
    // exported. (The spy also sees the server's own ephemeral HPKE keys, made in this process.)
    const pairs = (
      await Promise.all(generateKey.mock.results.map((result) => result.value))
    ).filter((key): key is CryptoKeyPair => 'privateKey' in key)
    const sent: CryptoKeyPair[] = []
    for (const pair of pairs) {
      const raw = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey))
      if (recipientKeys.includes(raw.toString('base64url'))) sent.push(pair)
    }
    expect(sent).toHaveLength(2)
    for (const pair of sent) {
      expect(pair.privateKey.extractable).toBe(false)
      await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow()
    }
  })

  test('error: a reply changed on the way is refused, never opened as a share', async () => {
    const { context } = createTestContext({ apiFetch: serverFetch, indexedDB: new IDBFactory() })
    const handlers = createFrameHandlers(context)
    expect(await signIn(handlers, 'bob@example.com')).toBe('VERIFY_DEVICE')
    const wallet = context.session.getWallet()
    if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
    expect(await confirmRecoveryCodeSaved(context, wallet)).toBe('confirmed')
    const login = context.session.getSession()!
    expect((await fetchAuthShare(context.api, login))?.share).toHaveLength(17)

    // A proxy that edits the JSON of the key-share reply.
    const editing = (edit: (body: Record<string, string>) => void): typeof fetch => {
      return async (input, init) => {
        const response = await serverFetch(input, init)
        if (!String(input).includes('/key-shares/auth')) return response
        const body = await response.json()
        edit(body)
        return Response.json(body, { status: response.status })
      }
    }
    const flipFirstByte = (text: string) => {
      const bytes = Buffer.from(text, 'base64url')
      bytes[0] = (bytes[0] ?? 0) ^ 1
      return bytes.toString('base64url')
    }
    for (const edit of [
      (body: Record<string, string>) => {
        body.ciphertext = flipFirstByte(body.ciphertext!)
      },
      (body: Record<string, string>) => {
        body.userId = 'someone-else'
      },
    ]) {
      const api = createTestContext({ apiFetch: editing(edit) }).context.api
      expect(await replyError(fetchAuthShare(api, login))).toBe(frameAppMessages.walletUnreadable)
    }
    // A proxy that swaps in a key of its own gets a reply the frame cannot open (TLS must stop
    // such an active attacker; the sealing keeps passive proxies and logs blind).
    const attacker = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ])
    const attackerKey = Buffer.from(
      await crypto.subtle.exportKey('raw', attacker.publicKey),
    ).toString('base64url')
    const swapping: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      if (url.searchParams.has('recipientKey')) url.searchParams.set('recipientKey', attackerKey)
      return serverFetch(url.toString(), init)
    }
    const api = createTestContext({ apiFetch: swapping }).context.api
    expect(await replyError(fetchAuthShare(api, login))).toBe(frameAppMessages.walletUnreadable)
  })
})
