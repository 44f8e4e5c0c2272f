import { memoryStorage } from '@latch/test'
import { expect, test } from 'vitest'
import { createStorage, storageKeys } from './createStorage.js'

const throwing = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

test('default', () => {
  const backing = memoryStorage()
  const storage = createStorage(backing)
  expect(storage.getString('latch.x')).toBeUndefined()
  storage.set('latch.x', 'value')
  expect(backing.map.get('latch.x')).toBe('value')
  expect(storage.getString('latch.x')).toBe('value')
  storage.set('latch.list', ['a', 'b'])
  expect(backing.map.get('latch.list')).toBe('["a","b"]')
  expect(storage.getStringList('latch.list')).toEqual(['a', 'b'])
  storage.remove('latch.x')
  expect(backing.map.has('latch.x')).toBe(false)
})

test('behavior: keys', () => {
  expect(storageKeys.connectorId('eip155')).toBe('latch.connectorId.eip155')
  expect(storageKeys.lastChain('solana')).toBe('latch.lastChain.solana')
  expect(storageKeys.activeNamespace).toBe('latch.activeNamespace')
  expect(storageKeys.recentWallets).toBe('latch.recentWallets')
})

test('behavior: values are validated on read', () => {
  const storage = createStorage(memoryStorage({ 'latch.ns': 'cosmos', 'latch.ok': 'eip155' }))
  const isNamespace = (value: string) => ['eip155', 'solana'].includes(value)
  expect(storage.getString('latch.ns', isNamespace)).toBeUndefined()
  expect(storage.getString('latch.ok', isNamespace)).toBe('eip155')
})

test('behavior: a throwing Storage never throws out', () => {
  const storage = createStorage(throwing)
  expect(storage.getString('latch.x')).toBeUndefined()
  expect(storage.getStringList('latch.x')).toEqual([])
  expect(() => storage.set('latch.x', 'value')).not.toThrow()
  expect(() => storage.set('latch.x', ['value'])).not.toThrow()
  expect(() => storage.remove('latch.x')).not.toThrow()
})

test('behavior: oversized values are ignored', () => {
  const storage = createStorage(
    memoryStorage({
      'latch.big': 'x'.repeat(4097),
      'latch.max': 'x'.repeat(4096),
      'latch.bigList': JSON.stringify(['x'.repeat(5000)]),
    }),
  )
  expect(storage.getString('latch.big')).toBeUndefined()
  expect(storage.getString('latch.max')).toHaveLength(4096)
  expect(storage.getStringList('latch.bigList')).toEqual([])
})

test('behavior: getStringList tolerates garbage', () => {
  const storage = createStorage(
    memoryStorage({
      'latch.broken': '["a",',
      'latch.object': '{"a":1}',
      'latch.string': '"a"',
      'latch.null': 'null',
      'latch.mixed': '["a",1,null,{"b":2},["c"],"d"]',
    }),
  )
  expect(storage.getStringList('latch.broken')).toEqual([])
  expect(storage.getStringList('latch.object')).toEqual([])
  expect(storage.getStringList('latch.string')).toEqual([])
  expect(storage.getStringList('latch.null')).toEqual([])
  expect(storage.getStringList('latch.mixed')).toEqual(['a', 'd'])
  expect(storage.getStringList('latch.missing')).toEqual([])
})

test('behavior: falls back to memory without localStorage', () => {
  // The core project runs in node, where there is no localStorage.
  expect(typeof localStorage).toBe('undefined')
  const storage = createStorage()
  storage.set('latch.x', 'kept')
  expect(storage.getString('latch.x')).toBe('kept')
  expect(createStorage().getString('latch.x')).toBeUndefined()
})
