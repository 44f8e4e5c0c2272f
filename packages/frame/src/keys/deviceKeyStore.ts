import { deviceKeysStoreName, runTransaction, withKeysDatabase } from './keysDatabase.js'

/**
 * Where the device share's AES key is kept. In production this is IndexedDB on the frame origin
 * ({@link createIndexedDbDeviceKeyStore}); tests may inject another one.
 */
export type DeviceKeyStore = {
  /** The user's key, or `undefined` when there is none. */
  get(userId: string): Promise<CryptoKey | undefined>
  /** Stores `key` unless the user already has one, and resolves with the key that is stored. */
  add(userId: string, key: CryptoKey): Promise<CryptoKey>
  delete(userId: string): Promise<void>
}

/**
 * Creates a non-extractable AES-GCM-256 key for encrypting a device share. Script can *use* it
 * (encrypt and decrypt) but no API returns its bytes, so it cannot be copied off the device.
 *
 * @internal
 */
export function generateDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

/**
 * Keeps each user's device key as a `CryptoKey` object in IndexedDB (structured clone keeps it
 * non-extractable: the browser stores the key material where script cannot read it).
 *
 * @example
 * const keyStore = createIndexedDbDeviceKeyStore({ indexedDB: window.indexedDB })
 */
export function createIndexedDbDeviceKeyStore({
  indexedDB,
  databaseName,
}: {
  indexedDB: IDBFactory
  /** Defaults to `keysDatabaseName`. */
  databaseName?: string | undefined
}): DeviceKeyStore {
  return {
    get: (userId) =>
      withKeysDatabase(indexedDB, databaseName, async (database) => {
        const value = await runTransaction(database, deviceKeysStoreName, 'readonly', (store) =>
          store.get(userId),
        )
        return value instanceof CryptoKey ? value : undefined
      }),
    add: (userId, key) =>
      withKeysDatabase(
        indexedDB,
        databaseName,
        (database) =>
          // Read and write in one transaction, so two tabs saving at once end up with one key.
          new Promise<CryptoKey>((resolve, reject) => {
            const transaction = database.transaction(deviceKeysStoreName, 'readwrite')
            const store = transaction.objectStore(deviceKeysStoreName)
            let stored = key
            const existing = store.get(userId)
            existing.onsuccess = () => {
              if (existing.result instanceof CryptoKey) stored = existing.result
              else store.put(key, userId)
            }
            transaction.oncomplete = () => resolve(stored)
            transaction.onerror = () => reject(transaction.error)
            transaction.onabort = () =>
              reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
          }),
      ),
    delete: (userId) =>
      withKeysDatabase(indexedDB, databaseName, (database) =>
        runTransaction(database, deviceKeysStoreName, 'readwrite', (store) => store.delete(userId)),
      ),
  }
}
