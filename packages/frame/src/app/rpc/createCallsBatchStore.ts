/**
 * A `wallet_sendCalls` batch this frame sent: its chain and transaction hashes, in order, and how
 * many calls it had (more than `hashes` when it failed after sending some).
 */
export type CallsBatch = { chainId: string; hashes: `0x${string}`[]; callCount: number }

/** Most batches kept; the oldest is forgotten first. */
const maxKeptBatches = 256

/** The batches of this frame session, in memory only (EIP-5792 ids → hashes). */
export type CallsBatchStore = {
  /** Stores a batch under a new random id and returns the id. */
  add(batch: CallsBatch): `0x${string}`
  get(id: string): CallsBatch | undefined
}

/**
 * Creates the in-memory store `wallet_getCallsStatus` reads. Ids are 32 random bytes, so one app
 * cannot guess another's batch.
 *
 * @example
 * const id = store.add({ chainId: 'eip155:1', hashes: [hash], callCount: 1 })
 */
export function createCallsBatchStore(): CallsBatchStore {
  const batches = new Map<string, CallsBatch>()
  return {
    add(batch) {
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      const id =
        `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}` as const
      batches.set(id, batch)
      if (batches.size > maxKeptBatches) batches.delete(batches.keys().next().value as string)
      return id
    },
    get: (id) => batches.get(id.toLowerCase()),
  }
}
