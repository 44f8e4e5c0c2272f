'use client'
import { useMemo } from 'react'
import { useConnectedConnector } from './useConnectedConnector.js'

/** The connected wallet's name, icon and rdns. */
export function useWalletInfo() {
  const connector = useConnectedConnector()
  return useMemo(
    () => ({
      walletInfo: connector
        ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }
        : undefined,
    }),
    [connector],
  )
}
