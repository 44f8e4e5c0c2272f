import { split } from 'shamir-secret-sharing'
import { assertWalletSecret } from './createWalletSecret.js'
import { wipe } from './wipe.js'

/** The three shares of a wallet secret; any two of them recover it, one alone reveals nothing. */
export type WalletShares = {
  /** Kept in the frame's IndexedDB, encrypted under a non-extractable key (see `createDeviceShareStore`). */
  device: Uint8Array
  /** Kept by the server, encrypted at rest, released only to an authenticated frame session. */
  auth: Uint8Array
  /** Kept by the user (see `encodeRecoveryShare`). */
  recovery: Uint8Array
}

/**
 * Splits a wallet secret 2-of-3 with Shamir's secret sharing over GF(2^8)
 * (`shamir-secret-sharing`, audited by Cure53 and Zellic). Each share is 17 bytes: 16 y-bytes and
 * an x-coordinate. The shares are fresh on every call (new random polynomials and coordinates),
 * so shares of two different splits of the same secret must not be mixed.
 *
 * @example
 * const { device, auth, recovery } = await splitSecret(createWalletSecret())
 */
export async function splitSecret(entropy: Uint8Array): Promise<WalletShares> {
  assertWalletSecret(entropy)
  // The library checks `constructor === Uint8Array`: give it a copy made in this realm.
  const secret = new Uint8Array(entropy)
  try {
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new Error('shamir-secret-sharing: expected 3 shares')
    return { device, auth, recovery }
  } finally {
    wipe(secret)
  }
}
