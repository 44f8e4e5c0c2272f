import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { pushTransactionView } from './pushTransactionView.js'

const setup = () =>
  createConfig({ networks: [mainnet], storage: memoryStorage(), adapters: [mockAdapter()] })
const views = (config: ReturnType<typeof setup>) =>
  config.store.getState().modal.history.map((entry) => entry.view)

test('default: a closed modal opens on ApproveTransaction and closes when the request settles', () => {
  const config = setup()
  const done = pushTransactionView(config)
  expect(config.store.getState().modal.status).toBe('open')
  expect(views(config)).toEqual(['ApproveTransaction'])
  done()
  expect(config.store.getState().modal.status).toBe('closed')
})

test('behavior: an open modal returns to where the visitor was', () => {
  const config = setup()
  openModal(config, { view: 'Account' })
  const first = pushTransactionView(config)
  const second = pushTransactionView(config)
  expect(views(config)).toEqual(['Account', 'ApproveTransaction'])
  first()
  // Another request still waits: the view stays.
  expect(views(config)).toEqual(['Account', 'ApproveTransaction'])
  second()
  second()
  expect(config.store.getState().modal).toEqual({ status: 'open', history: [{ view: 'Account' }] })
})

test('behavior: a modal the visitor closed stays closed', () => {
  const config = setup()
  const done = pushTransactionView(config)
  closeModal(config)
  done()
  expect(config.store.getState().modal.status).toBe('closed')
  // The stack is empty again: the next request remembers afresh.
  openModal(config, { view: 'Networks' })
  pushTransactionView(config)()
  expect(views(config)).toEqual(['Networks'])
})
