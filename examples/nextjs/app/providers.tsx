'use client'
import { cookieStorage, type InitialState } from '@latch/core'
import { createAppKit, LatchProvider } from '@latch/react'
import type { ReactNode } from 'react'
import { latchOptions } from './latchOptions'

// Once per page load in the browser, once per server process on the server. With `ssr: true`
// nothing runs on the server and the stored connection is restored after hydration.
const appKit = createAppKit({ ...latchOptions, ssr: true, storage: cookieStorage })

export function Providers({
  initialState,
  children,
}: {
  initialState: InitialState
  children: ReactNode
}) {
  return (
    <LatchProvider appKit={appKit} initialState={initialState}>
      {children}
    </LatchProvider>
  )
}
