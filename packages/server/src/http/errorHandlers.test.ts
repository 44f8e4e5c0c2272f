import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { expect, test } from 'vitest'
import { ApiError, throttledError } from '../errors.js'
import { createLogger } from '../logger.js'
import { RpcProxyError } from '../rpcProxy/rpcProxyError.js'
import type { AppEnv } from './appEnv.js'
import { createErrorHandlers } from './errorHandlers.js'

const createThrowingApp = (thrown: unknown, logLines: string[] = []) => {
  const app = new Hono<AppEnv>()
  const { onError, notFound } = createErrorHandlers(
    createLogger({ level: 'debug', write: (line) => logLines.push(line) }),
  )
  app.get('/throw', () => {
    throw thrown
  })
  app.onError(onError)
  app.notFound(notFound)
  return app
}

const answer = async (app: Hono<AppEnv>, path = '/throw') => {
  const response = await app.request(path)
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  }
}

test('default: an ApiError is its status and body, with its structured fields', async () => {
  expect(await answer(createThrowingApp(throttledError(7)))).toEqual({
    status: 429,
    retryAfter: '7',
    body: {
      error: {
        code: 'throttled',
        message: 'Please try again after 7 seconds',
        retryAfterSeconds: 7,
      },
    },
  })
})

test('behavior: the cause of an ApiError is never sent', async () => {
  const error = new ApiError(409, 'share_exists', 'Exists.', { cause: new Error('secret-cause') })
  const { body } = await answer(createThrowingApp(error))
  expect(body).toEqual({ error: { code: 'share_exists', message: 'Exists.' } })
})

test('behavior: an unexpected error is logged once and answered 500 internal_error with nothing of it', async () => {
  const logLines: string[] = []
  const { status, body } = await answer(
    createThrowingApp(new Error('postgres://user:secret@db failed'), logLines),
  )
  expect({ status, body }).toEqual({
    status: 500,
    body: { error: { code: 'internal_error', message: 'An internal error occurred.' } },
  })
  const logged = logLines.map((line) => JSON.parse(line)).filter((line) => line.level === 'error')
  expect(logged).toHaveLength(1)
  expect(JSON.stringify(logged[0])).toMatch(/secret@db/)
})

test("behavior: Hono's own HTTPException is answered in our words, not its message", async () => {
  const thrown = new HTTPException(400, { message: 'Malformed JSON in request body' })
  expect((await answer(createThrowingApp(thrown))).body).toEqual({
    error: { code: 'invalid_request', message: 'Invalid request.' },
  })
})

test('behavior: the chain proxy’s errors stay JSON-RPC', async () => {
  const thrown = new RpcProxyError(429, -32005, 'Too many requests.', 3, 9)
  expect(await answer(createThrowingApp(thrown))).toEqual({
    status: 429,
    retryAfter: '9',
    body: { jsonrpc: '2.0', id: 3, error: { code: -32005, message: 'Too many requests.' } },
  })
})

test('behavior: an unknown route is 404 not_found', async () => {
  expect(await answer(createThrowingApp(undefined), '/nope')).toMatchObject({
    status: 404,
    body: { error: { code: 'not_found', message: 'There is no such route.' } },
  })
})
