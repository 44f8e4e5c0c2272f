'use client'
import { type Network, switchNetwork } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/** The active network and a function to switch it. */
export function useAppKitNetwork() {
  const config = useConfig()
  const network = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.network : undefined,
  )
  const switchTo = useCallback(
    (next: Network) => switchNetwork(config, { network: next }),
    [config],
  )
  return useMemo(
    () => ({
      caipNetwork: network?.caipNetwork,
      caipNetworkId: network?.caipNetwork?.caipNetworkId,
      chainId: network?.caipNetwork?.id,
      isUnsupported: network?.isUnsupported ?? false,
      switchNetwork: switchTo,
    }),
    [network, switchTo],
  )
}
