import { BaseError } from './base.js'

export type AdapterNotFoundErrorType = AdapterNotFoundError & { name: 'AdapterNotFoundError' }
/** No adapter was given for a namespace (spec section 8 wording). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
  }
}

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
/** The network is not among the requested networks (spec section 8 wording). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found')
  }
}

export type NotConnectedErrorType = NotConnectedError & { name: 'NotConnectedError' }
/** An action needs a connected account (spec section 8 wording). */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor() {
    super('Address or auth connector not found')
  }
}
