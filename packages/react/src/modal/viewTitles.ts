import type { MessageKey, View } from '@latch/core'

/**
 * The dialog title of each view. It lives in the shell, not in the lazy view code, so the
 * dialog is labelled before the view has loaded.
 */
export const viewTitles: Partial<Record<View, MessageKey>> = {
  Connect: 'connect.title',
  Account: 'account.title',
  Networks: 'networks.title',
  UnsupportedChain: 'unsupported.title',
  AllWallets: 'all_wallets.title',
  ConnectingWalletConnectBasic: 'walletconnect.title',
  ConnectingSocial: 'social.title',
  ConnectingFarcaster: 'farcaster.title',
  ConnectingSiwe: 'siwx.title',
  EmailVerifyOtp: 'email_otp.title',
  EmailVerifyDevice: 'email_device.title',
  UpdateEmailWallet: 'update_email.title',
  UpdateEmailPrimaryOtp: 'update_email.primary_title',
  UpdateEmailSecondaryOtp: 'update_email.secondary_title',
  ApproveTransaction: 'approve.title',
  Receive: 'receive.title',
  Send: 'send.title',
}
