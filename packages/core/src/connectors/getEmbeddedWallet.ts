import type { Config } from '../config/createConfig.js'
import { authConnectorId, type EmbeddedWalletConnector } from '../types/embeddedWallet.js'

/**
 * The embedded wallet's connector of an instance, when the site offers email login.
 *
 * @example
 * const wallet = getEmbeddedWallet(config)
 * if (!wallet) throw new EmbeddedWalletNotFoundError()
 */
export function getEmbeddedWallet(config: Config): EmbeddedWalletConnector | undefined {
  const connector = config.connectors.get(authConnectorId)
  return connector?.type === 'AUTH' ? (connector as EmbeddedWalletConnector) : undefined
}
