import type { Config } from '@latch/core'

const deferred = new WeakMap<Config, () => void>()

/**
 * With `ssr: true`, `createAppKit` leaves the restore (and the modal's element) until the page
 * has hydrated: `start` runs at the first of `LatchProvider`'s effect, a Latch hook's
 * subscription (both run after hydration), or a call that needs it (`open`).
 */
export function deferStart(config: Config, start: () => void): void {
  deferred.set(config, start)
}

/** Runs the deferred start of `config`, once; nothing when there is none. */
export function startAfterHydration(config: Config): void {
  const start = deferred.get(config)
  if (!start) return
  deferred.delete(config)
  start()
}
