import { startUpstream, type Upstream } from '@latch/test/server'
import { afterAll, describe, expect, test } from 'vitest'
import { forwardJsonRpc, UpstreamError } from './forwardJsonRpc.js'

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
const started: Upstream[] = []
afterAll(async () => {
  await Promise.all(started.map((upstream) => upstream.close()))
})
const upstreamThat = async (answer: Parameters<typeof startUpstream>[0]['answer']) => {
  const upstream = await startUpstream({ answer })
  started.push(upstream)
  return upstream
}
const reasonOf = async (run: Promise<unknown>) => {
  try {
    await run
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError)
    return (error as UpstreamError).reason
  }
  throw new Error('expected an UpstreamError')
}

describe('forwardJsonRpc', () => {
  test('default: posts the body and returns the parsed reply', async () => {
    const upstream = await upstreamThat((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
    })
    expect(await forwardJsonRpc({ url: `${upstream.origin}/v1?key=k`, body })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: '0x1',
    })
    expect(upstream.seen[0]?.url).toBe('/v1?key=k')
    expect(upstream.seen[0]?.body).toBe(body)
    expect(upstream.seen[0]?.headers['content-type']).toBe('application/json')
  })

  test('behavior: credentials in the URL become Basic authorization', async () => {
    const upstream = await upstreamThat((_, response) => {
      response.end('{"jsonrpc":"2.0","id":1,"result":null}')
    })
    const url = new URL(upstream.origin)
    url.username = 'user'
    url.password = 'p@ss'
    await forwardJsonRpc({ url: url.href, body })
    expect(upstream.seen[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('user:p@ss').toString('base64')}`,
    )
  })

  test('behavior: a JSON-RPC error under a 4xx or 5xx status is still a reply', async () => {
    const upstream = await upstreamThat((_, response) => {
      response.writeHead(429, { 'content-type': 'application/json' })
      response.end('{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"slow down"}}')
    })
    expect(await forwardJsonRpc({ url: upstream.origin, body })).toMatchObject({
      error: { code: -32005 },
    })
  })

  test('error: a redirect is not followed', async () => {
    const target = await upstreamThat((_, response) => {
      response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
    })
    const upstream = await upstreamThat((_, response) => {
      response.writeHead(307, { location: `${target.origin}/` })
      response.end()
    })
    expect(await reasonOf(forwardJsonRpc({ url: upstream.origin, body }))).toBe('redirect')
    expect(target.seen).toEqual([])
  })

  test('error: a reply over the cap is dropped, declared or streamed', async () => {
    const declared = await upstreamThat((_, response) => {
      response.writeHead(200, { 'content-length': String(3 * 1024 * 1024) })
      response.write('{')
    })
    expect(
      await reasonOf(forwardJsonRpc({ url: declared.origin, body, maxResponseBytes: 1024 })),
    ).toBe('too_large')
    const streamed = await upstreamThat((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(`{"jsonrpc":"2.0","id":1,"result":"${'a'.repeat(4096)}"}`)
    })
    expect(
      await reasonOf(forwardJsonRpc({ url: streamed.origin, body, maxResponseBytes: 1024 })),
    ).toBe('too_large')
  })

  test('error: no answer in time is a timeout', async () => {
    const silent = await upstreamThat(() => {})
    expect(await reasonOf(forwardJsonRpc({ url: silent.origin, body, timeoutMs: 50 }))).toBe(
      'timeout',
    )
  })

  test('error: not JSON, or a failing status without JSON, is not a reply', async () => {
    const html = await upstreamThat((_, response) => {
      response.writeHead(401, { 'content-type': 'text/html' })
      response.end('<h1>invalid api key</h1>')
    })
    expect(await reasonOf(forwardJsonRpc({ url: html.origin, body }))).toBe('not_json')
  })

  test('error: an upstream that refuses the connection is unreachable', async () => {
    const gone = await upstreamThat(() => {})
    await gone.close()
    expect(await reasonOf(forwardJsonRpc({ url: gone.origin, body }))).toBe('unreachable')
  })
})
