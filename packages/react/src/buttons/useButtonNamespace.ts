'use client'
import type { Namespace } from '@latch/core'
import { useEffect } from 'react'
import { useLatchState } from '../hooks/useLatchState.js'
import { warnOnce } from '../utils/warnOnce.js'

/**
 * The namespace a button shows: its `namespace` prop when `createAppKit` has an adapter for it,
 * else the active one. A namespace without an adapter (say `bip122` on an EVM-only site) warns
 * once and falls back, rather than showing a button that could never connect.
 */
export function useButtonNamespace(namespace: Namespace | undefined): Namespace | undefined {
  const configured = useLatchState(
    (state) => namespace !== undefined && state.chains[namespace] !== undefined,
  )
  const active = useLatchState((state) => state.activeNamespace)
  useEffect(() => {
    if (namespace !== undefined && !configured)
      warnOnce(
        `a button's namespace "${namespace}" has no adapter in createAppKit; it shows the active namespace instead.`,
      )
  }, [namespace, configured])
  return configured ? namespace : active
}
