/** A listener of an EIP-1193 provider event (`accountsChanged`, `chainChanged`, `disconnect`). */
export type Eip1193Listener = (payload: unknown) => void

/** The event half of an EIP-1193 provider; the connector behind the provider calls `emit`. */
export type Eip1193Events = {
  on(event: string, listener: Eip1193Listener): void
  removeListener(event: string, listener: Eip1193Listener): void
  /** @internal The connector reports `accountsChanged`, `chainChanged` and `disconnect`. */
  emit(event: string, payload: unknown): void
}

/**
 * The listener map the providers of the WalletConnect session and of the embedded wallet share.
 * `emit` walks a copy, so a listener that removes itself does not skip the next one.
 *
 * @example
 * const events = createEip1193Events()
 * events.on('chainChanged', (chainId) => console.log(chainId))
 * events.emit('chainChanged', '0x1')
 */
export function createEip1193Events(): Eip1193Events {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
  }
}
