import { setTimeout as sleep } from 'node:timers/promises'

/** What a load found: a value to keep, or a failure to remember for `retryAfterMs`. */
export type Loaded<value> = { value: value } | { failed: true }

/** Slow loads (a fetch from outside, a chain read) by key, each run once for all who ask. */
export type LoadCache<value> = {
  /**
   * The value kept for `key`, else the result of `load` (shared with every caller asking for
   * `key` meanwhile); `undefined` when the load failed, failed recently, threw, found the queue
   * full, or took longer than the wait (the load then goes on, and a later call finds its
   * result). A load that throws is not remembered, so the next call loads again. Never throws.
   */
  get(key: string, load: () => Promise<Loaded<value>>): Promise<value | undefined>
}

/** Parameters of {@link createLoadCache}. */
export type CreateLoadCacheParameters<value> = {
  /** How long a caller waits for a load, in ms. */
  waitMs: number
  /** Keys remembered, the least recently used forgotten first. Defaults to `10000`. */
  maxEntries?: number | undefined
  /** The most total weight of the values kept (see `weigh`). Defaults to no limit. */
  maxWeight?: number | undefined
  /** A value's weight, e.g. its characters. Defaults to `0` for every value. */
  weigh?: ((value: value) => number) | undefined
  /** How long a value is kept, in ms. Defaults to forever (until forgotten by the bounds). */
  keepForMs?: number | undefined
  /** How long a key whose load failed is not loaded again, in ms. Defaults to 15 minutes. */
  retryAfterMs?: number | undefined
  /** Loads running at once; more wait their turn. Defaults to no limit. */
  maxConcurrent?: number | undefined
  /** Loads waiting for a turn; beyond them a key gives `undefined` (and is not remembered). */
  maxQueued?: number | undefined
  /** Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

// A remembered key: its value and when it was loaded, or when its load failed.
type Entry<value> = { value: value; loadedAt: number; weight: number } | { failedAt: number }

/**
 * A bounded in-memory cache of slow loads: values are kept for `keepForMs` in an LRU bounded by
 * entries and by total weight; failures are remembered for `retryAfterMs`, so a dead or hostile
 * source is not asked on every request; a key being loaded is loaded once for all who ask; at
 * most `maxConcurrent` loads run at once and at most `maxQueued` wait; a caller waits at most
 * `waitMs`, so a request that needs many keys answers in bounded time.
 */
export function createLoadCache<value>(
  parameters: CreateLoadCacheParameters<value>,
): LoadCache<value> {
  const { waitMs } = parameters
  const maxEntries = parameters.maxEntries ?? 10_000
  const maxWeight = parameters.maxWeight ?? Number.POSITIVE_INFINITY
  const weigh = parameters.weigh ?? (() => 0)
  const keepForMs = parameters.keepForMs ?? Number.POSITIVE_INFINITY
  const retryAfterMs = parameters.retryAfterMs ?? 15 * 60_000
  const maxConcurrent = parameters.maxConcurrent ?? Number.POSITIVE_INFINITY
  const maxQueued = parameters.maxQueued ?? 1000
  const now = parameters.now ?? Date.now
  const entries = new Map<string, Entry<value>>()
  const pending = new Map<string, Promise<value | undefined>>()
  const waiting: (() => void)[] = []
  let weight = 0
  let running = 0

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    if ('weight' in entry) weight -= entry.weight
  }
  const remember = (key: string, entry: Entry<value>) => {
    forget(key)
    entries.set(key, entry)
    if ('weight' in entry) weight += entry.weight
    // Oldest first; a value heavier than the whole bound is not kept either.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && weight <= maxWeight) break
      forget(oldest)
    }
  }
  // A turn is handed from a finished load straight to the next in line.
  const turn = async () => {
    if (running < maxConcurrent) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  const run = async (
    key: string,
    load: () => Promise<Loaded<value>>,
  ): Promise<value | undefined> => {
    await turn()
    try {
      const loaded = await load()
      if ('failed' in loaded) {
        remember(key, { failedAt: now() })
        return undefined
      }
      remember(key, { value: loaded.value, loadedAt: now(), weight: weigh(loaded.value) })
      return loaded.value
    } catch {
      return undefined
    } finally {
      release()
      pending.delete(key)
    }
  }

  return {
    async get(key, load) {
      const entry = entries.get(key)
      if (entry && 'value' in entry && now() - entry.loadedAt < keepForMs) {
        entries.delete(key)
        entries.set(key, entry)
        return entry.value
      }
      if (entry && 'failedAt' in entry && now() - entry.failedAt < retryAfterMs) return undefined
      let loading = pending.get(key)
      if (!loading) {
        if (waiting.length >= maxQueued) return undefined
        loading = run(key, load)
        pending.set(key, loading)
      }
      // The caller stops waiting after waitMs; the load goes on and its result is remembered.
      const stopWaiting = new AbortController()
      const waited = sleep(waitMs, undefined, { signal: stopWaiting.signal }).catch(() => undefined)
      try {
        return await Promise.race([loading, waited])
      } finally {
        stopWaiting.abort()
      }
    },
  }
}
