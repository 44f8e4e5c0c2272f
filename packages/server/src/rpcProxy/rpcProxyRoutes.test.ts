import type { AnvilProcess } from '@latch/devnet'
import { devAccounts, isSurfpoolInstalled, startSolana } from '@latch/devnet'
import { classifyRpcMethod, maxBatchCalls, rpcMethodTable } from '@latch/frame/handler'
import {
  closedPort,
  databases,
  startAnvil,
  startUpstream,
  type Upstream,
  useTestDatabase,
} from '@latch/test/server'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import type { RateLimitRules } from '../rateLimit/rateLimitRules.js'
import {
  maximumRpcBatchLength,
  maximumRpcBodyBytes,
  maximumSimulatedCalls,
} from './rpcProxyLimits.js'
import { rpcProxyMethods } from './rpcProxyMethods.js'

// Issue 11 (low): the frame reads chains through `POST /rpc/v1/{chain}` on the server, which
// forwards only to the upstream the operator configured (SECURITY.md T30), so no API key in an
// upstream URL ever reaches a browser.

const frameOrigin = 'https://frame.example.net'
const appOrigin = 'https://app.example'
const chain = 'eip155:31337'
const sqlite = databases.find((database) => database.name === 'sqlite')
const surfpoolInstalled = isSurfpoolInstalled()

describe('rpcProxy routes', () => {
  const handle = useTestDatabase(sqlite ?? { name: 'sqlite', url: 'sqlite:' })
  const { test } = handle
  let anvil: AnvilProcess
  // Stands between the proxy and anvil and counts what reached the node.
  let upstream: Upstream
  let deadPort: number

  beforeAll(async () => {
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [appOrigin] })
    anvil = await startAnvil('rpc proxy tests')
    upstream = await startUpstream({ forwardTo: anvil.rpcUrl })
    deadPort = await closedPort()
  })
  afterAll(async () => {
    await upstream?.close()
    await anvil?.stop()
  })
  beforeEach(() => {
    if (upstream) upstream.seen.length = 0
  })

  const proxyApp = (
    overrides: Partial<Config> = {},
    rateLimits: Partial<RateLimitRules> | undefined = undefined,
  ) =>
    createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        frameOrigin,
        chainRpcUrls: {
          [chain]: `${upstream.origin}/?apikey=test-key`,
          'eip155:5': `http://127.0.0.1:${deadPort}/`,
        },
        ...overrides,
      },
      logger: createLogger({ level: 'silent' }),
      rateLimits,
    })
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
  const post = (
    app: ReturnType<typeof proxyApp>,
    body: unknown,
    options: { path?: string; origin?: string | null; headers?: Record<string, string> } = {},
  ) =>
    app.request(
      options.path ?? `/rpc/v1/${chain}?projectId=demo`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.origin === null ? {} : { origin: options.origin ?? frameOrigin }),
          ...options.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      from('192.0.2.10'),
    )
  const call = (method: string, params: unknown[] = [], id: number | string = 7) => ({
    jsonrpc: '2.0',
    id,
    method,
    params,
  })
  const expectRefused = async (response: Response, status: number, code: number) => {
    expect(response.status).toBe(status)
    const body = (await response.json()) as { jsonrpc: string; error: { code: number } }
    expect(body.jsonrpc).toBe('2.0')
    expect(body.error.code).toBe(code)
    expect(upstream.seen).toEqual([])
    return body
  }

  test('default: a read from the frame reaches the configured upstream, with the caller’s id', async () => {
    const response = await post(proxyApp(), call('eth_chainId', [], 'abc'))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x7a69' })
    expect(upstream.seen).toHaveLength(1)
    expect(upstream.seen[0]?.url).toBe('/?apikey=test-key')
    // Only what JSON-RPC needs goes upstream: no browser headers, no caller's fields.
    expect(JSON.parse(upstream.seen[0]?.body ?? '')).toMatchObject({ method: 'eth_chainId' })
    expect(upstream.seen[0]?.headers.origin).toBeUndefined()
  })

  test('behavior: a transaction signed in the frame is broadcast and read back through the proxy', async () => {
    const app = proxyApp()
    const [sender, receiver] = devAccounts(2) as [
      ReturnType<typeof devAccounts>[number],
      ReturnType<typeof devAccounts>[number],
    ]
    const account = privateKeyToAccount(sender.privateKey)
    const read = async (method: string, params: unknown[]) => {
      const response = await post(app, call(method, params))
      expect(response.status, method).toBe(200)
      return ((await response.json()) as { result: unknown }).result
    }
    const nonce = Number(await read('eth_getTransactionCount', [account.address, 'pending']))
    const history = (await read('eth_feeHistory', ['0x1', 'latest', [50]])) as {
      baseFeePerGas: string[]
    }
    const gas = await read('eth_estimateGas', [
      { from: account.address, to: receiver.address, value: '0x1' },
      'pending',
    ])
    expect(gas).toBe('0x5208')
    const raw = await account.signTransaction({
      chainId: 31337,
      nonce,
      to: receiver.address as `0x${string}`,
      value: parseEther('1'),
      gas: 21_000n,
      maxFeePerGas: BigInt(history.baseFeePerGas.at(-1) ?? '0x0') * 2n + 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    })
    const hash = await read('eth_sendRawTransaction', [raw])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = (await read('eth_getTransactionReceipt', [hash])) as { status: string }
    expect(receipt.status).toBe('0x1')
    expect(await read('eth_getTransactionByHash', [hash])).toMatchObject({ hash })
  })

  test('behavior: an upstream JSON-RPC error is passed on as one, with the caller’s id', async () => {
    const response = await post(proxyApp(), call('eth_sendRawTransaction', ['0x1234'], 9))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: number; error: { code: number; message: string } }
    expect(body.id).toBe(9)
    expect(typeof body.error.code).toBe('number')
    expect(body.error.message.length).toBeGreaterThan(0)
  })

  test('behavior: a batch keeps its order and ids, up to the bound', async () => {
    const app = proxyApp()
    const response = await post(app, [call('eth_chainId', [], 1), call('eth_blockNumber', [], 'b')])
    expect(response.status).toBe(200)
    const replies = (await response.json()) as { id: unknown; result: unknown }[]
    expect(replies.map((reply) => reply.id)).toEqual([1, 'b'])
    expect(replies[0]?.result).toBe('0x7a69')
    expect(upstream.seen).toHaveLength(1)
    upstream.seen.length = 0
    const tooMany = Array.from({ length: maximumRpcBatchLength + 1 }, (_, index) =>
      call('eth_blockNumber', [], index),
    )
    await expectRefused(await post(app, tooMany), 400, -32600)
    await expectRefused(await post(app, []), 400, -32600)
  })

  test('behavior: the frame’s preflight is allowed; another origin’s is not', async () => {
    const app = proxyApp()
    const preflight = (origin: string) =>
      app.request(`/rpc/v1/${chain}?projectId=demo`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight(frameOrigin)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST')
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type')
    for (const origin of [appOrigin, 'https://evil.example']) {
      const refused = await preflight(origin)
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  test('error: a chain that is not configured is 404, and nothing is fetched', async () => {
    const app = proxyApp()
    for (const path of [
      '/rpc/v1/eip155:1?projectId=demo',
      '/rpc/v1/eip155:31337x?projectId=demo',
      '/rpc/v1/http%3A%2F%2F127.0.0.1%3A8545?projectId=demo',
      '/rpc/v1/__proto__?projectId=demo',
      '/rpc/v1/toString?projectId=demo',
    ])
      await expectRefused(await post(app, call('eth_chainId'), { path }), 404, -32600)
  })

  test('error: methods outside the allow-list are refused before any upstream call', async () => {
    const app = proxyApp()
    for (const method of [
      'eth_sign',
      'eth_sendTransaction',
      'personal_sign',
      'eth_accounts',
      'anvil_setBalance',
      'debug_traceTransaction',
      'admin_peers',
      'ETH_CHAINID',
      'sendTransaction',
      'getBalance',
    ])
      await expectRefused(await post(app, call(method)), 403, -32601)
    // One refused call refuses its whole batch.
    await expectRefused(
      await post(app, [call('eth_chainId', [], 1), call('anvil_mine', [], 2)]),
      403,
      -32601,
    )
  })

  test('behavior: eth_simulateV1 in the frame’s shape reaches the upstream; more blocks, overrides or options do not', async () => {
    const app = proxyApp()
    const [sender, receiver] = devAccounts(2).map((account) => account.address)
    const plain = { from: sender, to: receiver, value: '0x1' }
    const simulate = (payload: unknown) => post(app, call('eth_simulateV1', [payload, 'pending']))
    const response = await simulate({ blockStateCalls: [{ calls: [plain, plain] }] })
    expect(response.status).toBe(200)
    const [block] = ((await response.json()) as { result: { calls: { status: string }[] }[] })
      .result
    expect(block?.calls.map((result) => result.status)).toEqual(['0x1', '0x1'])
    upstream.seen.length = 0
    // The frame's largest batch fits (the frame estimates each batch as one simulation).
    expect(maximumSimulatedCalls).toBe(maxBatchCalls)
    for (const payload of [
      { blockStateCalls: [{ calls: [plain] }, { calls: [plain] }] },
      { blockStateCalls: [{ calls: [plain], stateOverrides: { [receiver as string]: {} } }] },
      { blockStateCalls: [{ calls: [plain], blockOverrides: { number: '0x1' } }] },
      { blockStateCalls: [{ calls: [plain] }], traceTransfers: true },
      { blockStateCalls: [{ calls: [{ ...plain, gas: '0x1' }] }] },
      {
        blockStateCalls: [
          { calls: Array.from({ length: maximumSimulatedCalls + 1 }, () => plain) },
        ],
      },
      { blockStateCalls: [{ calls: [] }] },
      [],
    ])
      await expectRefused(await simulate(payload), 400, -32602)
  })

  test('error: a body over the limit is 413, and nothing is fetched', async () => {
    const big = call('eth_call', [{ data: `0x${'00'.repeat(maximumRpcBodyBytes)}` }, 'latest'])
    await expectRefused(await post(proxyApp(), big), 413, -32600)
  })

  test('error: a URL from the caller is never used: extra query or body fields are 400', async () => {
    const app = proxyApp()
    const target = encodeURIComponent('http://127.0.0.1:1/')
    for (const path of [
      `/rpc/v1/${chain}?projectId=demo&url=${target}`,
      `/rpc/v1/${chain}?projectId=demo&rpcUrl=${target}`,
      `/rpc/v1/${chain}?url=${target}&projectId=demo`,
    ])
      await expectRefused(await post(app, call('eth_chainId'), { path }), 400, -32600)
    for (const extra of [{ url: 'http://127.0.0.1:1/' }, { rpcUrl: 'http://127.0.0.1:1/' }])
      await expectRefused(await post(app, { ...call('eth_chainId'), ...extra }), 400, -32600)
  })

  test('error: malformed requests are JSON-RPC errors, and nothing is fetched', async () => {
    const app = proxyApp()
    await expectRefused(await post(app, '{not json'), 400, -32700)
    await expectRefused(
      await post(app, call('eth_chainId'), { headers: { 'content-type': 'text/plain' } }),
      415,
      -32600,
    )
    for (const body of [
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: {}, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'latest' },
      'null',
      '42',
    ])
      await expectRefused(await post(app, body), 400, -32600)
  })

  test('error: only the frame’s origin may call from a browser; other clients need a project', async () => {
    await expectRefused(
      await post(proxyApp(), call('eth_chainId'), { origin: appOrigin }),
      403,
      -32600,
    )
    await expectRefused(
      await post(proxyApp(), call('eth_chainId'), { origin: 'https://evil.example' }),
      403,
      -32600,
    )
    // Without FRAME_ORIGIN no browser may use it at all.
    await expectRefused(
      await post(proxyApp({ frameOrigin: undefined }), call('eth_chainId')),
      403,
      -32600,
    )
    const app = proxyApp()
    for (const [path, status] of [
      [`/rpc/v1/${chain}`, 400],
      [`/rpc/v1/${chain}?projectId=%3Cx%3E`, 400],
      [`/rpc/v1/${chain}?projectId=nope`, 404],
    ] as const)
      await expectRefused(await post(app, call('eth_chainId'), { path }), status, -32600)
    // A server-side client (no Origin) with a project is served.
    expect((await post(app, call('eth_chainId'), { origin: null })).status).toBe(200)
  })

  test('error: an upstream that does not answer is a JSON-RPC error, without its URL', async () => {
    const response = await post(proxyApp(), call('eth_chainId'), {
      path: '/rpc/v1/eip155:5?projectId=demo',
    })
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32603, message: 'The network did not answer. Try again.' },
    })
    expect(text).not.toContain(String(deadPort))
  })

  test('error: a redirect or a reply that is not JSON-RPC is 502, and the redirect is not followed', async () => {
    const target = await startUpstream({ forwardTo: anvil.rpcUrl })
    const redirecting = await startUpstream({
      answer: (_, response) => {
        response.writeHead(307, { location: `${target.origin}/` })
        response.end()
      },
    })
    const notJsonRpc = await startUpstream({
      answer: (_, response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end('{"ok":true}')
      },
    })
    try {
      const app = proxyApp({
        chainRpcUrls: { 'eip155:1': redirecting.origin, 'eip155:2': notJsonRpc.origin },
      })
      for (const chainId of ['eip155:1', 'eip155:2']) {
        const response = await post(app, call('eth_chainId'), {
          path: `/rpc/v1/${chainId}?projectId=demo`,
        })
        expect(response.status, chainId).toBe(502)
        expect(await response.json()).toEqual({
          jsonrpc: '2.0',
          id: 7,
          error: { code: -32603, message: 'The network did not answer. Try again.' },
        })
      }
      expect(redirecting.seen).toHaveLength(1)
      expect(target.seen).toEqual([])
    } finally {
      await Promise.all([target.close(), redirecting.close(), notJsonRpc.close()])
    }
  })

  test('behavior: the rpc quota per client source; a batch takes one point per call', async () => {
    const app = proxyApp({}, { rpc: { points: 3, durationSeconds: 60 } })
    expect((await post(app, [call('eth_chainId', [], 1), call('eth_chainId', [], 2)])).status).toBe(
      200,
    )
    expect((await post(app, call('eth_chainId'))).status).toBe(200)
    upstream.seen.length = 0
    const refused = await post(app, call('eth_chainId'))
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    await expectRefused(refused, 429, -32005)
    // Another source has its own budget.
    const other = await app.request(
      `/rpc/v1/${chain}?projectId=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: frameOrigin },
        body: JSON.stringify(call('eth_chainId')),
      },
      from('192.0.2.11'),
    )
    expect(other.status).toBe(200)
  })

  test('default: the allow-list is exactly what the frame sends to a chain', () => {
    // Reads the frame forwards for the app, and what it calls itself to fill and broadcast
    // (signing/fillEvmTransaction.ts, broadcastEvmTransaction.ts, answerLocalRpc.ts receipts).
    const goesToChain = (method: string) => {
      const kind = classifyRpcMethod(method)
      return kind === 'read' || kind === 'forward'
    }
    const forwardedReads = Object.keys(rpcMethodTable.eip155).filter(goesToChain)
    const signing = [
      'eth_chainId',
      'eth_getTransactionCount',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_gasPrice',
      'eth_sendRawTransaction',
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      // signing/simulateBatchGas.ts: a wallet_sendCalls batch's gas, its calls run in order.
      'eth_simulateV1',
    ]
    expect([...rpcProxyMethods.eip155].sort()).toEqual(
      [...new Set([...forwardedReads, ...signing])].sort(),
    )
    // Solana: the frame only broadcasts what it signed (solana_signAndSendTransaction).
    expect([...rpcProxyMethods.solana]).toEqual(['sendTransaction'])
    for (const method of Object.keys(rpcMethodTable.eip155).filter(
      (method) => !goesToChain(method) && !signing.includes(method),
    ))
      expect(rpcProxyMethods.eip155.has(method), method).toBe(false)
  })

  describe.runIf(surfpoolInstalled)('Solana', () => {
    let solana: Awaited<ReturnType<typeof startSolana>>
    beforeAll(async () => {
      solana = await startSolana({ accounts: [] })
    })
    afterAll(async () => {
      await solana?.stop()
    })

    test('behavior: sendTransaction reaches Surfpool; Solana reads are not proxied', async () => {
      const solanaChain = `solana:${solana.devnet.chainReference}`
      const app = proxyApp({
        chainRpcUrls: { [solanaChain]: solana.devnet.rpcUrl },
      })
      const path = `/rpc/v1/${solanaChain}?projectId=demo`
      const response = await post(app, call('sendTransaction', ['AQID', { encoding: 'base64' }]), {
        path,
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { id: number; error: { code: number } }
      expect(body.id).toBe(7)
      expect(typeof body.error.code).toBe('number')
      for (const method of ['getBalance', 'requestAirdrop', 'eth_chainId']) {
        const refused = await post(app, call(method), { path })
        expect(refused.status, method).toBe(403)
      }
    })
  })
})
