import { combineShares } from './combineShares.js'
import { deriveAccounts, type WalletAccounts } from './deriveAccounts.js'
import { KeyMismatchError } from './errors.js'
import { wipe } from './wipe.js'

/** What {@link recoverAccounts} returns. */
export type RecoverAccountsReturnType = {
  /** The wallet secret; the caller wipes it (after re-splitting or re-saving a device share). */
  entropy: Uint8Array
  accounts: WalletAccounts
}

/**
 * Combines two shares and checks that they give the wallet the user is known by: the derived
 * EVM address must equal `expectedEip155Address` (compared case-insensitively). Otherwise the
 * secret is wiped and {@link KeyMismatchError} is thrown, since a corrupted or stale share combines
 * into a valid-looking but wrong secret.
 *
 * @example
 * const { entropy, accounts } = await recoverAccounts(authShare, recoveryShare, user.eip155Address)
 */
export async function recoverAccounts(
  shareA: Uint8Array,
  shareB: Uint8Array,
  expectedEip155Address: string,
): Promise<RecoverAccountsReturnType> {
  const entropy = await combineShares([shareA, shareB])
  let accounts: WalletAccounts
  try {
    accounts = deriveAccounts(entropy)
  } catch (error) {
    wipe(entropy)
    throw error
  }
  if (accounts.eip155.address.toLowerCase() !== expectedEip155Address.toLowerCase()) {
    wipe(entropy)
    throw new KeyMismatchError({
      expectedAddress: expectedEip155Address,
      actualAddress: accounts.eip155.address,
    })
  }
  return { entropy, accounts }
}
