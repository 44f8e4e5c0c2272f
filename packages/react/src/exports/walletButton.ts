// AppKit's wallet buttons hook (AppKit ships it as @reown/appkit-wallet-button/react): connect a
// named wallet or login from the site's own button. An entry of its own, as AppKit's, so a site
// without wallet buttons loads none of it.
export type {
  WalletButtonCancelledErrorType,
  WalletButtonConnection,
} from '../walletButton/connectWalletButton.js'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type UseAppKitWalletParameters,
  useAppKitWallet,
} from '../walletButton/useAppKitWallet.js'
export type { WalletButtonId } from '../walletButton/walletButtonIds.js'
