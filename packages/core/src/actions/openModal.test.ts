import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import type { LatchEvent } from '../events/events.js'
import { mainnet } from '../networks/mainnet.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { goBack } from './goBack.js'
import { mount } from './mount.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'

function setup() {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  const events: LatchEvent['data'][] = []
  config.watchEvents((event) => events.push(event.data))
  return { config, events }
}

test('default', () => {
  const { config, events } = setup()
  openModal(config)
  expect(config.store.getState().modal).toEqual({ status: 'open', history: [{ view: 'Connect' }] })
  expect(events).toEqual([
    { type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect', connected: false } },
  ])
})

test('behavior: opens on Account when connected', async () => {
  const { config, events } = setup()
  await connect(config, { connectorId: 'mock' })
  openModal(config)
  expect(config.store.getState().modal.history).toEqual([{ view: 'Account' }])
  expect(events.at(-1)).toEqual({
    type: 'track',
    event: 'MODAL_OPEN',
    properties: { view: 'Account', connected: true },
  })
})

test('parameters: view', () => {
  const { config } = setup()
  openModal(config, { view: 'Networks' })
  expect(config.store.getState().modal.history).toEqual([{ view: 'Networks' }])
})

test('parameters: namespace', () => {
  const { config } = setup()
  openModal(config, { view: 'Networks', namespace: 'solana' })
  expect(config.store.getState().activeNamespace).toBe('solana')
})

test('behavior: opening again starts a fresh history without a second MODAL_OPEN', () => {
  const { config, events } = setup()
  openModal(config)
  pushView(config, { view: 'AllWallets' })
  config.store.setState({ switchError: 'errors.unknown' })
  openModal(config, { view: 'Networks' })
  expect(config.store.getState().modal.history).toEqual([{ view: 'Networks' }])
  expect(config.store.getState().switchError).toBeUndefined()
  expect(events.filter((event) => event.event === 'MODAL_OPEN')).toHaveLength(1)
})

test('behavior: pushView and goBack walk the history', () => {
  const { config } = setup()
  openModal(config)
  pushView(config, { view: 'AllWallets' })
  pushView(config, { view: 'ConnectingExternal', connectorId: 'mock' })
  expect(config.store.getState().modal.history).toEqual([
    { view: 'Connect' },
    { view: 'AllWallets' },
    { view: 'ConnectingExternal', connectorId: 'mock' },
  ])

  config.store.setState({
    attempt: { status: 'error', connectorId: 'mock', errorName: 'UserRejectedRequestError' },
  })
  goBack(config)
  expect(config.store.getState().modal).toEqual({
    status: 'open',
    history: [{ view: 'Connect' }, { view: 'AllWallets' }],
  })
  // Leaving the connecting view forgets its attempt.
  expect(config.store.getState().attempt).toEqual({ status: 'idle' })

  goBack(config)
  expect(config.store.getState().modal.history).toEqual([{ view: 'Connect' }])
})

test('behavior: pushView clears the switch error', () => {
  const { config } = setup()
  openModal(config, { view: 'Account' })
  config.store.setState({ switchError: 'errors.unknown' })
  pushView(config, { view: 'Networks' })
  expect(config.store.getState().switchError).toBeUndefined()
})

test('behavior: goBack on the first view closes the modal', () => {
  const { config } = setup()
  openModal(config)
  goBack(config)
  expect(config.store.getState().modal).toEqual({ status: 'closed', history: [] })
})

// Regression test: this was a bug found while writing these tests.
test('behavior: goBack on the first view emits MODAL_CLOSE and resets the attempt', () => {
  const { config, events } = setup()
  openModal(config, { view: 'ConnectingExternal' })
  config.store.setState({
    attempt: { status: 'error', connectorId: 'mock', errorName: 'UserRejectedRequestError' },
  })
  goBack(config)
  expect(config.store.getState().attempt).toEqual({ status: 'idle' })
  expect(events.map((event) => event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
})

test('behavior: closeModal', () => {
  const { config, events } = setup()
  openModal(config)
  pushView(config, { view: 'ConnectingExternal', connectorId: 'mock' })
  config.store.setState({ attempt: { status: 'connecting', connectorId: 'mock' } })
  closeModal(config)
  expect(config.store.getState().modal).toEqual({ status: 'closed', history: [] })
  expect(config.store.getState().attempt).toEqual({ status: 'idle' })
  expect(events.map((event) => event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])

  // Closing a closed modal is a no-op.
  closeModal(config)
  expect(events).toHaveLength(2)
})
