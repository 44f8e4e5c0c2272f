import { expect, test } from 'vitest'

import { DisconnectError } from '../actions/disconnect.js'
import { createI18n } from '../i18n/createI18n.js'
import { latchCatalogue } from '../i18n/latchCatalogue.js'
import { NetworkNotFoundError } from './chain.js'
import {
  ChainNotAddedError,
  ConnectorNotFoundError,
  NoAccountsError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from './connect.js'
import { toMessageKey } from './toMessageKey.js'

test('default', () => {
  expect(toMessageKey(new UserRejectedRequestError())).toBe('errors.user_rejected')
})

test('behavior: every core error has its key', () => {
  expect({
    UserRejectedRequestError: toMessageKey(new UserRejectedRequestError()),
    ConnectorNotFoundError: toMessageKey(new ConnectorNotFoundError('io.metamask')),
    NoAccountsError: toMessageKey(new NoAccountsError()),
    RequestPendingError: toMessageKey(new RequestPendingError()),
    ChainNotAddedError: toMessageKey(new ChainNotAddedError()),
    NetworkNotFoundError: toMessageKey(new NetworkNotFoundError()),
    WalletRequestError: toMessageKey(new WalletRequestError({ code: -32603 })),
    DisconnectError: toMessageKey(new DisconnectError('eip155', new Error('x'))),
  }).toMatchInlineSnapshot(`
    {
      "ChainNotAddedError": "errors.chain_not_added",
      "ConnectorNotFoundError": "errors.connector_not_found",
      "DisconnectError": "errors.unknown",
      "NetworkNotFoundError": "errors.network_not_found",
      "NoAccountsError": "errors.no_accounts",
      "RequestPendingError": "errors.request_pending",
      "UserRejectedRequestError": "errors.user_rejected",
      "WalletRequestError": "errors.unknown",
    }
  `)
})

test('behavior: matches by name, so errors from another copy of core map too', () => {
  expect(toMessageKey({ name: 'RequestPendingError' })).toBe('errors.request_pending')
})

test('behavior: anything else is unknown', () => {
  expect(toMessageKey(new Error('boom'))).toBe('errors.unknown')
  expect(toMessageKey('UserRejectedRequestError')).toBe('errors.unknown')
  expect(toMessageKey(undefined)).toBe('errors.unknown')
  expect(toMessageKey(null)).toBe('errors.unknown')
  expect(toMessageKey({ name: 42 })).toBe('errors.unknown')
})

test('behavior: the UI never shows the untrusted message', () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  const error = new WalletRequestError({ cause: new Error('<img src=x onerror=alert(1)>') })
  expect(error.message).toContain('<img')
  expect(i18n.t(toMessageKey(error))).toBe('Something went wrong. Please try again.')
})
