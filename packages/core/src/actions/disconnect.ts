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
  const state = config.store.getState()
  const connectorOf = (namespace: Namespace) =>
    state.connectors.find((c) => c.id === state.chains[namespace]?.account.connectorId)
  const connected = (Object.keys(state.chains) as Namespace[]).filter(
    (namespace) => state.chains[namespace]?.account.status !== 'disconnected',
  )
  let namespaces = parameters.namespace ? [parameters.namespace] : connected
  // A session shared by several namespaces ends for all of them (spec section 4).
  const sessionType = namespaces.map(connectorOf).find((c) => c?.type === 'WALLET_CONNECT')?.type
  if (sessionType)
    namespaces = [
      ...new Set([
        ...namespaces,
        ...connected.filter((namespace) => connectorOf(namespace)?.type === sessionType),
      ]),
    ]
  const errors: DisconnectError[] = []
  const fail = (namespace: string, error: unknown) => {
    const failure = new DisconnectError(namespace, error)
    errors.push(failure)
    config.emit('DISCONNECT_ERROR', { namespace, message: failure.shortMessage })
  }
  if (sessionType)
    await config._internal.walletConnect
      ?.disconnect()
      .catch((error) => fail('walletConnect', error))
  for (const namespace of namespaces) {
    const account = state.chains[namespace]?.account
    const connector = connectorOf(namespace)
    const adapter = config.adapters.get(namespace)
    if (!account || account.status === 'disconnected') continue
    try {
      if (connector && adapter && connector.type !== 'WALLET_CONNECT')
        await adapter.disconnect({ connector })
    } catch (error) {
      fail(namespace, error)
    }
    resetChainState(config, namespace)
  }
  closeModal(config)
  if (errors[0]) throw errors[0]
  config.emit('DISCONNECT_SUCCESS')
}
