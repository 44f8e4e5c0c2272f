import type { Config } from '@latch/core'

/**
 * Resolves once Latch has tried to restore its stored connection (`state.initialized`), so
 * wagmi's `reconnect` reuses that restore instead of prompting the wallet a second time.
 */
export function waitForRestore(config: Config): Promise<void> {
  if (config.store.getState().initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = config.store.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
