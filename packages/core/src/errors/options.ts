import { BaseError } from './base.js'

export type InvalidOptionsErrorType = InvalidOptionsError & { name: 'InvalidOptionsError' }
/** An option of `createAppKit` is missing or malformed; the message names it. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  constructor(message: string) {
    super(message, { docsPath: '/options' })
  }
}
