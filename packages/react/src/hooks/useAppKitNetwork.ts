'use client'
import { getNetwork, type NetworkInput, switchNetwork, toNetwork, watchNetwork } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useRead } from './useRead.js'

/** The active network and a function to switch it; `getNetwork`/`watchNetwork` outside React. */
export function useAppKitNetwork() {
  const config = useConfig()
  const network = useRead(getNetwork, watchNetwork)
  const switchTo = useCallback(
    // A viem chain is taken too, as in AppKit's options (`toNetwork`).
    (next: NetworkInput) => switchNetwork(config, { network: toNetwork(next) }),
    [config],
  )
  return useMemo(
    () => ({
      caipNetwork: network.caipNetwork,
      caipNetworkId: network.caipNetworkId,
      chainId: network.chainId,
      isUnsupported: network.isUnsupported,
      switchNetwork: switchTo,
    }),
    [network, switchTo],
  )
}
