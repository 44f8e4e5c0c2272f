// Before anything loads the SDK: isTestRun() then keeps its verify and telemetry clients offline.
process.env.IS_VITEST = 'true'

import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { startTestRelay, startTestRpc, type TestServer } from '@latch/test/walletconnect'
import type SignClient from '@walletconnect/sign-client'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createWalletConnectClient } from './createWalletConnectClient.js'
import {
  ConnectAbortedError,
  InvalidSendCallsError,
  MissingRpcUrlError,
  ProposalRejectedError,
} from './errors.js'
import { validateSendCalls } from './validateSendCalls.js'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const evmChain = 'eip155:31337'
const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host)
const connectedHosts: string[] = []
const fetchedUrls: string[] = []
const originalConnect = net.Socket.prototype.connect

let relay: TestServer
let relayUrl: string
let rpc: TestServer
let rpcUrl: string
const rpcMethods: string[] = []
let wallet: SignClient
const walletMethods: string[] = []
let walletDecision: 'approve' | 'reject' = 'approve'

const metadata = (name: string) => ({
  name,
  description: name,
  url: 'http://127.0.0.1',
  icons: ['http://127.0.0.1/icon.png'],
})

const newClient = (storagePrefix = `latch-dapp-${randomBytes(4).toString('hex')}`) =>
  createWalletConnectClient({
    projectId: 'local-test',
    relayUrl,
    metadata: metadata('Dapp'),
    rpcMap: { [evmChain]: rpcUrl, [solanaChain]: rpcUrl },
    storagePrefix,
  })

beforeAll(async () => {
  const originalFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    fetchedUrls.push(url.href)
    if (!isLoopback(url.hostname)) throw new Error(`Blocked a request to ${url.href}`)
    return originalFetch(input, init)
  })
  // fetch is not the only way out (the SDK's HTTP RPC uses cross-fetch), so watch TCP as well.
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

  relay = await startTestRelay()
  relayUrl = relay.url
  // A stand-in for anvil: enough JSON-RPC to see which reads reach the RPC map.
  rpc = await startTestRpc((method) => {
    rpcMethods.push(method)
    return method === 'eth_blockNumber' ? '0x2a' : method === 'eth_chainId' ? '0x7a69' : null
  })
  rpcUrl = rpc.url

  const { SignClient } = await import('@walletconnect/sign-client')
  const { buildApprovedNamespaces, getSdkError } = await import('@walletconnect/utils')
  wallet = await SignClient.init({
    projectId: 'local-test',
    relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: `latch-wallet-${randomBytes(4).toString('hex')}`,
    metadata: metadata('Wallet'),
  })
  wallet.on('session_proposal', async ({ id, params }) => {
    if (walletDecision === 'reject')
      return void (await wallet.reject({ id, reason: getSdkError('USER_REJECTED') }))
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: [evmChain],
          methods: params.optionalNamespaces.eip155?.methods ?? [],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`${evmChain}:${account.address}`],
        },
        solana: {
          chains: [solanaChain],
          methods: ['solana_signMessage'],
          events: [],
          accounts: [`${solanaChain}:${solanaAddress}`],
        },
      },
    })
    await wallet.approve({ id, namespaces })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    const { method, params: requestParams } = params.request
    walletMethods.push(method)
    let result: unknown = null
    if (method === 'personal_sign') {
      const [message] = requestParams as [Hex, string]
      result = await account.signMessage({ message: { raw: message } })
    } else if (method === 'eth_signTypedData_v4') {
      const [, json] = requestParams as [string, string]
      const { domain, types, primaryType, message } = JSON.parse(json)
      const { EIP712Domain: _, ...rest } = types
      result = await account.signTypedData({ domain, types: rest, primaryType, message })
    }
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
})

afterAll(async () => {
  wallet?.core.heartbeat.stop()
  await wallet?.core.relayer.transportClose().catch(() => undefined)
  await relay?.close()
  await rpc?.close()
  net.Socket.prototype.connect = originalConnect
  vi.unstubAllGlobals()
})

const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'hello latch' },
} as const

describe('createWalletConnectClient', () => {
  test('behavior: pairs, signs, reads, restores and is told of a wallet disconnect', async () => {
    const storagePrefix = `latch-dapp-${randomBytes(4).toString('hex')}`
    const client = newClient(storagePrefix)
    const uris: string[] = []
    const session = await client.connect({
      namespaces: { eip155: { chains: [evmChain] }, solana: { chains: [solanaChain] } },
      onUri: (uri) => {
        uris.push(uri)
        void wallet.pair({ uri })
      },
    })
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:/)
    expect(session.accounts).toEqual({
      eip155: [`${evmChain}:${account.address}`],
      solana: [`${solanaChain}:${solanaAddress}`],
    })
    expect(session.peer).toEqual({
      name: 'Wallet',
      icons: ['http://127.0.0.1/icon.png'],
      url: 'http://127.0.0.1',
    })
    expect(session.expiry * 1000).toBeGreaterThan(Date.now())

    const signature = await client.request<Hex>({
      chainId: evmChain,
      method: 'personal_sign',
      params: [toHex('hello latch'), account.address],
    })
    expect(
      await verifyMessage({ address: account.address, message: 'hello latch', signature }),
    ).toBe(true)

    const typedSignature = await client.request<Hex>({
      chainId: evmChain,
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: account.address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(true)

    // Reads go to the RPC map, not to the wallet.
    expect(await client.request({ chainId: evmChain, method: 'eth_blockNumber' })).toBe('0x2a')
    expect(rpcMethods).toContain('eth_blockNumber')

    await expect(
      client.request({
        chainId: evmChain,
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: 'not-an-address' }] }],
      }),
    ).rejects.toBeInstanceOf(InvalidSendCallsError)
    expect(walletMethods).toEqual(['personal_sign', 'eth_signTypedData_v4'])

    // A reload: a new client on the same storage finds the session without a new pairing. In Node
    // the SDK hands the second client the first one's cached core (its storage is in memory), so
    // the first stays open; the browser's real reload is the Playwright test's job.
    const reloaded = newClient(storagePrefix)
    const restored = await reloaded.restore()
    expect(restored).toEqual(session)

    const deleted = new Promise<unknown>((resolve) => reloaded.on('session_delete', resolve))
    const { getSdkError } = await import('@walletconnect/utils')
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toMatchObject({ topic: session.topic })
    expect(await reloaded.restore()).toBeUndefined()
    expect(uris).toHaveLength(1)
    await client.close()

    expect(fetchedUrls.filter((url) => !isLoopback(new URL(url).hostname))).toEqual([])
    expect(connectedHosts.length).toBeGreaterThanOrEqual(2)
    expect(connectedHosts.filter((host) => !isLoopback(host))).toEqual([])
  })

  test('behavior: a rejected proposal rejects with ProposalRejectedError', async () => {
    walletDecision = 'reject'
    const client = newClient()
    try {
      const error = await client
        .connect({
          namespaces: { eip155: { chains: [evmChain] } },
          onUri: (uri) => void wallet.pair({ uri }),
        })
        .catch((error: unknown) => error)
      expect(error).toBeInstanceOf(ProposalRejectedError)
      expect((error as ProposalRejectedError).code).toBe(5000)
    } finally {
      walletDecision = 'approve'
      await client.close()
    }
  })

  test('behavior: aborting rejects with ConnectAbortedError', async () => {
    const client = newClient()
    const controller = new AbortController()
    const error = await client
      .connect({
        namespaces: { eip155: { chains: [evmChain] } },
        onUri: () => controller.abort(),
        signal: controller.signal,
      })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ConnectAbortedError)
    await client.close()
  })

  test('behavior: a chain without an RPC URL is refused before anything loads', async () => {
    const client = newClient()
    await expect(
      client.connect({ namespaces: { eip155: { chains: ['eip155:1'] } }, onUri: () => {} }),
    ).rejects.toBeInstanceOf(MissingRpcUrlError)
  })
})

describe('validateSendCalls', () => {
  test('default', () => {
    expect(() =>
      validateSendCalls([{ calls: [{ to: '0x0000000000000000000000000000000000000001' }] }]),
    ).not.toThrow()
    expect(() => validateSendCalls([{ calls: [{ to: '0x01', data: '0xabcd' }] }])).not.toThrow()
  })

  test('parameters: bad to, bad data, missing calls', () => {
    expect(() => validateSendCalls([{ calls: [{ to: 'abc' }] }])).toThrow(InvalidSendCallsError)
    expect(() => validateSendCalls([{ calls: [{}] }])).toThrow('calls[0].to must start with 0x')
    expect(() => validateSendCalls([{ calls: [{ to: '0x01', data: 'abcd' }] }])).toThrow(
      'calls[0].data must start with 0x',
    )
    expect(() => validateSendCalls([{}])).toThrow(InvalidSendCallsError)
  })
})
