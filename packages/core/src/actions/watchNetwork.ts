import type { Config } from '../config/createConfig.js'
import { watchRead } from '../utils/stableRead.js'
import { type GetNetworkParameters, type GetNetworkReturnType, getNetwork } from './getNetwork.js'

export type WatchNetworkParameters = GetNetworkParameters & {
  onChange(network: GetNetworkReturnType, previous: GetNetworkReturnType): void
}

/**
 * Calls `onChange` when {@link getNetwork}'s value changes (compared by value), once per change
 * and never for unrelated state. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * import { watchNetwork } from '@latch/core'
 *
 * const unwatch = watchNetwork(config, {
 *   onChange({ isUnsupported }) {
 *     banner.hidden = !isUnsupported
 *   },
 * })
 * ```
 */
export const watchNetwork: (config: Config, parameters: WatchNetworkParameters) => () => void =
  /* @__PURE__ */ watchRead(getNetwork)
