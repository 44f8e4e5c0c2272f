import { assertShare } from './assertShare.js'
import {
  createIndexedDbDeviceKeyStore,
  type DeviceKeyStore,
  generateDeviceKey,
} from './deviceKeyStore.js'
import { decryptDeviceShare, encryptDeviceShare, isDeviceShareRecord } from './deviceShareCipher.js'
import { deviceSharesStoreName, runTransaction, withKeysDatabase } from './keysDatabase.js'

/** Parameters of {@link createDeviceShareStore}. */
export type CreateDeviceShareStoreParameters = {
  /** The frame origin's `indexedDB`. */
  indexedDB: IDBFactory
  /** The user whose share this is; part of the AAD and of the record's key. */
  userId: string
  /**
   * Where the AES key lives. Defaults to the same IndexedDB database, which is what production
   * must use; tests inject one to reach the key or to share it between users.
   */
  keyStore?: DeviceKeyStore | undefined
  /** Defaults to `keysDatabaseName`. */
  databaseName?: string | undefined
}

/** The device share of one user on this device. */
export type DeviceShareStore = {
  /** Encrypts and stores the share (replacing any previous one). */
  save(share: Uint8Array): Promise<void>
  /**
   * The stored share, or `undefined` when there is none, it does not decrypt (tampered, moved
   * from another user, key gone) or storage cannot be read. Never assume it is there (Safari
   * evicts script-writable storage): fall back to the auth share plus the recovery share.
   */
  load(): Promise<Uint8Array | undefined>
  /** Deletes the share and its key. */
  clear(): Promise<void>
}

/**
 * Stores a user's device share in IndexedDB on the frame origin (SECURITY.md T38), encrypted with
 * AES-GCM-256 under a non-extractable key kept as a `CryptoKey` in the same database, a fresh
 * 96-bit IV per write and the AAD `latch-device-share:v1:<userId>`.
 *
 * The key being non-extractable stops its bytes from leaving the device (disk images, backups,
 * other origins); it does not stop script running on the frame origin from using it, so the
 * frame's XSS defences (CSP, Trusted Types) still guard the share.
 *
 * Operations on one store run one after another.
 *
 * @example
 * const store = createDeviceShareStore({ indexedDB: window.indexedDB, userId })
 * await store.save(shares.device)
 * const device = await store.load() // Uint8Array | undefined
 */
export function createDeviceShareStore({
  indexedDB,
  userId,
  keyStore: injectedKeyStore,
  databaseName,
}: CreateDeviceShareStoreParameters): DeviceShareStore {
  const keyStore = injectedKeyStore ?? createIndexedDbDeviceKeyStore({ indexedDB, databaseName })
  let queue: Promise<unknown> = Promise.resolve()
  const serialize = <value>(operation: () => Promise<value>): Promise<value> => {
    const result = queue.then(operation, operation)
    queue = result.catch(() => undefined)
    return result
  }
  const shares = <value>(
    mode: IDBTransactionMode,
    operation: (store: IDBObjectStore) => IDBRequest<value>,
  ) =>
    withKeysDatabase(indexedDB, databaseName, (database) =>
      runTransaction(database, deviceSharesStoreName, mode, operation),
    )

  return {
    save: (share) =>
      serialize(async () => {
        assertShare(share)
        const key =
          (await keyStore.get(userId)) ?? (await keyStore.add(userId, await generateDeviceKey()))
        const record = await encryptDeviceShare(key, userId, share)
        await shares('readwrite', (store) => store.put(record, userId))
      }),
    load: () =>
      serialize(async () => {
        try {
          const record: unknown = await shares('readonly', (store) => store.get(userId))
          if (!isDeviceShareRecord(record)) return undefined
          const key = await keyStore.get(userId)
          if (!key) return undefined
          return await decryptDeviceShare(key, userId, record)
        } catch {
          return undefined
        }
      }),
    clear: () =>
      serialize(async () => {
        await shares('readwrite', (store) => store.delete(userId))
        await keyStore.delete(userId)
      }),
  }
}
