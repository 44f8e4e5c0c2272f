/** A `Storage` kept in a Map, whose `items` a test can read and change directly. */
export type MemoryStorage = ReturnType<typeof createMemoryStorage>

/**
 * The frame's localStorage for one test "device": what `createFrameSession` needs, in memory.
 * Test-only.
 *
 * @example
 * const storage = createMemoryStorage({ 'latch.frame.chainId': '10' })
 * const session = createFrameSession({ storage })
 * storage.items.has(sessionStorageKey) // false
 */
export function createMemoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}
