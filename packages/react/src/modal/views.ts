import type { View } from '@latch/core'
import { type ComponentType, lazy } from 'react'

/** Each view's code is fetched the first time it is shown (spec: lazy feature code). */
export const views: Partial<Record<View, ComponentType>> = {
  Connect: lazy(() => import('../views/Connect/Connect.js').then((m) => ({ default: m.Connect }))),
  ConnectingExternal: lazy(() =>
    import('../views/ConnectingExternal/ConnectingExternal.js').then((m) => ({
      default: m.ConnectingExternal,
    })),
  ),
  Account: lazy(() => import('../views/Account/Account.js').then((m) => ({ default: m.Account }))),
  Networks: lazy(() =>
    import('../views/Networks/Networks.js').then((m) => ({ default: m.Networks })),
  ),
  UnsupportedChain: lazy(() =>
    import('../views/UnsupportedChain/UnsupportedChain.js').then((m) => ({
      default: m.UnsupportedChain,
    })),
  ),
}
