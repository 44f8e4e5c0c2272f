import { expect, test } from 'vitest'

import { BaseError } from './base.js'
import {
  ChainNotAddedError,
  ConnectorNotFoundError,
  NoAccountsError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from './connect.js'

test('default', () => {
  const error = new UserRejectedRequestError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('UserRejectedRequestError')
  expect(error.message).toMatchInlineSnapshot(`
    "The request was rejected in the wallet.

    Version: @latch/core@0.1.0"
  `)
})

test('behavior: messages', () => {
  expect({
    UserRejectedRequestError: new UserRejectedRequestError().shortMessage,
    ConnectorNotFoundError: new ConnectorNotFoundError('io.metamask').shortMessage,
    NoAccountsError: new NoAccountsError().shortMessage,
    ChainNotAddedError: new ChainNotAddedError().shortMessage,
    RequestPendingError: new RequestPendingError().shortMessage,
    WalletRequestError: new WalletRequestError().shortMessage,
  }).toMatchInlineSnapshot(`
    {
      "ChainNotAddedError": "The wallet does not know this chain.",
      "ConnectorNotFoundError": "Connector "io.metamask" not found.",
      "NoAccountsError": "The wallet returned no account.",
      "RequestPendingError": "A request is already pending in the wallet.",
      "UserRejectedRequestError": "The request was rejected in the wallet.",
      "WalletRequestError": "The wallet could not complete the request.",
    }
  `)
})

test('behavior: EIP-1193 codes', () => {
  expect(UserRejectedRequestError.code).toBe(4001)
  expect(ChainNotAddedError.code).toBe(4902)
  expect(RequestPendingError.code).toBe(-32002)
})

test('behavior: names', () => {
  expect(
    [
      new UserRejectedRequestError(),
      new ConnectorNotFoundError('x'),
      new NoAccountsError(),
      new ChainNotAddedError(),
      new RequestPendingError(),
      new WalletRequestError(),
    ].map((error) => error.name),
  ).toEqual([
    'UserRejectedRequestError',
    'ConnectorNotFoundError',
    'NoAccountsError',
    'ChainNotAddedError',
    'RequestPendingError',
    'WalletRequestError',
  ])
})

test('parameters: cause', () => {
  const cause = Object.assign(new Error('User denied account authorization'), { code: 4001 })
  const error = new UserRejectedRequestError({ cause })
  expect(error.cause).toBe(cause)
  expect(error.details).toBe('User denied account authorization')
  expect(error.message).toMatchInlineSnapshot(`
    "The request was rejected in the wallet.

    Details: User denied account authorization
    Version: @latch/core@0.1.0"
  `)
})

test('parameters: WalletRequestError keeps the wallet code', () => {
  const error = new WalletRequestError({ cause: new Error('Internal error'), code: -32603 })
  expect(error.code).toBe(-32603)
  expect(error.details).toBe('Internal error')
  expect(new WalletRequestError().code).toBeUndefined()
})
