import { expect, test } from 'vitest'
import { createEip1193Events } from './createEip1193Events.js'

test('default: emit reaches the listeners of that event until they are removed', () => {
  const events = createEip1193Events()
  const heard: unknown[] = []
  const listener = (payload: unknown) => heard.push(payload)
  events.on('chainChanged', listener)
  events.emit('chainChanged', '0x1')
  events.emit('accountsChanged', [])
  events.removeListener('chainChanged', listener)
  events.emit('chainChanged', '0x2')
  expect(heard).toEqual(['0x1'])
})

test('behavior: a listener that removes itself does not skip the next one', () => {
  const events = createEip1193Events()
  const heard: string[] = []
  const first = () => {
    heard.push('first')
    events.removeListener('disconnect', first)
  }
  events.on('disconnect', first)
  events.on('disconnect', () => heard.push('second'))
  events.emit('disconnect', undefined)
  expect(heard).toEqual(['first', 'second'])
})
