import type { MessageKey } from '../i18n/messageKey.js'

/**
 * Maps an error to the i18n key the UI shows: the UI never renders `error.message`, which is
 * written for developers and may carry a wallet's untrusted text.
 */
export function toMessageKey(error: unknown): MessageKey {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  switch (name) {
    case 'UserRejectedRequestError':
      return 'errors.user_rejected'
    case 'ConnectorNotFoundError':
      return 'errors.connector_not_found'
    case 'NoAccountsError':
      return 'errors.no_accounts'
    case 'RequestPendingError':
      return 'errors.request_pending'
    case 'ChainNotAddedError':
      return 'errors.chain_not_added'
    case 'NetworkNotFoundError':
      return 'errors.network_not_found'
    default:
      return 'errors.unknown'
  }
}
