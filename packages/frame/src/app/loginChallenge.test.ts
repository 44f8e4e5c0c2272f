// @vitest-environment node
// Node, not jsdom: the handlers talk to a real Latch server app over its own `fetch`, on the
// server's test databases.
import { createHash } from 'node:crypto'
import { FrameReplyError } from '@latch/frame/handler'
import { databases } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createTestContext } from './testing/createTestContext.js'
import { callHandler } from './testing/handlerCalls.js'
import { testFrameOrigin, useFrameTestServer } from './testing/useFrameTestServer.js'

// Issue 11, item 3: above LOGIN_CHALLENGE_THRESHOLD the server mails a login code only when the
// operator's hook accepts the request; the site's answer (the `loginChallenge` option) reaches
// it through CONNECT_EMAIL's `challenge`, which the frame sends as `X-Latch-Challenge`.

/**
 * A real proof of work, as an operator could plug in: the header holds a nonce whose SHA-256
 * together with the project and the email starts with three zero hex digits.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const verifyChallenge = async (request: Request) => {
  const projectId = new URL(request.url).searchParams.get('projectId')
  const nonce = request.headers.get('x-latch-challenge') ?? ''
  const { email } = (await request.json()) as { email: string }
  return /^\d{1,12}$/.test(nonce) && sha256(`${projectId}:${email}:${nonce}`).startsWith('000')
}
const solve = (email: string) => {
  for (let nonce = 0; ; nonce++)
    if (sha256(`demo:${email}:${nonce}`).startsWith('000')) return String(nonce)
}

describe.each(databases)('the login challenge, frame to server ($name)', (database) => {
  const server = useFrameTestServer(database, {
    verifyChallenge,
    // Every login send needs the challenge.
    config: { loginChallengeThreshold: 0 },
  })
  const { test, mails, codeFor } = server

  // The server as a browser reaches it from the frame: a request with a header that CORS does not
  // allow by itself (`Authorization`, `X-Latch-Challenge`) goes out only when the preflight
  // allows that header.
  const browserFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    const named = [...headers.keys()].filter((name) => name !== 'accept' && name !== 'content-type')
    if (named.length > 0 || headers.get('content-type') === 'application/json') {
      const preflight = await server.app.request(String(input), {
        method: 'OPTIONS',
        headers: {
          Origin: testFrameOrigin,
          'Access-Control-Request-Method': init?.method ?? 'GET',
          'Access-Control-Request-Headers': [...headers.keys()].join(','),
        },
      })
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
        .toLowerCase()
        .split(/\s*,\s*/)
      if (
        preflight.headers.get('access-control-allow-origin') !== testFrameOrigin ||
        [...headers.keys()].some((name) => !allowed.includes(name) && name !== 'accept')
      )
        throw new TypeError('Failed to fetch')
    }
    return server.serverFetch(input, init)
  }

  const setup = () => {
    const { context } = createTestContext({
      apiFetch: browserFetch,
      indexedDB: new IDBFactory(),
      chainId: 1,
      now: server.now,
    })
    return createFrameHandlers(context)
  }

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(FrameReplyError)
    return error as FrameReplyError
  }

  test('behavior: CONNECT_EMAIL without a challenge, or with a wrong one, fails with challenge_required and mails nothing', async () => {
    const handlers = setup()
    for (const payload of [
      { email: 'alice@example.com' },
      { email: 'alice@example.com', challenge: '1' },
      // Another email's proof does not count.
      { email: 'alice@example.com', challenge: solve('bob@example.com') },
    ]) {
      const error = await refusal(callHandler(handlers, 'CONNECT_EMAIL', payload))
      expect(error.replyCode).toBe('challenge_required')
      expect(error.shortMessage).toBe(
        'This project asks for a challenge before it sends a login code.',
      )
    }
    expect(mails).toEqual([])
  })

  test('default: CONNECT_EMAIL with a good challenge mails a code, and the login goes on', async () => {
    const handlers = setup()
    const email = 'alice@example.com'
    expect(
      await callHandler(handlers, 'CONNECT_EMAIL', { email, challenge: solve(email) }),
    ).toEqual({ action: 'VERIFY_OTP' })
    expect(mails.map((mail) => mail.to)).toEqual([email])
    expect(await callHandler(handlers, 'CONNECT_OTP', { otp: codeFor(email) })).toEqual({
      action: 'VERIFY_DEVICE',
    })
  })

  test('behavior: other refusals keep their message and carry their own reply code', async () => {
    const handlers = setup()
    const email = 'carol@example.com'
    await callHandler(handlers, 'CONNECT_EMAIL', { email, challenge: solve(email) })
    // The 30 s throttle of one email, with a good challenge.
    const error = await refusal(
      callHandler(handlers, 'CONNECT_EMAIL', { email, challenge: solve(email) }),
    )
    expect(error.shortMessage).toBe('Please try again after 30 seconds')
    expect(error.replyCode).toBe('throttled')
    expect(error.retryAfterSeconds).toBe(30)
  })
})
