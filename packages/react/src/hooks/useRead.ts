'use client'
import type { Config, Namespace } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useConfig } from './useConfig.js'

type ReadParameters = { namespace?: Namespace | undefined }

/**
 * Reads a core `getX`/`watchX` pair (as wagmi's hooks do): renders when the value changes and
 * never for unrelated state, since `getX` keeps one reference until then.
 */
export function useRead<value>(
  get: (config: Config, parameters?: ReadParameters) => value,
  watch: (config: Config, parameters: ReadParameters & { onChange(): void }) => () => void,
  namespace?: Namespace,
): value {
  const config = useConfig()
  const subscribe = useCallback(
    (onChange: () => void) => watch(config, { namespace, onChange }),
    [config, namespace, watch],
  )
  const read = () => get(config, { namespace })
  return useSyncExternalStore(subscribe, read, read)
}
