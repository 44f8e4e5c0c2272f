import type { MobileWallet, SessionView } from './createMobileWallet.js'

/** What tests (and curious developers) can read from `window.__latchMobileWallet`. */
type MobileWalletHandle = {
  /** Settles once the wallet's client is up. */
  readonly ready: Promise<void>
  /** The live sessions, as the page lists them. */
  sessions: () => SessionView[]
  /** The EVM address new sessions share. */
  readonly address: string | undefined
}

declare global {
  interface Window {
    __latchMobileWallet?: MobileWalletHandle
  }
}

/** Exposes a read-only view of the wallet on `window`: no action, no key leaves through it. */
export function exposeTestHandle(wallet: MobileWallet): void {
  const handle: MobileWalletHandle = Object.freeze({
    ready: wallet.ready,
    sessions: () => wallet.getState().sessions,
    get address() {
      return wallet.getState().evmAddress
    },
  })
  Object.defineProperty(window, '__latchMobileWallet', { value: handle, enumerable: false })
}
