'use client'
import { fetchBalance, formatBalance } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/** The active account's native balance, and `fetchBalance()` to read it again now. */
export function useAppKitBalance() {
  const config = useConfig()
  const account = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account : undefined,
  )
  const refetch = useCallback(async () => {
    await fetchBalance(config, { force: true })
    const now = config.store.getState()
    const current = now.activeNamespace ? now.chains[now.activeNamespace]?.account : undefined
    return current?.balanceStatus === 'ready'
      ? { isSuccess: true, data: { balance: current.balance, symbol: current.balanceSymbol } }
      : { isSuccess: false, error: 'Balance unavailable' }
  }, [config])
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
