'use client'
import { getModalState, watchModalState } from '@latch/core'
import { useRead } from './useRead.js'

/**
 * The modal's state: whether it is open, the active chain and network, and loading;
 * `getModalState`/`watchModalState` outside React.
 */
export function useAppKitState() {
  return useRead(getModalState, watchModalState)
}
