'use client'
import type { Namespace } from '@latch/core'
import { useMemo } from 'react'
import { useLatchState } from './useLatchState.js'

/** The account of a namespace (the active one by default). */
export function useAppKitAccount(parameters: { namespace?: Namespace | undefined } = {}) {
  const activeNamespace = useLatchState((state) => state.activeNamespace)
  const namespace = parameters.namespace ?? activeNamespace
  const account = useLatchState((state) =>
    namespace ? state.chains[namespace]?.account : undefined,
  )
  return useMemo(
    () => ({
      address: account?.address,
      caipAddress: account?.caipAddress,
      allAccounts: account?.allAccounts ?? [],
      isConnected: account?.status === 'connected',
      status: account?.status ?? 'disconnected',
      namespace,
    }),
    [account, namespace],
  )
}
