import type { FrameSocialProvider } from '@latch/core'
import { defaultSocials } from '@latch/core/signIn'
import type { walletButtonWallets } from './walletButtonWallets.js'

/** What `connect` of `useAppKitWallet` takes: a wallet, WalletConnect's QR code, a social, email. */
export type WalletButtonId =
  | keyof typeof walletButtonWallets
  | 'walletConnect'
  | FrameSocialProvider
  | 'email'

export function isWalletButtonSocial(id: string): id is FrameSocialProvider {
  // Every social login Latch's embedded wallet runs (the spec's seven) is a wallet button.
  return (defaultSocials as readonly string[]).includes(id)
}
