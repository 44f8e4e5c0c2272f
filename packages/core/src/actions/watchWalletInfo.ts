import type { Config } from '../config/createConfig.js'
import { watchRead } from '../utils/stableRead.js'
import {
  type GetWalletInfoParameters,
  type GetWalletInfoReturnType,
  getWalletInfo,
} from './getWalletInfo.js'

export type WatchWalletInfoParameters = GetWalletInfoParameters & {
  onChange(walletInfo: GetWalletInfoReturnType, previous: GetWalletInfoReturnType): void
}

/**
 * Calls `onChange` when {@link getWalletInfo}'s value changes (compared by value), once per
 * change and never for unrelated state. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * import { watchWalletInfo } from '@latch/core'
 *
 * const unwatch = watchWalletInfo(config, {
 *   onChange(wallet) {
 *     label.textContent = wallet?.name ?? ''
 *   },
 * })
 * ```
 */
export const watchWalletInfo: (
  config: Config,
  parameters: WatchWalletInfoParameters,
) => () => void = /* @__PURE__ */ watchRead(getWalletInfo)
