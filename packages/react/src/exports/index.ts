// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
} from '../buttons/AppKitAccountButton.js'
export { AppKitButton, type AppKitButtonProps } from '../buttons/AppKitButton.js'
export {
  AppKitConnectButton,
  type AppKitConnectButtonProps,
} from '../buttons/AppKitConnectButton.js'
export {
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from '../buttons/AppKitNetworkButton.js'
export type { AppKitButtonSize } from '../buttons/buttonSize.js'
export { AppKitProvider, type AppKitProviderProps } from '../context/AppKitProvider.js'
export { LatchProvider, type LatchProviderProps } from '../context/LatchProvider.js'
export { type AppKit, createAppKit } from '../createAppKit.js'
// The JSX declarations of the <appkit-*> tags come with these types.
export type {
  AppKitAccountButtonElementAttributes,
  AppKitButtonElementAttributes,
  AppKitConnectButtonElementAttributes,
  AppKitNetworkButtonElementAttributes,
  AppKitWalletButtonElementAttributes,
} from '../elements/appKitElementsJsx.js'
export type { PairingEndedErrorType } from '../headless/connectHeadlessWallet.js'
export type { HeadlessWallet } from '../headless/toHeadlessWallet.js'
export { useAppKitWallets } from '../headless/useAppKitWallets.js'
export { useAppKit } from '../hooks/useAppKit.js'
export { type EmbeddedWalletInfo, useAppKitAccount } from '../hooks/useAppKitAccount.js'
export { type FetchBalanceResult, useAppKitBalance } from '../hooks/useAppKitBalance.js'
export { useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export { useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { useAppKitSiwx } from '../hooks/useAppKitSiwx.js'
export { useAppKitSIWX } from '../hooks/useAppKitSiwxConfig.js'
export { useAppKitState } from '../hooks/useAppKitState.js'
export { useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type UpdateEmailCancelledErrorType,
  useAppKitUpdateEmail,
} from '../hooks/useAppKitUpdateEmail.js'
export {
  LatchNotCreatedError,
  type LatchNotCreatedErrorType,
  useConfig,
} from '../hooks/useConfig.js'
export { useDisconnect } from '../hooks/useDisconnect.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export type {
  AccountSwitchNotSupportedErrorType,
  ConnectionChange,
} from '../multiWallet/switchConnection.js'
export type { Connection } from '../multiWallet/toConnections.js'
export {
  type UseAppKitConnectionParameters,
  useAppKitConnection,
} from '../multiWallet/useAppKitConnection.js'
export { useAppKitConnections } from '../multiWallet/useAppKitConnections.js'
