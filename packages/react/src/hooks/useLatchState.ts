'use client'
import type { State } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useServerSnapshot } from '../context/serverSnapshot.js'
import { startAfterHydration } from '../context/startAfterHydration.js'
import { useConfig } from './useConfig.js'

/**
 * Reads a slice of the state and re-renders when it changes. The selector must return a value
 * that is stable while the state is unchanged (a piece of state, or a primitive).
 */
export function useLatchState<slice>(selector: (state: State) => slice): slice {
  const config = useConfig()
  const server = useServerSnapshot(config)
  const subscribe = useCallback(
    (onChange: () => void) => {
      startAfterHydration(config)
      return config.store.subscribe(onChange)
    },
    [config],
  )
  return useSyncExternalStore(
    subscribe,
    () => selector(config.store.getState()),
    () => selector(server.store.getState()),
  )
}
