import { memoryStorage, mockAdapter, mockConnector } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { type GetWalletInfoReturnType, getWalletInfo } from './getWalletInfo.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { watchWalletInfo } from './watchWalletInfo.js'

function setup() {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  return { adapter, config }
}

test('default', async () => {
  const { config } = setup()
  expect(getWalletInfo(config)).toBeUndefined()
  await connect(config, { connectorId: 'mock' })
  expect(getWalletInfo(config)).toEqual({
    name: 'Mock Wallet',
    icon: undefined,
    rdns: 'dev.latch.mock',
  })
  expect(getWalletInfo(config, { namespace: 'solana' })).toBeUndefined()
})

test('watchWalletInfo: once per change, never for unrelated state', async () => {
  const { adapter, config } = setup()
  const changes: GetWalletInfoReturnType[] = []
  const unwatch = watchWalletInfo(config, { onChange: (wallet) => changes.push(wallet) })
  openModal(config)
  await connect(config, { connectorId: 'mock' })
  expect(changes).toEqual([getWalletInfo(config)])

  // The connector list is rebuilt with the same wallet: nothing changed for the site.
  adapter.emit.connectors([{ ...mockConnector }])
  expect(changes).toHaveLength(1)
  adapter.emit.connectors([{ ...mockConnector, imageUrl: 'https://example.com/mock.png' }])
  expect(changes.at(-1)?.icon).toBe('https://example.com/mock.png')
  expect(changes).toHaveLength(2)

  await disconnect(config)
  expect(changes.at(-1)).toBeUndefined()
  expect(changes).toHaveLength(3)
  unwatch()
  await connect(config, { connectorId: 'mock' })
  expect(changes).toHaveLength(3)
})
