import type { View } from '@latch/core'
import { type ComponentType, lazy } from 'react'

type Loader = () => Promise<{ default: ComponentType }>

const loaders: Partial<Record<View, Loader>> = {
  Connect: () => import('../views/Connect/Connect.js').then((m) => ({ default: m.Connect })),
  ConnectingExternal: () =>
    import('../views/ConnectingExternal/ConnectingExternal.js').then((m) => ({
      default: m.ConnectingExternal,
    })),
  Account: () => import('../views/Account/Account.js').then((m) => ({ default: m.Account })),
  Networks: () => import('../views/Networks/Networks.js').then((m) => ({ default: m.Networks })),
  AllWallets: () =>
    import('../views/AllWallets/AllWallets.js').then((m) => ({ default: m.AllWallets })),
  ConnectingWalletConnect: () =>
    import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js').then((m) => ({
      default: m.ConnectingWalletConnect,
    })),
  ConnectingWalletConnectBasic: () =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js').then((m) => ({
      default: m.ConnectingWalletConnectBasic,
    })),
  ConnectingSocial: () =>
    import('../views/ConnectingSocial/ConnectingSocial.js').then((m) => ({
      default: m.ConnectingSocial,
    })),
  ConnectingFarcaster: () =>
    import('../views/ConnectingFarcaster/ConnectingFarcaster.js').then((m) => ({
      default: m.ConnectingFarcaster,
    })),
  ConnectingSiwe: () =>
    import('../views/ConnectingSiwe/ConnectingSiwe.js').then((m) => ({
      default: m.ConnectingSiwe,
    })),
  EmailVerifyOtp: () =>
    import('../views/EmailVerifyOtp/EmailVerifyOtp.js').then((m) => ({
      default: m.EmailVerifyOtp,
    })),
  EmailVerifyDevice: () =>
    import('../views/EmailVerifyDevice/EmailVerifyDevice.js').then((m) => ({
      default: m.EmailVerifyDevice,
    })),
  UpdateEmailWallet: () =>
    import('../views/UpdateEmailWallet/UpdateEmailWallet.js').then((m) => ({
      default: m.UpdateEmailWallet,
    })),
  UpdateEmailPrimaryOtp: () =>
    import('../views/UpdateEmailWallet/UpdateEmailWallet.js').then((m) => ({
      default: m.UpdateEmailPrimaryOtp,
    })),
  UpdateEmailSecondaryOtp: () =>
    import('../views/UpdateEmailWallet/UpdateEmailWallet.js').then((m) => ({
      default: m.UpdateEmailSecondaryOtp,
    })),
  ApproveTransaction: () =>
    import('../views/ApproveTransaction/ApproveTransaction.js').then((m) => ({
      default: m.ApproveTransaction,
    })),
  Receive: () => import('../views/Receive/Receive.js').then((m) => ({ default: m.Receive })),
  Send: () => import('../views/Send/Send.js').then((m) => ({ default: m.Send })),
  UnsupportedChain: () =>
    import('../views/UnsupportedChain/UnsupportedChain.js').then((m) => ({
      default: m.UnsupportedChain,
    })),
}

type ViewModule = { default: ComponentType }

const loading = new Map<View, Promise<ViewModule>>()
const loaded = new Map<View, ViewModule>()

/** Fetches a view's code once; a failed fetch may be tried again. */
function load(view: View, loader: Loader): Promise<ViewModule> {
  let promise = loading.get(view)
  if (!promise) {
    promise = loader().then((module) => {
      loaded.set(view, module)
      return module
    })
    promise.catch(() => loading.delete(view))
    loading.set(view, promise)
  }
  return promise
}

/**
 * Each view's code is fetched the first time it is shown (spec: lazy feature code). A view whose
 * code is already here renders at once: React's `lazy` reads a thenable that calls back
 * synchronously without suspending, so the dialog and the view appear in one commit, without the
 * loading state and the pause React keeps between a fallback and what replaces it.
 */
export const views: Partial<Record<View, ComponentType>> = Object.fromEntries(
  Object.entries(loaders).map(([view, loader]) => [
    view,
    lazy(() => {
      const module = loaded.get(view as View)
      return module
        ? ({
            // biome-ignore lint/suspicious/noThenProperty: intended: a thenable that answers at once
            then: (resolve: (value: ViewModule) => void) => resolve(module),
          } as Promise<ViewModule>)
        : load(view as View, loader)
    }),
  ]),
)

/**
 * Starts fetching a view's code when the visitor shows intent (hover or focus on a button), or
 * once the page is idle, so the click finds it loaded.
 */
export function preloadView(view: View): void {
  const loader = loaders[view]
  if (loader) load(view, loader).catch(() => undefined)
}
