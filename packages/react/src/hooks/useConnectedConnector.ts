'use client'
import type { Connector, Namespace } from '@latch/core'
import { useLatchState } from './useLatchState.js'

/** The connector a namespace is connected through, if any. */
export function useConnectedConnector(namespace?: Namespace): Connector | undefined {
  const activeNamespace = useLatchState((state) => state.activeNamespace)
  const chain = namespace ?? activeNamespace
  const account = useLatchState((state) => (chain ? state.chains[chain]?.account : undefined))
  const connectors = useLatchState((state) => state.connectors)
  if (account?.status !== 'connected') return undefined
  // WalletConnect and the embedded wallet use one id on each namespace, each with its provider.
  return connectors.find(
    (connector) => connector.id === account.connectorId && connector.chain === chain,
  )
}
