'use client'
import { useMemo } from 'react'
import { useLatchState } from './useLatchState.js'

/** The modal's state: whether it is open, the active chain and network, and loading. */
export function useAppKitState() {
  const modal = useLatchState((state) => state.modal)
  const activeChain = useLatchState((state) => state.activeNamespace)
  const selectedNetworkId = useLatchState((state) =>
    state.activeNamespace
      ? state.chains[state.activeNamespace]?.network.caipNetwork?.caipNetworkId
      : undefined,
  )
  const initialized = useLatchState((state) => state.initialized)
  const loading = useLatchState((state) => state.attempt.status === 'connecting')
  return useMemo(
    () => ({
      open: modal.status === 'open',
      view: modal.history.at(-1)?.view,
      activeChain,
      selectedNetworkId,
      initialized,
      loading,
    }),
    [modal, activeChain, selectedNetworkId, initialized, loading],
  )
}
