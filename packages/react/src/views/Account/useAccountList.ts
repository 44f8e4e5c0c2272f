'use client'
import type { AccountState } from '@latch/core'
import { useLatchState } from '../../hooks/useLatchState.js'

/**
 * One chain-data list of the active account, or undefined while none is read for it: a list of
 * another account (before a switch, after a disconnect) is never shown.
 */
export function useAccountList<field extends 'tokenBalance' | 'nfts' | 'transactions'>(
  field: field,
): AccountState[field] | undefined {
  return useLatchState((state) => {
    const account = state.activeNamespace ? state.chains[state.activeNamespace]?.account : undefined
    const list = account?.[field]
    return list && list.account === account?.caipAddress ? list : undefined
  })
}
