import type { Config } from '../config/createConfig.js'
import { type ReadParameters, stableRead } from '../utils/stableRead.js'

export type GetWalletInfoParameters = ReadParameters

/** The connected wallet as a site shows it. */
export type WalletInfo = {
  name: string
  /** A validated `data:` image or an https URL. */
  icon: string | undefined
  rdns: string | undefined
}

export type GetWalletInfoReturnType = WalletInfo | undefined

/**
 * The wallet a namespace (the active one by default) is connected through; `undefined` while
 * it is not connected. The same object is returned until one of its fields changes.
 *
 * @example
 * ```ts
 * import { getWalletInfo } from '@latch/core'
 *
 * const wallet = getWalletInfo(config)
 * if (wallet) logo.src = wallet.icon ?? ''
 * ```
 */
export const getWalletInfo: (
  config: Config,
  parameters?: GetWalletInfoParameters,
) => GetWalletInfoReturnType = /* @__PURE__ */ stableRead((state, namespace) => {
  const account = namespace ? state.chains[namespace]?.account : undefined
  // WalletConnect and the embedded wallet use one id on each namespace, each with its provider.
  const connector =
    account?.status === 'connected'
      ? state.connectors.find((c) => c.id === account.connectorId && c.chain === namespace)
      : undefined
  return connector && { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }
})
