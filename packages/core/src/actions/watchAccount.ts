import type { Config } from '../config/createConfig.js'
import { watchRead } from '../utils/stableRead.js'
import { type GetAccountParameters, type GetAccountReturnType, getAccount } from './getAccount.js'

export type WatchAccountParameters = GetAccountParameters & {
  onChange(account: GetAccountReturnType, previous: GetAccountReturnType): void
}

/**
 * Calls `onChange` when {@link getAccount}'s value changes (any field, compared by value), once
 * per change and never for unrelated state. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * import { watchAccount } from '@latch/core'
 *
 * const unwatch = watchAccount(config, {
 *   onChange(account) {
 *     button.textContent = account.isConnected ? account.address : 'Connect'
 *   },
 * })
 * ```
 */
export const watchAccount: (config: Config, parameters: WatchAccountParameters) => () => void =
  /* @__PURE__ */ watchRead(getAccount)
