'use client'
import type { State } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useConfig } from './useConfig.js'

/**
 * Reads a slice of the state and re-renders when it changes. The selector must return a value
 * that is stable while the state is unchanged (a piece of state, or a primitive).
 */
export function useLatchState<slice>(selector: (state: State) => slice): slice {
  const config = useConfig()
  return useSyncExternalStore(
    config.store.subscribe,
    () => selector(config.store.getState()),
    () => selector(config.store.getState()),
  )
}
