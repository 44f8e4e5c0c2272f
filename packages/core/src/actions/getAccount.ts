import type { Config } from '../config/createConfig.js'
import type { CaipAddress, Namespace } from '../types/network.js'
import type { ConnectionStatus } from '../types/state.js'
import { type ReadParameters, stableRead } from '../utils/stableRead.js'

export type GetAccountParameters = ReadParameters

export type GetAccountReturnType = {
  /** The namespace read: the one asked for, else the active one. */
  namespace: Namespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  allAccounts: readonly string[]
  status: ConnectionStatus
  isConnected: boolean
  isConnecting: boolean
  isReconnecting: boolean
  isDisconnected: boolean
  /** The connector the namespace is connected (or connecting) through. */
  connectorId: string | undefined
  /** The login email of an embedded-wallet connection. */
  email: string | undefined
}

/**
 * The account of a namespace (the active one by default). The same object is returned until
 * one of its fields changes.
 *
 * @example
 * ```ts
 * import { getAccount } from '@latch/core'
 *
 * const { address, isConnected } = getAccount(config)
 * const solana = getAccount(config, { namespace: 'solana' })
 * ```
 */
export const getAccount: (
  config: Config,
  parameters?: GetAccountParameters,
) => GetAccountReturnType = /* @__PURE__ */ stableRead((state, namespace) => {
  const account = namespace ? state.chains[namespace]?.account : undefined
  const status = account?.status ?? 'disconnected'
  return {
    namespace,
    address: account?.address,
    caipAddress: account?.caipAddress,
    allAccounts: account?.allAccounts ?? [],
    status,
    isConnected: status === 'connected',
    isConnecting: status === 'connecting',
    isReconnecting: status === 'reconnecting',
    isDisconnected: status === 'disconnected',
    connectorId: account?.connectorId,
    email: account?.email,
  }
})
