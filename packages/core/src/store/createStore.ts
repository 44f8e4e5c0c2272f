/** A listener receives the new and the previous state. */
type StoreListener<state> = (state: state, previousState: state) => void

/** A minimal vanilla store: the core has no runtime dependencies. */
export type Store<state> = {
  getState(): state
  setState(update: Partial<state> | ((state: state) => Partial<state>)): void
  subscribe(listener: StoreListener<state>): () => void
}

/**
 * Creates a store holding one immutable state object; `setState` merges shallowly and notifies
 * listeners synchronously, which keeps React's `useSyncExternalStore` consistent.
 */
export function createStore<state extends object>(initialState: state): Store<state> {
  let state = initialState
  const listeners = new Set<StoreListener<state>>()
  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      const previousState = state
      state = { ...state, ...partial }
      for (const listener of [...listeners]) listener(state, previousState)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
