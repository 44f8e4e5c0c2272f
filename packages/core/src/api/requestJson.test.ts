import { afterEach, expect, test, vi } from 'vitest'
import type { Config } from '../config/createConfig.js'
import { ApiResponseError } from '../errors/api.js'
import type { ApiErrorBody } from '../protocol/walletApi.js'
import { requestJson } from './requestJson.js'

const config = { options: { apiUrl: 'https://api.example.com', projectId: 'demo' } } as Config

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

const refusal = async () => {
  const error = await requestJson(config, { path: 'getWallets' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(ApiResponseError)
  return error as ApiResponseError
}

test('behavior: a refusal brings the server code and structured fields, not only its message', async () => {
  const body: ApiErrorBody = {
    error: { code: 'throttled', message: 'Please try again after 7 seconds', retryAfterSeconds: 7 },
  }
  answer(429, body)
  const error = await refusal()
  expect({
    status: error.status,
    code: error.code,
    retryAfterSeconds: error.retryAfterSeconds,
    details: error.details,
  }).toEqual({
    status: 429,
    code: 'throttled',
    retryAfterSeconds: 7,
    details: 'Please try again after 7 seconds',
  })
})

test('behavior: a body that is not the error dialect gives the status only', async () => {
  for (const body of [{ error: 'unknown_project' }, { error: { message: 'no code' } }, []]) {
    answer(404, body)
    const error = await refusal()
    expect({ code: error.code, details: error.details }).toEqual({
      code: undefined,
      details: 'HTTP 404',
    })
  }
})

test('behavior: a malformed retryAfterSeconds is dropped, the code kept', async () => {
  answer(429, { error: { code: 'throttled', message: 'Wait.', retryAfterSeconds: -1 } })
  const error = await refusal()
  expect({ code: error.code, retryAfterSeconds: error.retryAfterSeconds }).toEqual({
    code: 'throttled',
    retryAfterSeconds: undefined,
  })
})

test('behavior: a search with its own signal works where AbortSignal.any is missing (Safari < 17.4)', async () => {
  const any = AbortSignal.any
  Reflect.deleteProperty(AbortSignal, 'any')
  try {
    answer(200, { count: 1, data: [] })
    const search = new AbortController()
    await expect(
      requestJson(config, { path: 'getWallets', signal: search.signal }),
    ).resolves.toEqual({ count: 1, data: [] })
    const sent = vi.mocked(fetch).mock.calls[0]?.[1]?.signal
    search.abort()
    expect(sent?.aborted).toBe(true)
  } finally {
    AbortSignal.any = any
  }
})
