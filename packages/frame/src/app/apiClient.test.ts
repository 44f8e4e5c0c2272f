import { FrameReplyError } from '@latch/frame/handler'
import * as v from 'valibot'
import { describe, expect, test, vi } from 'vitest'
import { ApiResponseError, apiTimeoutMs, createApiClient } from './apiClient.js'

const okSchema = v.object({ ok: v.literal(true) })

function setup(reply: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => reply())
  const api = createApiClient({ apiUrl: 'https://api.test/latch', projectId: 'demo', fetch })
  return { api, fetch }
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the request to fail')
}

describe('createApiClient', () => {
  test('default: JSON, no cookies, a timeout, the project and the bearer token', async () => {
    const { api, fetch } = setup(() => Response.json({ ok: true, extra: 1 }))
    expect(
      await api.request({
        method: 'POST',
        path: '/auth/v1/email/start',
        body: { email: 'a@b.test' },
        token: 'x'.repeat(43),
        schema: okSchema,
      }),
    ).toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://api.test/latch/auth/v1/email/start?projectId=demo')
    expect(init).toEqual({
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${'x'.repeat(43)}`,
      },
      body: '{"email":"a@b.test"}',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
      signal: expect.any(AbortSignal),
    })
  })

  test('behavior: a GET has no body, no content type and no token unless given', async () => {
    const { api, fetch } = setup(() => Response.json({ ok: true }))
    await api.request({ method: 'GET', path: '/auth/v1/session', schema: okSchema })
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      headers: { Accept: 'application/json' },
    })
    expect(fetch.mock.calls[0]?.[1]).not.toHaveProperty('body')
  })

  test('behavior: a 204 is an undefined body', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }))
    expect(
      await api.request({ method: 'POST', path: '/auth/v1/sign-out', schema: v.undefined() }),
    ).toBeUndefined()
  })

  test('behavior: a 4xx error body becomes an ApiResponseError with the server message', async () => {
    const { api } = setup(() =>
      Response.json(
        {
          error: {
            code: 'throttled',
            message: 'Please try again after 12 seconds',
            retryAfterSeconds: 12,
          },
        },
        { status: 429 },
      ),
    )
    const error = await failure(
      api.request({ method: 'POST', path: '/auth/v1/email/start', schema: okSchema }),
    )
    expect(error).toBeInstanceOf(ApiResponseError)
    expect(error).toBeInstanceOf(FrameReplyError)
    expect(error).toMatchObject({
      shortMessage: 'Please try again after 12 seconds',
      status: 429,
      code: 'throttled',
      retryAfterSeconds: 12,
    })
  })

  test.each([
    ['a success body of the wrong shape', () => Response.json({ ok: 'yes' })],
    ['an empty success body', () => new Response(null, { status: 200 })],
    ['a success body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an error body of the wrong shape', () => Response.json({ error: 'x' }, { status: 400 })],
    [
      'an error message that is not a string',
      () => Response.json({ error: { code: 'x', message: 1 } }, { status: 400 }),
    ],
    ['an error body that is not JSON', () => new Response('Bad gateway', { status: 502 })],
    [
      'a well-formed 5xx',
      () =>
        Response.json(
          { error: { code: 'InternalError', message: 'An internal error occurred.' } },
          { status: 500 },
        ),
    ],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])('error: %s → An error occurred', async (_name, reply) => {
    const { api } = setup(reply)
    const error = await failure(
      api.request({ method: 'POST', path: '/auth/v1/email/start', schema: okSchema }),
    )
    expect(error).toBeInstanceOf(FrameReplyError)
    expect(error).not.toBeInstanceOf(ApiResponseError)
    expect((error as FrameReplyError).shortMessage).toBe('An error occurred')
  })

  test('error: a server that does not answer in time', async () => {
    expect(apiTimeoutMs).toBe(15_000)
    // AbortSignal.timeout runs on the platform's clock, which fake timers do not drive.
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const api = createApiClient({
      apiUrl: 'https://api.test',
      projectId: 'demo',
      fetch,
      timeoutMs: 20,
    })
    const error = await failure(
      api.request({ method: 'GET', path: '/auth/v1/session', schema: okSchema }),
    )
    expect((error as FrameReplyError).shortMessage).toBe('An error occurred')
    expect((error as FrameReplyError).cause).toMatchObject({ name: 'TimeoutError' })
  })
})
