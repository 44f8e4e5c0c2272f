'use client'
import type { Namespace, State } from '@latch/core'
import { fetchTokenBalances } from '@latch/core/accountData'
import { useCallback, useEffect, useMemo } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'

/**
 * The connected account's token balances (native, ERC-20 and SPL, from the wallet when it
 * discovers assets, else from the chain-data service), read when the account or its network
 * changes, and `refetch()` to read them again now. The spec's 30 s cache and the 30 s pause after
 * a failure apply, as in the Account view.
 *
 * @example
 * const { balances, status } = useAppKitTokens()
 */
export function useAppKitTokens(
  parameters: {
    namespace?: Namespace | undefined
    /** `false` reads only on `refetch()`, not on its own when the account connects. */
    enabled?: boolean | undefined
  } = {},
) {
  const config = useConfig()
  const { namespace, enabled = true } = parameters
  const chainOf = (state: State) => state.chains[namespace ?? state.activeNamespace ?? 'eip155']
  const account = useLatchState((state) => chainOf(state)?.account.caipAddress)
  const network = useLatchState((state) => chainOf(state)?.network.caipNetwork?.caipNetworkId)
  const tokens = useLatchState((state) => chainOf(state)?.account.tokenBalance)
  useEffect(() => {
    if (enabled && account && network) void fetchTokenBalances(config, { namespace })
  }, [config, namespace, enabled, account, network])
  const refetch = useCallback(
    () => fetchTokenBalances(config, { namespace, force: true }),
    [config, namespace],
  )
  // A list read for an account that has since changed is not this account's.
  const current = tokens?.account === account ? tokens : undefined
  return useMemo(
    () => ({
      status: current?.status ?? 'idle',
      balances: current?.balances ?? [],
      currency: current?.currency,
      refetch,
    }),
    [current, refetch],
  )
}
