import { BaseError } from './base.js'

export type SiwxNotStartedErrorType = SiwxNotStartedError & { name: 'SiwxNotStartedError' }
/** A Sign In With X action ran on an instance whose `siwx` (or `siweConfig`) flow is not running. */
export class SiwxNotStartedError extends BaseError {
  override name = 'SiwxNotStartedError'
  constructor() {
    super('Sign In With X is not running: set the `siwx` option of `createAppKit`.', {
      docsPath: '/options#siwx',
    })
  }
}

export type SiwxUnsupportedNamespaceErrorType = SiwxUnsupportedNamespaceError & {
  name: 'SiwxUnsupportedNamespaceError'
}
/** The connected wallet's namespace has no way to sign a Sign In With X message here. */
export class SiwxUnsupportedNamespaceError extends BaseError {
  override name = 'SiwxUnsupportedNamespaceError'
  constructor(namespace: string) {
    super(`Sign In With X cannot sign on ${namespace}: only eip155 and solana can.`)
  }
}

export type SiwxVerificationErrorType = SiwxVerificationError & { name: 'SiwxVerificationError' }
/** The site's backend did not accept the signed message (the legacy `verifyMessage` said no). */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  constructor() {
    super('The signed message was not accepted.')
  }
}
