import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { DevnetAccount } from './manifest'

/** Anvil's (and Hardhat's) default mnemonic: public, for local chains only. */
export const devMnemonic = 'test test test test test test test test test test test junk'

/** Anvil's well-known dev accounts #0..#(count-1), derived from `devMnemonic`. */
export function devAccounts(count = 5): DevnetAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(devMnemonic, { addressIndex })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey)
      throw new Error(`could not derive the private key of dev account #${addressIndex}`)
    return { address: account.address, privateKey: bytesToHex(privateKey) }
  })
}
