import { expect, test } from 'vitest'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  frameErrorMessages,
  InvalidFrameOriginError,
} from './errors.js'

test('default: the spec section 8 messages, word for word', () => {
  expect(frameErrorMessages).toMatchInlineSnapshot(`
    {
      "aborted": "Something went wrong",
      "loadFailed": "Unable to load email login dependency",
      "notSet": "The secure frame is not set",
      "rpcAborted": "Request was aborted",
      "unknown": "An error occurred",
    }
  `)
})

test('default: short messages and names', () => {
  const errors = [
    new FrameLoadError(),
    new FrameNotSetError(),
    new FrameRequestAbortedError({ requestType: 'RPC_REQUEST' }),
    new FrameRequestAbortedError({ requestType: 'CONNECT_OTP' }),
    new FrameRequestError({ requestType: 'SIGN_OUT' }),
    new FrameRequestError({ requestType: 'CONNECT_OTP', message: 'Invalid code' }),
    new FrameRequestTimeoutError({ requestType: 'CONNECT_EMAIL' }),
    new InvalidFrameOriginError('*'),
  ]
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "FrameLoadError: Unable to load email login dependency",
      "FrameNotSetError: The secure frame is not set",
      "FrameRequestAbortedError: Request was aborted",
      "FrameRequestAbortedError: Something went wrong",
      "FrameRequestError: An error occurred",
      "FrameRequestError: Invalid code",
      "FrameRequestTimeoutError: The secure frame did not answer in time.",
      "InvalidFrameOriginError: "*" is not an origin (scheme, host and port, nothing else).",
    ]
  `)
  expect(new FrameLoadError().message).toMatchInlineSnapshot(`
    "Unable to load email login dependency

    Version: @latch/core@0.1.0"
  `)
})
