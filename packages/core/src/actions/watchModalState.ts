import type { Config } from '../config/createConfig.js'
import { watchRead } from '../utils/stableRead.js'
import { type GetModalStateReturnType, getModalState } from './getModalState.js'

export type WatchModalStateParameters = {
  onChange(modal: GetModalStateReturnType, previous: GetModalStateReturnType): void
}

/**
 * Calls `onChange` when {@link getModalState}'s value changes (compared by value), once per
 * change and never for unrelated state. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * import { watchModalState } from '@latch/core'
 *
 * const unwatch = watchModalState(config, {
 *   onChange({ open }) {
 *     document.body.classList.toggle('modal-open', open)
 *   },
 * })
 * ```
 */
export const watchModalState: (
  config: Config,
  parameters: WatchModalStateParameters,
) => () => void = /* @__PURE__ */ watchRead(getModalState)
