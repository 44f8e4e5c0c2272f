'use client'
import { fetchBalance, formatBalance, type Namespace } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { toDecimalString } from '../utils/toDecimalString.js'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/** What `fetchBalance()` resolves with: AppKit's shape, never a rejection. */
export type FetchBalanceResult =
  | {
      /** `balance` and `formatted` are the same exact decimal string, e.g. `'1.2345'`. */
      data: { balance: string; formatted: string; symbol: string }
      error: null
      isSuccess: true
      isError: false
    }
  | { data: undefined; error: string; isSuccess: false; isError: true }

/**
 * The native balance of the active account (or of a namespace's account). `fetchBalance()` reads
 * it again now and resolves as AppKit's does, with `data.balance` a decimal string in the
 * network's unit (not base units). Beside it, for rendering without a fetch: `formatted` (rounded
 * and grouped for display, as the modal shows it), `symbol` and `status`.
 */
export function useAppKitBalance(parameters: { namespace?: Namespace | undefined } = {}) {
  const config = useConfig()
  const { namespace } = parameters
  const account = useLatchState((state) => {
    const target = namespace ?? state.activeNamespace
    return target ? state.chains[target]?.account : undefined
  })
  const refetch = useCallback(async (): Promise<FetchBalanceResult> => {
    await fetchBalance(config, { force: true, namespace })
    const now = config.store.getState()
    const target = namespace ?? now.activeNamespace
    const current = target ? now.chains[target]?.account : undefined
    if (current?.status !== 'connected')
      return { data: undefined, error: 'Not connected', isSuccess: false, isError: true }
    if (
      current.balanceStatus !== 'ready' ||
      current.balance === undefined ||
      current.balanceDecimals === undefined
    )
      return { data: undefined, error: 'Balance unavailable', isSuccess: false, isError: true }
    const balance = toDecimalString(BigInt(current.balance), current.balanceDecimals)
    return {
      data: { balance, formatted: balance, symbol: current.balanceSymbol ?? '' },
      error: null,
      isSuccess: true,
      isError: false,
    }
  }, [config, namespace])
  return useMemo(
    () => ({
      fetchBalance: refetch,
      status: account?.balanceStatus ?? 'idle',
      formatted:
        account?.balance !== undefined && account.balanceDecimals !== undefined
          ? formatBalance(BigInt(account.balance), account.balanceDecimals)
          : undefined,
      symbol: account?.balanceSymbol,
    }),
    [account, refetch],
  )
}
