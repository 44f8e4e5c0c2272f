import { mnemonicToSeedSync } from '@scure/bip39'
import { walletSecretToMnemonic } from './mnemonic.js'

/**
 * The 64-byte BIP-39 seed of a wallet secret (no passphrase): entropy → mnemonic → PBKDF2.
 * The caller wipes the seed. The mnemonic string in between cannot be wiped; it is dropped at once.
 *
 * @internal
 */
export function deriveSeed(entropy: Uint8Array): Uint8Array {
  return mnemonicToSeedSync(walletSecretToMnemonic(entropy))
}
