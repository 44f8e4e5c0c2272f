import {
  authConnectorId,
  type ChainState,
  type Connector,
  type Namespace,
  type Network,
  type State,
} from '@latch/core'
import { type AppKitAccount, toAppKitAccounts } from '../hooks/toAppKitAccounts.js'

/** A wallet connection as AppKit's multi-wallet hooks describe it. */
export type Connection = {
  name: string | undefined
  icon: string | undefined
  networkIcon: string | undefined
  connectorId: string
  accounts: AppKitAccount[]
  caipNetwork: Network | undefined
  /** The email or social login behind an embedded-wallet connection. */
  auth: { name: string | undefined; username: string | undefined } | undefined
}

/** The namespace a multi-wallet hook reads: the one asked for, else the active one. */
export function targetNamespace(state: State, namespace: Namespace | undefined) {
  return namespace ?? state.activeNamespace
}

/**
 * The connections of a namespace: Latch holds one per namespace, so this is the connected
 * wallet, or nothing.
 */
export function toConnections(
  namespace: Namespace | undefined,
  chain: ChainState | undefined,
  connectors: readonly Connector[],
): Connection[] {
  const account = chain?.account
  if (!namespace || !chain || account?.status !== 'connected' || !account.connectorId) return []
  const connector = connectors.find(
    (each) => each.id === account.connectorId && each.chain === namespace,
  )
  const network = chain.network.caipNetwork
  return [
    {
      name: connector?.name,
      icon: connector?.imageUrl,
      // Latch's networks carry no images.
      networkIcon: undefined,
      connectorId: account.connectorId,
      accounts: toAppKitAccounts(namespace, account.caipAddress, account.allAccounts),
      caipNetwork: network,
      auth:
        account.connectorId === authConnectorId
          ? { name: account.email, username: account.username }
          : undefined,
    },
  ]
}

/**
 * The wallets used lately on a namespace and not connected now (the recent wallets Latch stores,
 * newest first). Latch stores which wallets, not their accounts: `accounts` is empty.
 */
export function toRecentConnections(
  namespace: Namespace | undefined,
  chain: ChainState | undefined,
  connectors: readonly Connector[],
  recentConnectorIds: readonly string[],
): Connection[] {
  if (!namespace) return []
  const current = chain?.account
  const connectedId = current?.status === 'connected' ? current.connectorId : undefined
  return recentConnectorIds.flatMap((id): Connection[] => {
    if (id === connectedId) return []
    const connector = connectors.find((each) => each.id === id && each.chain === namespace)
    if (!connector) return []
    return [
      {
        name: connector.name,
        icon: connector.imageUrl,
        networkIcon: undefined,
        connectorId: id,
        accounts: [],
        caipNetwork: undefined,
        auth: undefined,
      },
    ]
  })
}
