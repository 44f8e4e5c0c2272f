import { WalletRequestError } from '@latch/core'
import { expect, test, vi } from 'vitest'
import { parseQuantity, readRpc } from './readRpc.js'

const url = 'https://rpc.example'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

test('default', async () => {
  const fetch = vi.fn(async () => json({ jsonrpc: '2.0', id: 1, result: '0x1' }))
  await expect(readRpc({ url, method: 'eth_chainId', params: [], fetch })).resolves.toBe('0x1')
  expect(fetch).toHaveBeenCalledOnce()
  const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  expect(calledUrl).toBe(url)
  expect(init.method).toBe('POST')
  expect(JSON.parse(String(init.body))).toEqual({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_chainId',
    params: [],
  })
})

test('behavior: a network failure is tried once more', async () => {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(json({ jsonrpc: '2.0', id: 1, result: '0x2' }))
  await expect(readRpc({ url, method: 'eth_chainId', params: [], fetch })).resolves.toBe('0x2')
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('behavior: a busy node (HTTP 429, 5xx) is tried once more, then fails', async () => {
  const fetch = vi.fn(async () => json({}, 503))
  await expect(readRpc({ url, method: 'eth_chainId', params: [], fetch })).rejects.toThrow(
    WalletRequestError,
  )
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('behavior: another HTTP error is not tried again', async () => {
  const fetch = vi.fn(async () => json({}, 403))
  await expect(readRpc({ url, method: 'eth_chainId', params: [], fetch })).rejects.toThrow(
    WalletRequestError,
  )
  expect(fetch).toHaveBeenCalledOnce()
})

test('parameters: retryCount', async () => {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch')
  })
  await expect(
    readRpc({ url, method: 'eth_chainId', params: [], fetch, retryCount: 0 }),
  ).rejects.toThrow(WalletRequestError)
  expect(fetch).toHaveBeenCalledOnce()
})

test('error: the node answers with a JSON-RPC error, which keeps its code', async () => {
  const fetch = vi.fn(async () =>
    json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid params' } }),
  )
  const error = await readRpc({ url, method: 'eth_getBalance', params: [], fetch }).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WalletRequestError)
  expect((error as WalletRequestError).code).toBe(-32602)
  expect(fetch).toHaveBeenCalledOnce()
})

test('error: a reply without a result', async () => {
  const fetch = vi.fn(async () => new Response('not json'))
  await expect(readRpc({ url, method: 'eth_chainId', params: [], fetch })).rejects.toThrow(
    WalletRequestError,
  )
})

test('parseQuantity', () => {
  expect(parseQuantity('0x0')).toBe(0n)
  expect(parseQuantity('0xde0b6b3a7640000')).toBe(10n ** 18n)
  for (const value of ['0x', '12', '0x1g', 12, null, `0x${'f'.repeat(65)}`])
    expect(() => parseQuantity(value)).toThrow(WalletRequestError)
})
