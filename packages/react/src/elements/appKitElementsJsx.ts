import type { Namespace } from '@latch/core'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/**
 * The attributes of `<appkit-button>`, by AppKit's names. `loadingLabel` is also read as
 * `loading-label`; `disabled` is a boolean attribute (present, and not `"false"`).
 */
export type AppKitButtonElementAttributes = {
  /** `md` (the default) or the smaller `sm`. */
  size?: 'sm' | 'md' | undefined
  /** Text instead of "Connect wallet". */
  label?: string | undefined
  /** Text while a connection is made or restored. */
  loadingLabel?: string | undefined
  'loading-label'?: string | undefined
  /** Shown, but a click does nothing. */
  disabled?: boolean | undefined
  /** The native balance beside the address: `show` (the default) or `hide`. */
  balance?: 'show' | 'hide' | undefined
  /** Follows this namespace's account instead of the active one. */
  namespace?: Namespace | undefined
}

export type AppKitConnectButtonElementAttributes = Omit<AppKitButtonElementAttributes, 'balance'>

export type AppKitAccountButtonElementAttributes = Pick<
  AppKitButtonElementAttributes,
  'balance' | 'disabled' | 'size' | 'namespace'
>

export type AppKitNetworkButtonElementAttributes = Pick<
  AppKitButtonElementAttributes,
  'disabled' | 'size'
>

/** `<appkit-wallet-button>` is registered so that it warns: Latch does not build it yet. */
export type AppKitWalletButtonElementAttributes = {
  wallet?: string | undefined
  namespace?: Namespace | undefined
}

type ElementProps<attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  attributes

// A site's JSX may hold the tags as AppKit's docs write them (`<appkit-button size="sm" />`);
// `createAppKit` registers them, and these declarations let that type-check on React 18 and 19.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': ElementProps<AppKitButtonElementAttributes>
      'appkit-connect-button': ElementProps<AppKitConnectButtonElementAttributes>
      'appkit-account-button': ElementProps<AppKitAccountButtonElementAttributes>
      'appkit-network-button': ElementProps<AppKitNetworkButtonElementAttributes>
      'appkit-wallet-button': ElementProps<AppKitWalletButtonElementAttributes>
    }
  }
}
