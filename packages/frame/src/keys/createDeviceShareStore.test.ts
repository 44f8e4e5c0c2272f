// @vitest-environment node
import { bytesToHex } from '@noble/hashes/utils'
import { base58, base64 } from '@scure/base'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, test } from 'vitest'
import { shareLength } from './assertShare.js'
import { createDeviceShareStore } from './createDeviceShareStore.js'
import { createIndexedDbDeviceKeyStore, type DeviceKeyStore } from './deviceKeyStore.js'
import {
  type DeviceShareRecord,
  decryptDeviceShare,
  encryptDeviceShare,
} from './deviceShareCipher.js'
import {
  deviceKeysStoreName,
  deviceSharesStoreName,
  keysDatabaseName,
  openKeysDatabase,
  runTransaction,
} from './keysDatabase.js'

/*
 * SECURITY.md T38 / section 5 (`crypto.nonExtractable`, `idb.noPlaintext`, `share.tamper`), in Node
 * with fake-indexeddb 6.2.8.
 *
 * What this proves: the key is generated non-extractable and survives a structured clone into
 * (fake) IndexedDB as a CryptoKey that still refuses exportKey; the stored records hold no
 * plaintext share (the canary is searched in every object store of every database, in raw,
 * hex, base64 and base58 form); a fresh IV per write; one flipped bit, a swapped IV, a missing
 * key, or a record moved to another user (AAD, even under the *same* key) makes load() return
 * undefined; concurrent writers end with one key.
 *
 * What it cannot prove: fake-indexeddb keeps values in JS memory via Node's structuredClone, so
 * it says nothing about how a browser writes a CryptoKey to disk (Chromium and Firefox keep the
 * key material in the IndexedDB backing store, wrapped by the browser, out of reach of script),
 * nor about origin isolation, eviction or partitioning. Node 20 also names the export error
 * `InvalidAccessException` where browsers say `InvalidAccessError`. Those need the Playwright
 * tests of SECURITY.md section 5 in a real browser.
 */

const userId = 'user_alice'
/** A recognisable share: 0xC0 0xFF 0xEE … then x-coordinate 0x2A. */
const canary = Uint8Array.from({ length: shareLength }, (_, index) =>
  index === shareLength - 1 ? 0x2a : [0xc0, 0xff, 0xee][index % 3]!,
)

let indexedDB: IDBFactory
beforeEach(() => {
  indexedDB = new IDBFactory()
})

async function readRaw(storeName: string, key: string): Promise<unknown> {
  const database = await openKeysDatabase(indexedDB)
  try {
    return await runTransaction(database, storeName, 'readonly', (store) => store.get(key))
  } finally {
    database.close()
  }
}

async function writeRaw(storeName: string, key: string, value: unknown): Promise<void> {
  const database = await openKeysDatabase(indexedDB)
  try {
    await runTransaction(database, storeName, 'readwrite', (store) => store.put(value, key))
  } finally {
    database.close()
  }
}

/** Every value in every object store of every database of the factory. */
async function dumpEverything(): Promise<unknown[]> {
  const values: unknown[] = []
  for (const { name, version } of await indexedDB.databases()) {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name!, version)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    for (const storeName of Array.from(database.objectStoreNames))
      values.push(
        ...(await runTransaction(database, storeName, 'readonly', (store) => store.getAll())),
        ...(await runTransaction(database, storeName, 'readonly', (store) => store.getAllKeys())),
      )
    database.close()
  }
  return values
}

/** Every byte sequence and string reachable from `value`. */
function collect(value: unknown, bytes: Uint8Array[], strings: string[]): void {
  if (value instanceof Uint8Array) bytes.push(value)
  else if (value instanceof ArrayBuffer) bytes.push(new Uint8Array(value))
  else if (ArrayBuffer.isView(value))
    bytes.push(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
  else if (typeof value === 'string') strings.push(value)
  else if (typeof value === 'object' && value !== null)
    for (const child of Object.values(value)) collect(child, bytes, strings)
}

function containsSequence(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let index = 0; index < needle.length; index++)
      if (haystack[start + index] !== needle[index]) continue outer
    return true
  }
  return false
}

/** A key store that hands every user the same key: isolates the AAD as the only user binding. */
function sharedKeyStore(): DeviceKeyStore {
  let shared: CryptoKey | undefined
  return {
    get: async () => shared,
    add: async (_userId, key) => {
      shared ??= key
      return shared
    },
    delete: async () => {
      shared = undefined
    },
  }
}

describe('createDeviceShareStore', () => {
  test('default: save then load gives the share back; absent → undefined; clear removes it', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    expect(await store.load()).toBeUndefined()
    await store.save(canary)
    expect(await store.load()).toEqual(canary)
    await store.clear()
    expect(await store.load()).toBeUndefined()
    expect(await readRaw(deviceKeysStoreName, userId)).toBeUndefined()
    expect(await readRaw(deviceSharesStoreName, userId)).toBeUndefined()
  })

  test('behavior: the share survives a reload (a new store on the same database)', async () => {
    await createDeviceShareStore({ indexedDB, userId }).save(canary)
    expect(await createDeviceShareStore({ indexedDB, userId }).load()).toEqual(canary)
  })

  test('crypto.nonExtractable: the stored key is a non-extractable AES-GCM-256 CryptoKey', async () => {
    await createDeviceShareStore({ indexedDB, userId }).save(canary)
    const key = await readRaw(deviceKeysStoreName, userId)
    expect(key).toBeInstanceOf(CryptoKey)
    const cryptoKey = key as CryptoKey
    expect(cryptoKey.extractable).toBe(false)
    expect(cryptoKey.algorithm).toEqual({ name: 'AES-GCM', length: 256 })
    expect([...cryptoKey.usages].sort()).toEqual(['decrypt', 'encrypt'])
    // Browsers: InvalidAccessError; Node 20: InvalidAccessException.
    await expect(crypto.subtle.exportKey('raw', cryptoKey)).rejects.toMatchObject({
      name: expect.stringMatching(/^InvalidAccess/),
    })
    await expect(crypto.subtle.exportKey('jwk', cryptoKey)).rejects.toThrow()
  })

  test('idb.noPlaintext: no object store holds the canary share, in any encoding', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    await store.save(canary)
    await store.save(canary)
    const bytes: Uint8Array[] = []
    const strings: string[] = []
    collect(await dumpEverything(), bytes, strings)
    // The dump did reach the record: the 33-byte ciphertext (17 + 16-byte tag) and the IV.
    expect(bytes.map((value) => value.length)).toEqual(expect.arrayContaining([12, 33]))
    const secretPart = canary.subarray(0, 16)
    for (const value of bytes) expect(containsSequence(value, secretPart)).toBe(false)
    const encodings = [bytesToHex(secretPart), base64.encode(secretPart), base58.encode(secretPart)]
    for (const text of strings)
      for (const encoded of encodings)
        expect(text.toLowerCase()).not.toContain(encoded.toLowerCase())
  })

  test('behavior: every write uses a fresh IV and gives a new ciphertext', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    await store.save(canary)
    const first = (await readRaw(deviceSharesStoreName, userId)) as DeviceShareRecord
    await store.save(canary)
    const second = (await readRaw(deviceSharesStoreName, userId)) as DeviceShareRecord
    expect(first.iv).toHaveLength(12)
    expect(bytesToHex(second.iv)).not.toBe(bytesToHex(first.iv))
    expect(bytesToHex(second.ciphertext)).not.toBe(bytesToHex(first.ciphertext))
    expect(await store.load()).toEqual(canary)
  })

  test('share.tamper: one flipped bit anywhere in the ciphertext or IV → undefined', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    await store.save(canary)
    const record = (await readRaw(deviceSharesStoreName, userId)) as DeviceShareRecord
    const targets = [
      ...Array.from(
        { length: record.ciphertext.length },
        (_, index) => ['ciphertext', index] as const,
      ),
      ...Array.from({ length: record.iv.length }, (_, index) => ['iv', index] as const),
    ]
    for (const [field, index] of targets) {
      const tampered = { ...record, [field]: record[field].slice() }
      tampered[field][index]! ^= 0x01
      await writeRaw(deviceSharesStoreName, userId, tampered)
      expect(await store.load()).toBeUndefined()
    }
    await writeRaw(deviceSharesStoreName, userId, record)
    expect(await store.load()).toEqual(canary)
  })

  test('behavior: a malformed record, another version, or a missing key → undefined', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    await store.save(canary)
    const record = (await readRaw(deviceSharesStoreName, userId)) as DeviceShareRecord
    for (const malformed of [{ ...record, version: 2 }, { ...record, iv: 'x' }, 'share', null]) {
      await writeRaw(deviceSharesStoreName, userId, malformed)
      expect(await store.load()).toBeUndefined()
    }
    await writeRaw(deviceSharesStoreName, userId, record)
    await createIndexedDbDeviceKeyStore({ indexedDB }).delete(userId)
    expect(await store.load()).toBeUndefined()
  })

  test('AAD: a record moved to another user does not decrypt, even under the same key', async () => {
    const keyStore = sharedKeyStore()
    const alice = createDeviceShareStore({ indexedDB, userId: 'alice', keyStore })
    const bob = createDeviceShareStore({ indexedDB, userId: 'bob', keyStore })
    await alice.save(canary)
    await writeRaw(deviceSharesStoreName, 'bob', await readRaw(deviceSharesStoreName, 'alice'))
    expect(await bob.load()).toBeUndefined()
    expect(await alice.load()).toEqual(canary)

    // And with the production layout (one key per user), the move fails as well.
    const carol = createDeviceShareStore({ indexedDB, userId: 'carol' })
    const dave = createDeviceShareStore({ indexedDB, userId: 'dave' })
    await carol.save(canary)
    await dave.save(Uint8Array.from(canary).fill(1, 0, 16))
    await writeRaw(deviceSharesStoreName, 'dave', await readRaw(deviceSharesStoreName, 'carol'))
    expect(await dave.load()).toBeUndefined()
  })

  test('AAD: decryptDeviceShare rejects a ciphertext bound to another user id', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    const record = await encryptDeviceShare(key, 'alice', canary)
    expect(await decryptDeviceShare(key, 'alice', record)).toEqual(canary)
    await expect(decryptDeviceShare(key, 'alice ', record)).rejects.toThrow()
    await expect(decryptDeviceShare(key, 'bob', record)).rejects.toThrow()
  })

  test('behavior: writes on one store run in order', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    const other = Uint8Array.from(canary).fill(7, 0, 16)
    await Promise.all([store.save(canary), store.save(other)])
    expect(await store.load()).toEqual(other)
    await Promise.all([store.save(canary), store.clear()])
    expect(await store.load()).toBeUndefined()
  })

  test('behavior: two tabs saving for a new user at once end up sharing one key', async () => {
    const tabs = [1, 2, 3].map(() => createDeviceShareStore({ indexedDB, userId }))
    await Promise.all(tabs.map((tab) => tab.save(canary)))
    for (const tab of tabs) expect(await tab.load()).toEqual(canary)
  })

  test('behavior: load() is undefined when IndexedDB cannot be opened; save() rejects', async () => {
    const broken = {
      open: () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        )
      },
    } as unknown as IDBFactory
    const store = createDeviceShareStore({ indexedDB: broken, userId })
    expect(await store.load()).toBeUndefined()
    await expect(store.save(canary)).rejects.toThrow('denied')
  })

  test('error: save() refuses what is not a share', async () => {
    const store = createDeviceShareStore({ indexedDB, userId })
    await expect(store.save(new Uint8Array(16))).rejects.toThrow('a share must be 17 bytes, not 16')
    expect(await readRaw(deviceSharesStoreName, userId)).toBeUndefined()
  })

  test('default: the database is on the frame origin under its documented name', async () => {
    await createDeviceShareStore({ indexedDB, userId }).save(canary)
    expect((await indexedDB.databases()).map(({ name }) => name)).toEqual([keysDatabaseName])
  })
})
