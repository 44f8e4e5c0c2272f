'use client'
import type { ReactNode } from 'react'
import type { AppKit } from '../createAppKit.js'
import { AppKitContext } from './appKitContext.js'

export type LatchProviderProps = {
  /** The instance returned by `createAppKit`. */
  appKit: AppKit
  children?: ReactNode
}

/**
 * Puts a Latch instance in React context. Optional: hooks use the instance `createAppKit` made
 * last when there is no provider, which is enough for a page with one modal.
 */
export function LatchProvider({ appKit, children }: LatchProviderProps) {
  return <AppKitContext.Provider value={appKit.config}>{children}</AppKitContext.Provider>
}
