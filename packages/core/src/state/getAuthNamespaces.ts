import type { Config } from '../config/createConfig.js'
import { authConnectorId } from '../types/embeddedWallet.js'
import type { Namespace } from '../types/network.js'

/**
 * The namespaces connected through the embedded wallet (the AUTH connector).
 *
 * @example
 * getAuthNamespaces(config) // ['eip155', 'solana'] after an email login
 */
export function getAuthNamespaces(config: Config): Namespace[] {
  const { chains } = config.store.getState()
  return (Object.keys(chains) as Namespace[]).filter(
    (namespace) => chains[namespace]?.account.connectorId === authConnectorId,
  )
}
