'use client'
import type { Namespace } from '@latch/core'
import { forgetRecentWallet } from '@latch/core/internal'
import { useCallback, useEffect, useMemo } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { warnOnce } from '../utils/warnOnce.js'
import {
  type Connection,
  targetNamespace,
  toConnections,
  toRecentConnections,
} from './toConnections.js'

/**
 * AppKit's multi-wallet list for a namespace (the active one by default). Latch keeps one
 * connection per namespace, so `connections` holds the connected wallet or nothing, and
 * `recentConnections` the recent wallets (without their accounts, which Latch does not store).
 * `switchConnection` connects a recent wallet in place of the current one.
 */
export function useAppKitConnections(namespace?: Namespace) {
  const config = useConfig()
  useEffect(
    () =>
      warnOnce(
        'useAppKitConnections: Latch keeps one connection per namespace, so `connections` has at most one entry, and `recentConnections` lists recent wallets without their accounts.',
      ),
    [],
  )
  const target = useLatchState((state) => targetNamespace(state, namespace))
  const chain = useLatchState((state) => (target ? state.chains[target] : undefined))
  const connectors = useLatchState((state) => state.connectors)
  const recentConnectorIds = useLatchState((state) => state.recentConnectorIds)
  const switchTo = useCallback(
    async (parameters: { connection: Connection; address?: string | undefined }) => {
      if (!target) return
      const { switchConnection } = await import('./switchConnection.js')
      await switchConnection(config, { ...parameters, namespace: target })
    },
    [config, target],
  )
  const forget = useCallback(
    (parameters: { connectorId: string }) => forgetRecentWallet(config, parameters.connectorId),
    [config],
  )
  return useMemo(
    () => ({
      connections: toConnections(target, chain, connectors),
      recentConnections: toRecentConnections(target, chain, connectors, recentConnectorIds),
      switchConnection: switchTo,
      deleteRecentConnection: forget,
    }),
    [target, chain, connectors, recentConnectorIds, switchTo, forget],
  )
}
