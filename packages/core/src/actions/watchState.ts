import type { Config } from '../config/createConfig.js'
import type { State } from '../types/state.js'

/**
 * Calls `onChange` when the selected slice of state changes (by `Object.is` unless an equality
 * function is given). Returns the unsubscribe function.
 */
export function watchState<slice>(
  config: Config,
  selector: (state: State) => slice,
  onChange: (slice: slice, previous: slice) => void,
  isEqual: (a: slice, b: slice) => boolean = Object.is,
): () => void {
  let current = selector(config.store.getState())
  return config.store.subscribe((state) => {
    const next = selector(state)
    if (isEqual(next, current)) return
    const previous = current
    current = next
    onChange(next, previous)
  })
}
