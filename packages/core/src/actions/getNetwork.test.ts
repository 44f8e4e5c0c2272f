import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { connect } from './connect.js'
import { type GetNetworkReturnType, getNetwork } from './getNetwork.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { switchNetwork } from './switchNetwork.js'
import { watchNetwork } from './watchNetwork.js'

function setup() {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  return { adapter, config }
}

test('default', () => {
  const { config } = setup()
  expect(getNetwork(config)).toEqual({
    namespace: 'eip155',
    caipNetwork: mainnet,
    caipNetworkId: 'eip155:1',
    chainId: 1,
    isUnsupported: false,
  })
  expect(getNetwork(config, { namespace: 'solana' })).toEqual({
    namespace: 'solana',
    caipNetwork: undefined,
    caipNetworkId: undefined,
    chainId: undefined,
    isUnsupported: false,
  })
})

test('behavior: unsupported chain', async () => {
  const { adapter, config } = setup()
  await connect(config, { connectorId: 'mock' })
  adapter.emit.chainChanged(5)
  expect(getNetwork(config)).toMatchObject({ chainId: 5, isUnsupported: true })
})

test('watchNetwork: once per change, never for unrelated state', async () => {
  const { adapter, config } = setup()
  const changes: GetNetworkReturnType[] = []
  const unwatch = watchNetwork(config, { onChange: (network) => changes.push(network) })
  const first = getNetwork(config)
  openModal(config)
  await connect(config, { connectorId: 'mock' })
  expect(changes).toEqual([])
  expect(getNetwork(config)).toBe(first)

  await switchNetwork(config, { network: optimism })
  expect(changes.map((network) => network.chainId)).toEqual([10])
  adapter.emit.chainChanged(10)
  expect(changes).toHaveLength(1)

  unwatch()
  await switchNetwork(config, { network: mainnet })
  expect(changes).toHaveLength(1)
})
