import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { startTestRelay, type TestRelay } from '@latch/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host)

// Every outgoing TCP connection (WebSocket, fetch, http) of this test process, by host.
const connectedHosts: string[] = []
const fetchedUrls: string[] = []
const originalConnect = net.Socket.prototype.connect

let testRelay: TestRelay
beforeAll(async () => {
  // The SDK's verify and telemetry clients stay offline in a test run (isTestRun()).
  vi.stubEnv('IS_VITEST', 'true')
  const originalFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    fetchedUrls.push(url.href)
    if (!isLoopback(url.hostname)) throw new Error(`Blocked a request to ${url.href}`)
    return originalFetch(input, init)
  })
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const [first] = args
    const options = (Array.isArray(first) ? first[0] : first) as
      | { host?: string; path?: string }
      | number
      | string
    if (typeof options === 'object' && options !== null)
      connectedHosts.push(options.path ? `unix:${options.path}` : (options.host ?? 'localhost'))
    else connectedHosts.push(typeof args[1] === 'string' ? args[1] : 'localhost')
    return (originalConnect as (...parameters: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect
  testRelay = await startTestRelay()
})

afterAll(async () => {
  net.Socket.prototype.connect = originalConnect
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  await testRelay?.close()
})

const metadata = (name: string): SignClientTypes.Metadata => ({
  name,
  description: name,
  url: 'http://127.0.0.1',
  icons: [],
})

describe('createRelay with @walletconnect/sign-client 2.21.8', () => {
  test('behavior: pairing, session, personal_sign and disconnect, all on loopback', async () => {
    const startedAt = performance.now()
    const suffix = randomBytes(4).toString('hex')
    const common = {
      projectId: 'local-test',
      relayUrl: testRelay.url,
      telemetryEnabled: false,
      logger: 'error',
    }
    const dapp = await SignClient.init({
      ...common,
      customStoragePrefix: `latch-dapp-${suffix}`,
      metadata: metadata('Dapp'),
    })
    const wallet = await SignClient.init({
      ...common,
      customStoragePrefix: `latch-wallet-${suffix}`,
      metadata: metadata('Wallet'),
    })
    const account = privateKeyToAccount(generatePrivateKey())
    const chainId = 'eip155:31337'

    try {
      wallet.on('session_proposal', async ({ id, params }) => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: {
              chains: [chainId],
              methods: ['personal_sign'],
              events: ['accountsChanged', 'chainChanged'],
              accounts: [`${chainId}:${account.address}`],
            },
          },
        })
        await wallet.approve({ id, namespaces })
      })
      wallet.on('session_request', async ({ topic, id, params }) => {
        const [message] = params.request.params as [Hex, string]
        const signature = await account.signMessage({ message: { raw: message } })
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
      })

      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: [chainId], methods: ['personal_sign'], events: ['accountsChanged'] },
        },
      })
      expect(uri).toMatch(/^wc:/)
      await wallet.pair({ uri: uri! })
      const session = await approval()
      const pairedAt = performance.now()
      expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${account.address}`])
      expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Dapp')

      const signature = await dapp.request<Hex>({
        topic: session.topic,
        chainId,
        request: { method: 'personal_sign', params: [toHex('hello latch'), account.address] },
      })
      expect(
        await verifyMessage({ address: account.address, message: 'hello latch', signature }),
      ).toBe(true)
      const signedAt = performance.now()

      const deleted = new Promise<{ topic: string }>((resolve) =>
        dapp.on('session_delete', resolve),
      )
      await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      expect(await deleted).toMatchObject({ topic: session.topic })
      expect(dapp.session.getAll()).toEqual([])
      const endedAt = performance.now()
      console.info(
        `sign-client through the relay: paired in ${Math.round(pairedAt - startedAt)} ms, ` +
          `personal_sign in ${Math.round(signedAt - pairedAt)} ms, ` +
          `disconnect in ${Math.round(endedAt - signedAt)} ms`,
      )
    } finally {
      for (const client of [dapp, wallet]) {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose()
      }
    }

    // Both clients were known by the did:key of their verified auth JWTs, none was refused.
    const connected = testRelay.logLines.filter((line) => line.msg === 'relay client connected')
    expect(connected.length).toBeGreaterThanOrEqual(2)
    for (const line of connected) expect(line.client).toMatch(/^did:key:z6Mk/)
    expect(testRelay.logLines.filter((line) => line.msg === 'relay client refused')).toEqual([])

    expect(fetchedUrls.filter((url) => !isLoopback(new URL(url).hostname))).toEqual([])
    expect(connectedHosts.length).toBeGreaterThanOrEqual(2)
    expect(connectedHosts.filter((host) => !isLoopback(host))).toEqual([])
  })
})
