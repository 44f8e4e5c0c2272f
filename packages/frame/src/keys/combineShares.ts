import { combine } from 'shamir-secret-sharing'
import { assertShare, shareLength } from './assertShare.js'
import { InvalidShareError } from './errors.js'
import { wipe } from './wipe.js'

/**
 * Recombines two (or all three) shares of a 2-of-3 split into the 16-byte wallet secret.
 *
 * Throws {@link InvalidShareError} for fewer than two shares, malformed shares or a repeated
 * x-coordinate. A share whose bytes were altered does *not* throw: it yields a different secret.
 * So check the result, e.g. with {@link recoverAccounts}, before using or re-saving it.
 *
 * @example
 * const entropy = await combineShares([deviceShare, authShare])
 */
export async function combineShares(shares: readonly Uint8Array[]): Promise<Uint8Array> {
  if (shares.length < 2 || shares.length > 3)
    throw new InvalidShareError(`2 or 3 shares are needed, not ${shares.length}`)
  for (const share of shares) assertShare(share)
  const coordinates = new Set(shares.map((share) => share[shareLength - 1]))
  if (coordinates.size !== shares.length)
    throw new InvalidShareError('two shares have the same x-coordinate')

  // The library checks `constructor === Uint8Array`: give it copies made in this realm.
  const copies = shares.map((share) => new Uint8Array(share))
  try {
    return await combine(copies)
  } finally {
    wipe(...copies)
  }
}
