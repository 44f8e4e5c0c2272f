'use client'
import { getModalState, watchModalState } from '@latch/core'
import { useMemo } from 'react'
import { useRead } from './useRead.js'

/**
 * The modal's state, as AppKit's hook returns it: `open`, `selectedNetworkId`, `activeChain`,
 * `loading` and `initialized`, plus the `view` on top; `multiWallet` is false, since Latch keeps
 * one connection per namespace. `getModalState`/`watchModalState` outside React.
 */
export function useAppKitState() {
  const state = useRead(getModalState, watchModalState)
  return useMemo(() => ({ ...state, multiWallet: false as const }), [state])
}
