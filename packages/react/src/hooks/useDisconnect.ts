'use client'
import { type DisconnectParameters, disconnect } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'

/** Disconnects one namespace, or all of them. */
export function useDisconnect() {
  const config = useConfig()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(config, parameters) }),
    [config],
  )
}
