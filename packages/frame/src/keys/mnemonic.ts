import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { assertWalletSecret } from './createWalletSecret.js'

/**
 * The 12-word English BIP-39 mnemonic of a wallet secret (for showing or exporting the wallet).
 *
 * The result is a string, which JavaScript cannot wipe: create it only when it must be shown.
 *
 * @example
 * walletSecretToMnemonic(entropy) // 'legal winner thank year wave sausage worth useful legal winner thank yellow'
 */
export function walletSecretToMnemonic(entropy: Uint8Array): string {
  assertWalletSecret(entropy)
  return entropyToMnemonic(entropy, wordlist)
}

/**
 * The wallet secret (16 bytes of entropy) of a 12-word English BIP-39 mnemonic. Throws when a
 * word is not in the list, when the checksum fails, or when the mnemonic is not 12 words.
 *
 * @example
 * const entropy = mnemonicToWalletSecret('test test test test test test test test test test test junk')
 */
export function mnemonicToWalletSecret(mnemonic: string): Uint8Array {
  const entropy = mnemonicToEntropy(mnemonic, wordlist)
  assertWalletSecret(entropy)
  return entropy
}
