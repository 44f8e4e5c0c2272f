'use client'
import type { InitialState } from '@latch/core'
import { type ReactNode, useEffect, useMemo } from 'react'
import type { AppKit } from '../createAppKit.js'
import { AppKitContext } from './appKitContext.js'
import { createServerSnapshot, ServerSnapshotContext } from './serverSnapshot.js'
import { startAfterHydration } from './startAfterHydration.js'

export type LatchProviderProps = {
  /** The instance returned by `createAppKit`. */
  appKit: AppKit
  /**
   * The stored connection the server rendered, from `cookieToInitialState` of the request's
   * cookie (server-rendered sites with `ssr: true` and `cookieStorage`). The first render in the
   * browser shows the same, so the page hydrates without a mismatch.
   */
  initialState?: InitialState | undefined
  children?: ReactNode
}

/**
 * Puts a Latch instance in React context. Optional in a page rendered in the browser only: hooks
 * use the instance `createAppKit` made last when there is no provider. A server-rendered site
 * passes the request's `initialState`.
 */
export function LatchProvider({ appKit, initialState, children }: LatchProviderProps) {
  const { config } = appKit
  const serverSnapshot = useMemo(
    () => ({ config, view: createServerSnapshot(config, initialState) }),
    [config, initialState],
  )
  // After hydration: with `ssr: true`, the stored connection is restored from here on.
  useEffect(() => startAfterHydration(config), [config])
  return (
    <AppKitContext.Provider value={config}>
      <ServerSnapshotContext.Provider value={serverSnapshot}>
        {children}
      </ServerSnapshotContext.Provider>
    </AppKitContext.Provider>
  )
}
