'use client'
import type { Namespace } from '@latch/core'
import { forgetRecentWallet } from '@latch/core/internal'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { warnOnce } from '../utils/warnOnce.js'
import type { ConnectionChange } from './switchConnection.js'
import { type Connection, targetNamespace, toConnections } from './toConnections.js'

export type UseAppKitConnectionParameters = {
  namespace?: Namespace | undefined
  onSuccess?: ((change: ConnectionChange) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

/**
 * AppKit's active-connection hook: the namespace's `connection`, `switchConnection` to a recent
 * wallet (connected again, in place of the current one: Latch keeps one per namespace) and
 * `deleteConnection` to forget a recent wallet, with `isPending` and the callbacks.
 */
export function useAppKitConnection(parameters: UseAppKitConnectionParameters = {}) {
  const config = useConfig()
  const { namespace } = parameters
  // The latest callbacks, without making the functions below change on every render.
  const callbacks = useRef(parameters)
  callbacks.current = parameters
  const [isPending, setPending] = useState(false)
  useEffect(
    () =>
      warnOnce(
        'useAppKitConnection: Latch keeps one connection per namespace; switchConnection connects a recent wallet in place of the current one, and cannot choose another account of the connected wallet.',
      ),
    [],
  )
  const target = useLatchState((state) => targetNamespace(state, namespace))
  const chain = useLatchState((state) => (target ? state.chains[target] : undefined))
  const connectors = useLatchState((state) => state.connectors)
  const switchTo = useCallback(
    async (next: { connection: Connection; address?: string | undefined }) => {
      if (!target) return
      setPending(true)
      try {
        // Loaded on first use: a site that only lists connections never loads the switch.
        const { switchConnection } = await import('./switchConnection.js')
        const change = await switchConnection(config, { ...next, namespace: target })
        callbacks.current.onSuccess?.(change)
      } catch (error) {
        callbacks.current.onError?.(error instanceof Error ? error : new Error(String(error)))
      } finally {
        setPending(false)
      }
    },
    [config, target],
  )
  const deleteConnection = useCallback(
    (parameters: { address: string; connectorId: string }) => {
      forgetRecentWallet(config, parameters.connectorId)
      if (target)
        callbacks.current.onSuccess?.({
          address: parameters.address,
          namespace: target,
          hasSwitchedAccount: false,
          hasSwitchedWallet: false,
          hasDeletedWallet: true,
        })
    },
    [config, target],
  )
  return useMemo(
    () => ({
      connection: toConnections(target, chain, connectors)[0],
      isPending,
      switchConnection: switchTo,
      deleteConnection,
    }),
    [target, chain, connectors, isPending, switchTo, deleteConnection],
  )
}
