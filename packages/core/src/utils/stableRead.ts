import { watchState } from '../actions/watchState.js'
import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'
import type { State } from '../types/state.js'

/** The parameters every read takes: the namespace, the active one by default. */
export type ReadParameters = { namespace?: Namespace | undefined }

/** Equal by value: primitives by `Object.is`, arrays and plain objects key by key. */
function isStructurallyEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      isStructurallyEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}

/**
 * Makes a `getX` from a selector. It returns the value it last returned (per config and
 * namespace parameter) while the new selection equals it structurally, so `watchX` compares by
 * identity and React's `useSyncExternalStore` renders only on a change.
 */
export function stableRead<value>(
  select: (state: State, namespace: Namespace | undefined) => value,
): (config: Config, parameters?: ReadParameters) => value {
  const reads = new WeakMap<Config, Map<Namespace | undefined, value>>()
  return (config, { namespace } = {}) => {
    const state = config.store.getState()
    const next = select(state, namespace ?? state.activeNamespace)
    const last = reads.get(config) ?? new Map()
    reads.set(config, last)
    const previous = last.get(namespace) as value
    if (last.has(namespace) && isStructurallyEqual(previous, next)) return previous
    last.set(namespace, next)
    return next
  }
}

/** Makes the `watchX` of a `getX`: `onChange` runs once per change of its value. */
export function watchRead<value>(
  read: (config: Config, parameters?: ReadParameters) => value,
): (
  config: Config,
  parameters: ReadParameters & { onChange(value: value, previous: value): void },
) => () => void {
  return (config, { onChange, ...parameters }) =>
    watchState(config, () => read(config, parameters), onChange)
}
