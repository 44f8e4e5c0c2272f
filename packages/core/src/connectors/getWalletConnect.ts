import type { Config } from '../config/createConfig.js'
import { type WalletConnectConnector, walletConnectConnectorId } from '../types/walletConnect.js'

/**
 * The WalletConnect connector of an instance, when the site offers WalletConnect.
 *
 * @example
 * getWalletConnect(config)?.pair()
 */
export function getWalletConnect(config: Config): WalletConnectConnector | undefined {
  const connector = config.connectors.get(walletConnectConnectorId)
  return connector?.type === 'WALLET_CONNECT' ? (connector as WalletConnectConnector) : undefined
}
