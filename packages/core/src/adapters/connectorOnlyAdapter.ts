import { ConnectorNotFoundError } from '../errors/connect.js'
import type { Namespace } from '../types/network.js'
import { type Adapter, createAdapter } from './createAdapter.js'

type Eip1193 = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

/**
 * Stands in for a namespace the site gave networks but no adapter (AppKit allows leaving
 * `adapters` out): it lists no browser wallets, so the namespace connects through the
 * connectors that span namespaces (WalletConnect, the email wallet), which bring their own
 * providers. Switching asks that provider on eip155; the balance is not read.
 */
export function connectorOnlyAdapter(namespace: Namespace): Adapter {
  return createAdapter({
    namespace,
    discoveryTimeoutMs: 0,
    setup: () => () => {},
    async connect({ connector }) {
      throw new ConnectorNotFoundError(connector.id)
    },
    reconnect: async () => undefined,
    async disconnect() {},
    async switchNetwork({ connector, network }) {
      if (namespace !== 'eip155') return
      await (connector.provider as Eip1193 | undefined)?.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
    },
    async getBalance() {
      throw new ConnectorNotFoundError(namespace)
    },
  })
}
