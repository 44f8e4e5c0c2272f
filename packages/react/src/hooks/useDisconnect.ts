'use client'
import { type DisconnectParameters, disconnect, type Namespace } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'

/**
 * Disconnects one namespace, or all of them; `disconnect({ id })` (AppKit's multi-wallet form)
 * disconnects the namespaces connected through that connector.
 */
export function useDisconnect() {
  const config = useConfig()
  return useMemo(
    () => ({
      disconnect: async (parameters: DisconnectParameters & { id?: string | undefined } = {}) => {
        const { id, namespace } = parameters
        if (id === undefined) return disconnect(config, { namespace })
        const { chains } = config.store.getState()
        const through = (Object.keys(chains) as Namespace[]).filter(
          (each) =>
            (namespace === undefined || each === namespace) &&
            chains[each]?.account.status === 'connected' &&
            chains[each]?.account.connectorId === id,
        )
        for (const each of through) await disconnect(config, { namespace: each })
      },
    }),
    [config],
  )
}
