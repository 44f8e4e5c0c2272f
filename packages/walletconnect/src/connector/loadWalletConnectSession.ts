import type { Connector, ConnectorContext } from '@latch/core'
import { createWalletConnectClient } from '../createWalletConnectClient.js'
import {
  createWalletConnectSession,
  type WalletConnectSessionController,
} from './createWalletConnectSession.js'

/**
 * Builds the WalletConnect client from the site's options (its networks' RPC URLs, its
 * metadata) and the session behind the connector. Loaded by `createWalletConnectConnector` on
 * first use; the SDK behind the client is a further lazy import.
 */
export function loadWalletConnectSession(
  context: ConnectorContext,
  parameters: { relayUrl: string; idleRows: readonly Connector[] },
): WalletConnectSessionController {
  const { options } = context
  const rpcMap: Record<string, string> = {}
  for (const network of options.networks) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[network.caipNetworkId] = url
  }
  const client = createWalletConnectClient({
    projectId: options.projectId ?? 'latch',
    relayUrl: parameters.relayUrl,
    rpcMap,
    metadata: {
      name: options.metadata?.name ?? document.title,
      description: options.metadata?.description ?? '',
      url: options.metadata?.url ?? location.origin,
      icons: [...(options.metadata?.icons ?? [])],
    },
    // Latch never calls the vendor's verify service; wallets see requests as unverified.
    disableVerify: true,
  })
  const session = createWalletConnectSession(context, client, { idleRows: parameters.idleRows })
  return {
    ...session,
    destroy() {
      session.destroy()
      void client.close()
    },
  }
}
