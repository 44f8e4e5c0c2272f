import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { storageKeys } from '../storage/createStorage.js'
import { forgetRecentWallet } from './forgetRecentWallet.js'

function setup() {
  const storage = memoryStorage()
  storage.setItem(storageKeys.recentWallets, JSON.stringify(['a', 'b', 'c']))
  const config = createConfig({ adapters: [mockAdapter()], networks: [mainnet], storage })
  return { config, storage }
}

test('behavior: the wallet leaves the recent wallets, in the state and in storage', () => {
  const { config, storage } = setup()
  forgetRecentWallet(config, 'b')
  expect(config.store.getState().recentConnectorIds).toEqual(['a', 'c'])
  expect(JSON.parse(storage.getItem(storageKeys.recentWallets) ?? '[]')).toEqual(['a', 'c'])
})

test('behavior: a wallet that is not recent changes nothing', () => {
  const { config } = setup()
  const before = config.store.getState()
  forgetRecentWallet(config, 'z')
  expect(config.store.getState()).toBe(before)
})
