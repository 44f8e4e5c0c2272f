/** The modal's named views (spec section 2), plus Networks which the account flow needs. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'Swap'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'

import type { WalletListEntry } from '../protocol/walletApi.js'

/**
 * One entry of the router's history; `connectorId` travels with ConnectingExternal, `wallet`
 * with ConnectingWalletConnect, `email` with EmailVerifyOtp.
 */
export type RouteEntry = {
  view: View
  connectorId?: string | undefined
  wallet?: WalletListEntry | undefined
  /** The address a login code was sent to. */
  email?: string | undefined
}
