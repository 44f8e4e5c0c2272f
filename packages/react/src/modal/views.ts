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
  UnsupportedChain: () =>
    import('../views/UnsupportedChain/UnsupportedChain.js').then((m) => ({
      default: m.UnsupportedChain,
    })),
}

/** Each view's code is fetched the first time it is shown (spec: lazy feature code). */
export const views: Partial<Record<View, ComponentType>> = Object.fromEntries(
  Object.entries(loaders).map(([view, load]) => [view, lazy(load)]),
)

/**
 * Starts fetching a view's code when the visitor shows intent (hover or focus on a button), so
 * the click finds it loaded. The module cache makes the later `lazy` load instant.
 */
export function preloadView(view: View): void {
  loaders[view]?.().catch(() => undefined)
}
