import type { Connector } from '../types/connector.js'
import type { Namespace } from '../types/network.js'
import { walletConnectConnectorId } from '../types/walletConnect.js'

/**
 * The WalletConnect row of the Connect view (the spec's first connector type): pairs any
 * WalletConnect wallet by QR code. Once a session exists, its own connectors replace this one.
 */
export function walletConnectEntry(namespace: Namespace = 'eip155'): Connector {
  return {
    id: walletConnectConnectorId,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
  }
}
