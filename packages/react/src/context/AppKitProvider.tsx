'use client'
import type { InitialState, Options } from '@latch/core'
import { type ReactNode, useState } from 'react'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { LatchProvider } from './LatchProvider.js'

export type AppKitProviderProps = Options & {
  /** The stored connection the server rendered (see `LatchProvider`), for `ssr: true` sites. */
  initialState?: InitialState | undefined
  children?: ReactNode
}

/**
 * AppKit's `<AppKitProvider>`: creates the modal from its props on first render (as
 * `createAppKit` would) and gives it to the hooks below. Like `createAppKit`, one per page: the
 * props are read once, and a later change of them is not applied (`useAppKit`, `useAppKitTheme`
 * and `useAppKitNetwork` change the running modal).
 *
 * @example
 * <AppKitProvider adapters={[createEvmAdapter()]} networks={[mainnet]} projectId={projectId}>
 *   <App />
 * </AppKitProvider>
 */
export function AppKitProvider({ initialState, children, ...options }: AppKitProviderProps) {
  const [appKit] = useState<AppKit>(() => createAppKit(options))
  return (
    <LatchProvider appKit={appKit} initialState={initialState}>
      {children}
    </LatchProvider>
  )
}
