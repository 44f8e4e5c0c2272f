'use client'
import { fetchBalance, formatBalance, type Namespace } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/**
 * The native balance of the active account (or of a namespace's account), and `fetchBalance()`
 * to read it again now.
 */
export function useAppKitBalance(parameters: { namespace?: Namespace | undefined } = {}) {
  const config = useConfig()
  const { namespace } = parameters
  const account = useLatchState((state) => {
    const target = namespace ?? state.activeNamespace
    return target ? state.chains[target]?.account : undefined
  })
  const refetch = useCallback(async () => {
    await fetchBalance(config, { force: true, namespace })
    const now = config.store.getState()
    const target = namespace ?? now.activeNamespace
    const current = target ? now.chains[target]?.account : undefined
    return current?.balanceStatus === 'ready'
      ? { isSuccess: true, data: { balance: current.balance, symbol: current.balanceSymbol } }
      : { isSuccess: false, error: 'Balance unavailable' }
  }, [config, namespace])
  return useMemo(
    () => ({
      status: account?.balanceStatus ?? 'idle',
      balance: account?.balance,
      symbol: account?.balanceSymbol,
      formatted:
        account?.balance !== undefined && account.balanceDecimals !== undefined
          ? formatBalance(BigInt(account.balance), account.balanceDecimals)
          : undefined,
      fetchBalance: refetch,
    }),
    [account, refetch],
  )
}
