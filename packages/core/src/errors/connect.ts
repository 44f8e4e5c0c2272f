import { BaseError } from './base.js'

export type UserRejectedRequestErrorType = UserRejectedRequestError & {
  name: 'UserRejectedRequestError'
}
/** The visitor declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  static code = 4001
  constructor(parameters: { cause?: unknown } = {}) {
    super('The request was rejected in the wallet.', parameters)
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }
/** No connector with this id is available (the wallet is not installed any more). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super(`Connector "${connectorId}" not found.`)
  }
}

export type NoAccountsErrorType = NoAccountsError & { name: 'NoAccountsError' }
/** The wallet granted access but exposed no account. */
export class NoAccountsError extends BaseError {
  override name = 'NoAccountsError'
  constructor() {
    super('The wallet returned no account.')
  }
}

export type ChainNotAddedErrorType = ChainNotAddedError & { name: 'ChainNotAddedError' }
/** The wallet does not know the chain (EIP-1193 code 4902). */
export class ChainNotAddedError extends BaseError {
  override name = 'ChainNotAddedError'
  static code = 4902
  constructor(parameters: { cause?: unknown } = {}) {
    super('The wallet does not know this chain.', parameters)
  }
}

export type RequestPendingErrorType = RequestPendingError & { name: 'RequestPendingError' }
/** The wallet already has a request of this kind open (code -32002). */
export class RequestPendingError extends BaseError {
  override name = 'RequestPendingError'
  static code = -32002
  constructor(parameters: { cause?: unknown } = {}) {
    super('A request is already pending in the wallet.', parameters)
  }
}

export type WalletRequestErrorType = WalletRequestError & { name: 'WalletRequestError' }
/** Any other failure reported by the wallet; `code` keeps the wallet's code. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  code: number | undefined
  constructor(parameters: { cause?: unknown; code?: number | undefined } = {}) {
    super('The wallet could not complete the request.', parameters)
    this.code = parameters.code
  }
}
