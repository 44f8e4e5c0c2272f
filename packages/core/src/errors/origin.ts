import { BaseError } from './base.js'

export type InvalidOriginErrorType = InvalidOriginError & { name: 'InvalidOriginError' }
/** An allowed-origin entry is not an origin (`https://app.example.com`) or a wildcard one. */
export class InvalidOriginError extends BaseError {
  override name = 'InvalidOriginError'
}
