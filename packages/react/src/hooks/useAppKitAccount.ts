'use client'
import { authConnectorId, getAccount, type Namespace, watchAccount } from '@latch/core'
import { useMemo } from 'react'
import { toAppKitAccounts } from './toAppKitAccounts.js'
import { useLatchState } from './useLatchState.js'
import { useRead } from './useRead.js'

/** The email or social login behind an embedded-wallet account, in AppKit's shape. */
export type EmbeddedWalletInfo = {
  user: { email: string | undefined; username: string | undefined }
  /** The embedded wallet is a plain account: no smart accounts yet. */
  accountType: 'eoa'
  authProvider: string
  isSmartAccountDeployed: false
}

/**
 * The account of a namespace (the active one by default), as AppKit's hook returns it:
 * `address`, `caipAddress`, `isConnected`, `status`, `allAccounts` (each with its namespace,
 * CAIP-10 id and chain id) and, for the embedded wallet, `embeddedWalletInfo`.
 * `getAccount`/`watchAccount` outside React.
 */
export function useAppKitAccount(parameters: { namespace?: Namespace | undefined } = {}) {
  const account = useRead(getAccount, watchAccount, parameters.namespace)
  const login = useLatchState((state) => {
    const target = account.namespace ? state.chains[account.namespace]?.account : undefined
    return target?.connectorId === authConnectorId ? target : undefined
  })
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      allAccounts: toAppKitAccounts(account.namespace, account.caipAddress, account.allAccounts),
      isConnected: account.isConnected,
      status: account.status,
      namespace: account.namespace,
      embeddedWalletInfo:
        login && account.isConnected
          ? ({
              user: { email: login.email, username: login.username },
              accountType: 'eoa',
              authProvider: login.socialProvider ?? 'email',
              isSmartAccountDeployed: false,
            } satisfies EmbeddedWalletInfo)
          : undefined,
    }),
    [account, login],
  )
}
