import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RpcRequestError } from '../errors.js'
import { requestRpc } from './requestRpc.js'

/** Each path answers one way, as an RPC (or something pretending to be one) might. */
const replies: Record<string, (id: number) => string> = {
  '/ok': (id) => JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }),
  '/null': (id) => JSON.stringify({ jsonrpc: '2.0', id, result: null }),
  '/error': (id) =>
    JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }),
  '/wrong-id': (id) => JSON.stringify({ jsonrpc: '2.0', id: id + 1, result: '0x1' }),
  '/no-result': (id) => JSON.stringify({ jsonrpc: '2.0', id }),
  '/not-json': () => '<html>502 Bad Gateway</html>',
  '/array': () => JSON.stringify([1, 2, 3]),
  '/huge-message': (id) =>
    JSON.stringify({ jsonrpc: '2.0', id, error: { code: 1, message: 'x'.repeat(10_000) } }),
}

let server: Server
let base: string
const received: { method: string; params: unknown }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as {
        id: number
        method: string
        params: unknown
      }
      received.push({ method, params })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(replies[request.url ?? '']?.(id) ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('default', async () => {
  expect(await requestRpc(`${base}/ok`, 'eth_blockNumber')).toBe('0x2a')
  expect(await requestRpc(`${base}/null`, 'eth_getTransactionReceipt', ['0x1'])).toBeNull()
  expect(received.slice(0, 2)).toEqual([
    { method: 'eth_blockNumber', params: [] },
    { method: 'eth_getTransactionReceipt', params: ['0x1'] },
  ])
})

test('error: the RPC answers with an error', async () => {
  const error = await requestRpc(`${base}/error`, 'eth_foo').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcRequestError)
  expect((error as RpcRequestError).code).toBe(-32601)
  expect((error as RpcRequestError).details).toBe('Method not found')
  // An RPC's text is kept short: it is untrusted and ends up in logs.
  const long = await requestRpc(`${base}/huge-message`, 'eth_foo').catch((e: unknown) => e)
  expect((long as RpcRequestError).details).toHaveLength(500)
})

test('error: malformed replies are refused, never passed on', async () => {
  for (const path of ['/wrong-id', '/no-result', '/not-json', '/array']) {
    const error = await requestRpc(`${base}${path}`, 'eth_blockNumber').catch((e: unknown) => e)
    expect(error, path).toBeInstanceOf(RpcRequestError)
  }
})

test('error: an RPC that cannot be reached', async () => {
  const error = await requestRpc('http://127.0.0.1:1/', 'eth_blockNumber').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcRequestError)
  expect((error as RpcRequestError).details).toBe('The RPC could not be reached.')
})
