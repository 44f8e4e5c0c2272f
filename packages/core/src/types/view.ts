/** The modal's named views (spec section 2), plus Networks, Receive, Send and the email update's views. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'Receive'
  | 'Send'
  | 'Swap'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'

import type { FrameSocialProvider as SocialProvider } from '../protocol/frameMessages.js'
import type { WalletListEntry } from '../protocol/walletApi.js'

/**
 * One entry of the router's history; `connectorId` travels with ConnectingExternal, `wallet`
 * with ConnectingWalletConnect, `email` with EmailVerifyOtp and the email update's code views.
 */
export type RouteEntry = {
  view: View
  connectorId?: string | undefined
  wallet?: WalletListEntry | undefined
  /** The address a login code was sent to; in an email update, the new address. */
  email?: string | undefined
  /** The provider of ConnectingSocial. */
  socialProvider?: SocialProvider | undefined
}
