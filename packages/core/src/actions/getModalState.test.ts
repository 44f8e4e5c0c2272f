import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { closeModal } from './closeModal.js'
import { type GetModalStateReturnType, getModalState } from './getModalState.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { switchNetwork } from './switchNetwork.js'
import { watchModalState } from './watchModalState.js'

function setup() {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
    enableReconnect: false,
  })
  onTestFinished(mount(config))
  return { config }
}

test('default', () => {
  const { config } = setup()
  expect(getModalState(config)).toEqual({
    open: false,
    view: undefined,
    activeChain: 'eip155',
    selectedNetworkId: 'eip155:1',
    initialized: true,
    loading: false,
  })
  openModal(config)
  expect(getModalState(config)).toMatchObject({ open: true, view: 'Connect' })
})

test('watchModalState: once per change, never for unrelated state', async () => {
  const { config } = setup()
  const changes: [GetModalStateReturnType, GetModalStateReturnType][] = []
  const unwatch = watchModalState(config, { onChange: (...args) => changes.push(args) })
  config.store.setState({ themeMode: 'dark', locale: 'de' })
  expect(changes).toEqual([])

  openModal(config)
  pushView(config, { view: 'Networks' })
  expect(changes.map(([modal]) => [modal.open, modal.view])).toEqual([
    [true, 'Connect'],
    [true, 'Networks'],
  ])
  expect(changes[1]?.[1]).toBe(changes[0]?.[0])

  await switchNetwork(config, { network: optimism })
  expect(changes.at(-1)?.[0]).toMatchObject({ open: false, selectedNetworkId: 'eip155:10' })
  const count = changes.length
  unwatch()
  openModal(config)
  closeModal(config)
  expect(changes).toHaveLength(count)
})
