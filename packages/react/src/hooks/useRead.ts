'use client'
import type { Config, Namespace } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useServerSnapshot } from '../context/serverSnapshot.js'
import { startAfterHydration } from '../context/startAfterHydration.js'
import { useConfig } from './useConfig.js'

type ReadParameters = { namespace?: Namespace | undefined }

/**
 * Reads a core `getX`/`watchX` pair (as wagmi's hooks do): renders when the value changes and
 * never for unrelated state, since `getX` keeps one reference until then. While hydrating (and
 * on the server) it reads the server's view of the state instead.
 */
export function useRead<value>(
  get: (config: Config, parameters?: ReadParameters) => value,
  watch: (config: Config, parameters: ReadParameters & { onChange(): void }) => () => void,
  namespace?: Namespace,
): value {
  const config = useConfig()
  const server = useServerSnapshot(config)
  const subscribe = useCallback(
    (onChange: () => void) => {
      startAfterHydration(config)
      return watch(config, { namespace, onChange })
    },
    [config, namespace, watch],
  )
  return useSyncExternalStore(
    subscribe,
    () => get(config, { namespace }),
    () => get(server, { namespace }),
  )
}
