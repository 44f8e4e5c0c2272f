import { BaseError } from '@latch/core'

/**
 * Two shares combined into a secret whose EVM address is not the one stored for the user: a share
 * is corrupted, stale (from an older split), or belongs to another wallet. Shamir shares carry no
 * integrity check of their own, so this comparison is what catches a wrong share.
 */
export class KeyMismatchError extends BaseError {
  override name = 'KeyMismatchError'
  /** The address the user's wallet is known by. */
  expectedAddress: string
  /** The address the combined shares derive. */
  actualAddress: string
  constructor({
    expectedAddress,
    actualAddress,
  }: { expectedAddress: string; actualAddress: string }) {
    super('The recovered key does not match this wallet.', {
      details: `expected ${expectedAddress}, got ${actualAddress}`,
    })
    this.expectedAddress = expectedAddress
    this.actualAddress = actualAddress
  }
}

/** A key share is malformed: wrong length, no or a repeated x-coordinate, or too few shares. */
export class InvalidShareError extends BaseError {
  override name = 'InvalidShareError'
  constructor(details: string) {
    super('The key share is not valid.', { details })
  }
}

/** The recovery text was mistyped or is not a Latch recovery share; nothing was decoded. */
export class InvalidRecoveryShareError extends BaseError {
  override name = 'InvalidRecoveryShareError'
  /** What was wrong, without echoing the text (it is secret material). */
  reason: 'prefix' | 'characters' | 'length' | 'checksum' | 'share'
  constructor({ reason }: { reason: InvalidRecoveryShareError['reason'] }) {
    super('The recovery code is not valid. Check it for typos.', { details: reason })
    this.reason = reason
  }
}

/** The wallet secret is not 16 bytes of BIP-39 entropy. */
export class InvalidWalletSecretError extends BaseError {
  override name = 'InvalidWalletSecretError'
  constructor(details: string) {
    super('The wallet secret is not valid.', { details })
  }
}
