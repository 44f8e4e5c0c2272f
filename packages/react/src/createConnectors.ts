import type { MultiNamespaceConnector, Options } from '@latch/core'
import { createEmbeddedWalletConnector } from '@latch/frame/host'
import { createWalletConnectConnector } from '@latch/walletconnect'

/** The package version the frame is told about (spec: the `version` frame source parameter). */
const sdkVersion = '0.1.0'

/**
 * The connectors that span namespaces, as the site's options ask for them: WalletConnect when a
 * relay is configured (and `enableWalletConnect` or `enableWallets` is not false), the embedded wallet when a frame URL is set and email login is on (in a
 * browser: the frame is an element of the page). The only place `@latch/react` names other
 * Latch packages; each loads its heavy part on first use.
 */
export function createConnectors(
  options: Pick<
    Options,
    'relayUrl' | 'frameUrl' | 'features' | 'enableWallets' | 'enableWalletConnect'
  >,
): MultiNamespaceConnector[] {
  const connectors: MultiNamespaceConnector[] = []
  const walletConnect = options.enableWallets !== false && options.enableWalletConnect !== false
  if (options.relayUrl && walletConnect)
    connectors.push(createWalletConnectConnector({ relayUrl: options.relayUrl }))
  if (options.frameUrl && options.features?.email !== false && typeof document !== 'undefined')
    connectors.push(
      createEmbeddedWalletConnector({
        frameUrl: options.frameUrl,
        sdkVersion,
        sdkType: 'latch-react',
      }),
    )
  return connectors
}
