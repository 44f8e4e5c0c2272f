/** The IndexedDB database, on the frame origin, that holds the device keys and device shares. */
export const keysDatabaseName = 'latch-keys'
/** Object store of non-extractable AES-GCM `CryptoKey`s, one per user id. */
export const deviceKeysStoreName = 'deviceKeys'
/** Object store of encrypted device shares (`DeviceShareRecord`), one per user id. */
export const deviceSharesStoreName = 'deviceShares'
const keysDatabaseVersion = 1

/**
 * Opens (and on first use creates) the keys database. The caller closes it when done, so that no
 * connection stays open to block a later version upgrade or `deleteDatabase`.
 *
 * @internal
 */
export function openKeysDatabase(
  indexedDB: IDBFactory,
  name: string = keysDatabaseName,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, keysDatabaseVersion)
    request.onupgradeneeded = () => {
      const database = request.result
      for (const storeName of [deviceKeysStoreName, deviceSharesStoreName])
        if (!database.objectStoreNames.contains(storeName)) database.createObjectStore(storeName)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
    request.onblocked = () =>
      reject(new Error(`IndexedDB ${name} is blocked by another connection`))
  })
}

/**
 * Runs `operation` in one transaction on `storeName` and resolves with its request's result once
 * the transaction has *committed* (so a write is durable when the promise resolves).
 *
 * @internal
 */
export function runTransaction<value>(
  database: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<value>,
): Promise<value> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(storeName, mode)
    const request = operation(transaction.objectStore(storeName))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(transaction.error ?? request.error)
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * Opens the keys database, runs `use` and closes the connection, whatever happens.
 *
 * @internal
 */
export async function withKeysDatabase<value>(
  indexedDB: IDBFactory,
  databaseName: string | undefined,
  use: (database: IDBDatabase) => Promise<value>,
): Promise<value> {
  const database = await openKeysDatabase(indexedDB, databaseName)
  try {
    return await use(database)
  } finally {
    database.close()
  }
}
