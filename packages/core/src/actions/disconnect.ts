import type { Config } from '../config/createConfig.js'
import { BaseError } from '../errors/base.js'
import { resetChainState } from '../state/resetChainState.js'
import type { Namespace } from '../types/network.js'
import { closeModal } from './closeModal.js'

export type DisconnectParameters = {
  /** Defaults to every connected namespace. */
  namespace?: Namespace | undefined
}

export type DisconnectErrorType = DisconnectError & { name: 'DisconnectError' }
/** The wallet failed to disconnect one chain; the local state is cleared all the same. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(namespace: string, cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause)
    super(`Failed to disconnect chain ${namespace}: ${message}`, { cause })
  }
}

/**
 * Disconnects and forgets the connection (spec section 4). A wallet that fails to let go is
 * reported with a DISCONNECT_ERROR event, but the visitor still ends up disconnected.
 */
export async function disconnect(
  config: Config,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const errors: DisconnectError[] = []
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : (Object.keys(config.store.getState().chains) as Namespace[])
  for (const namespace of namespaces) {
    // Read afresh: ending a shared session already disconnected the namespaces that used it.
    const state = config.store.getState()
    const account = state.chains[namespace]?.account
    if (!account || account.status === 'disconnected') continue
    const connector = state.connectors.find((c) => c.id === account.connectorId)
    const adapter = config.adapters.get(namespace)
    try {
      // A connector spanning namespaces (a WalletConnect session, the embedded wallet's login)
      // ends for every namespace using it (spec section 4).
      const spanning = account.connectorId && config.connectors.get(account.connectorId)
      if (spanning) await spanning.disconnect()
      else if (connector && adapter) await adapter.disconnect({ connector })
    } catch (error) {
      const failure = new DisconnectError(namespace, error)
      errors.push(failure)
      config.emit('DISCONNECT_ERROR', { namespace, message: failure.shortMessage })
    }
    resetChainState(config, namespace)
  }
  closeModal(config)
  if (errors[0]) throw errors[0]
  config.emit('DISCONNECT_SUCCESS')
}
