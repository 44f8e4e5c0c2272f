import type { FrameSocialProvider } from '@latch/core'
import type { walletButtonWallets } from './walletButtonWallets.js'

/** The social logins a wallet button can start; Latch's embedded wallet runs each. */
export const walletButtonSocials = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const satisfies readonly FrameSocialProvider[]

/** What `connect` of `useAppKitWallet` takes: a wallet, WalletConnect's QR code, a social, email. */
export type WalletButtonId =
  | keyof typeof walletButtonWallets
  | 'walletConnect'
  | (typeof walletButtonSocials)[number]
  | 'email'

export function isWalletButtonSocial(id: string): id is (typeof walletButtonSocials)[number] {
  return (walletButtonSocials as readonly string[]).includes(id)
}
