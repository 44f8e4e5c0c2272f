'use client'
import type { Namespace } from '@latch/core'
import { useMemo } from 'react'
import { useConnectedConnector } from './useConnectedConnector.js'

/**
 * The connected wallet's provider for a namespace, e.g. an EIP-1193 provider on eip155 to use
 * with viem's `custom` transport.
 */
export function useAppKitProvider<provider = unknown>(namespace: Namespace) {
  const connector = useConnectedConnector(namespace)
  return useMemo(
    () => ({
      walletProvider: connector?.provider as provider | undefined,
      walletProviderType: connector?.type,
    }),
    [connector],
  )
}
