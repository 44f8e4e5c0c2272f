'use client'
import { getAccount, type Namespace, watchAccount } from '@latch/core'
import { useMemo } from 'react'
import { useRead } from './useRead.js'

/** The account of a namespace (the active one by default); `getAccount`/`watchAccount` outside React. */
export function useAppKitAccount(parameters: { namespace?: Namespace | undefined } = {}) {
  const account = useRead(getAccount, watchAccount, parameters.namespace)
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      allAccounts: account.allAccounts,
      isConnected: account.isConnected,
      status: account.status,
      namespace: account.namespace,
    }),
    [account],
  )
}
