import { walletSecretLength } from './createWalletSecret.js'
import { InvalidShareError } from './errors.js'

/** A share is one y-byte per secret byte, then its x-coordinate (1..255): 17 bytes. */
export const shareLength = walletSecretLength + 1

/**
 * Throws {@link InvalidShareError} unless `share` has the shape of a share of a wallet secret:
 * 17 bytes with a non-zero x-coordinate in the last byte. (Its *content* cannot be checked:
 * compare the recovered address, as {@link recoverAccounts} does.)
 *
 * @internal
 */
export function assertShare(share: Uint8Array): void {
  if (!(share instanceof Uint8Array)) throw new InvalidShareError('a share must be a Uint8Array')
  if (share.length !== shareLength)
    throw new InvalidShareError(`a share must be ${shareLength} bytes, not ${share.length}`)
  if (share[shareLength - 1] === 0) throw new InvalidShareError('a share has no x-coordinate')
}
