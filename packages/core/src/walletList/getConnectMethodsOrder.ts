import type { ConnectMethod, Features } from '../options/options.js'

/** The spec's order when a browser wallet is shown (section 2). */
export const browserWalletConnectMethodsOrder: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
]
/** Without a browser wallet, the ways that need no wallet come first. */
export const defaultConnectMethodsOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export type GetConnectMethodsOrderParameters = {
  features?: Features | undefined
  /** True when an injected or announced wallet is listed. */
  hasBrowserWallet: boolean
  /** Which methods can work now (email and social need the embedded wallet). */
  available: Readonly<Record<ConnectMethod, boolean>>
}

/** Decides which ways to connect the Connect view offers, in order. */
export function getConnectMethodsOrder(
  parameters: GetConnectMethodsOrderParameters,
): ConnectMethod[] {
  const { features, hasBrowserWallet, available } = parameters
  const order =
    features?.connectMethodsOrder ??
    (hasBrowserWallet ? browserWalletConnectMethodsOrder : defaultConnectMethodsOrder)
  const enabled: Record<ConnectMethod, boolean> = {
    wallet: available.wallet,
    email: available.email && features?.email !== false,
    social: available.social && features?.socials !== false && (features?.socials?.length ?? 1) > 0,
  }
  return [...new Set(order)].filter((method) => enabled[method])
}
