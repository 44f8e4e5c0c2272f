import { isOriginAllowed } from '@latch/core'
import { testFrameOrigin, wireWindowPair } from '@latch/test/frame'
import { afterEach, expect, test, vi } from 'vitest'
import { FrameRequestError } from './errors.js'
import { createFrameMessageHandler, FrameReplyError } from './handler/createFrameMessageHandler.js'
import { createFrameClient } from './host/createFrameClient.js'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

test('behavior: email login across both ends', async () => {
  vi.useFakeTimers()
  const { app, iframe, frameSide } = wireWindowPair()
  const handler = createFrameMessageHandler({
    window: frameSide,
    parent: window,
    isOriginAllowed: (origin) => isOriginAllowed(origin, [app]),
    version: '0.1.0',
    handlers: {
      CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: (payload, context) => {
        context.pending('otp')
        return new Promise((resolve, reject) =>
          setTimeout(
            () =>
              payload.otp === '123456'
                ? resolve({ action: 'CONNECT' })
                : reject(new FrameReplyError('Invalid code')),
            60_000,
          ),
        )
      },
      GET_USER: async () => ({ address: '0xabc', chainId: 'eip155:1', email: 'a@b.test' }),
    },
  })
  expect(handler.parentOrigin).toBe(app)
  const client = createFrameClient({ iframe, frameOrigin: testFrameOrigin })
  const email = client.request('CONNECT_EMAIL', { email: 'a@b.test' })
  await vi.advanceTimersByTimeAsync(1_000)
  await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })

  // The visitor takes a minute to type the code; the heartbeats keep the request alive.
  const wrong = client.request('CONNECT_OTP', { otp: '000000' }, { interactive: true })
  const wrongResult = wrong.catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(61_000)
  const error = await wrongResult
  expect(error).toBeInstanceOf(FrameRequestError)
  expect((error as FrameRequestError).shortMessage).toBe('Invalid code')

  const right = client.request('CONNECT_OTP', { otp: '123456' }, { interactive: true })
  await vi.advanceTimersByTimeAsync(61_000)
  await expect(right).resolves.toEqual({ action: 'CONNECT' })
  const user = client.request('GET_USER', {})
  await vi.advanceTimersByTimeAsync(10)
  await expect(user).resolves.toMatchObject({ address: '0xabc' })

  const social = client
    .request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    .catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(10)
  expect(((await social) as FrameRequestError).shortMessage).toBe('This feature is not enabled')

  client.destroy()
  handler.destroy()
})
