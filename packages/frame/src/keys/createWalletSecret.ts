import { InvalidWalletSecretError } from './errors.js'

/** The wallet secret is 128 bits of BIP-39 entropy (a 12-word mnemonic). */
export const walletSecretLength = 16

/**
 * Creates a new wallet secret: 16 bytes from the browser's CSPRNG (`crypto.getRandomValues`).
 *
 * The secret is the BIP-39 *entropy*, not the 64-byte seed: it is what gets split into shares
 * (so each share is 17 bytes), and the mnemonic and seed are derived from it when needed.
 * The caller owns the buffer and should {@link wipe} it once it has been split.
 *
 * @example
 * const entropy = createWalletSecret()
 * const { device, auth, recovery } = await splitSecret(entropy)
 * const accounts = deriveAccounts(entropy)
 * wipe(entropy)
 */
export function createWalletSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(walletSecretLength))
}

/**
 * Throws {@link InvalidWalletSecretError} unless `entropy` is a 16-byte `Uint8Array`.
 *
 * @internal
 */
export function assertWalletSecret(entropy: Uint8Array): void {
  if (!(entropy instanceof Uint8Array))
    throw new InvalidWalletSecretError('the wallet secret must be a Uint8Array')
  if (entropy.length !== walletSecretLength)
    throw new InvalidWalletSecretError(
      `the wallet secret must be ${walletSecretLength} bytes, not ${entropy.length}`,
    )
}
