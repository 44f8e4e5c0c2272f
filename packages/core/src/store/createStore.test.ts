import { expect, test, vi } from 'vitest'

import { createStore } from './createStore.js'

test('default', () => {
  const initial = { count: 0, name: 'a' }
  const store = createStore(initial)
  expect(store.getState()).toBe(initial)
})

test('behavior: setState merges shallowly into a new object', () => {
  const store = createStore({ count: 0, nested: { a: 1, b: 2 } })
  const before = store.getState()
  store.setState({ nested: { a: 3, b: 2 } })
  expect(store.getState()).toEqual({ count: 0, nested: { a: 3, b: 2 } })
  expect(store.getState()).not.toBe(before)
  // The previous state is never mutated.
  expect(before).toEqual({ count: 0, nested: { a: 1, b: 2 } })
})

test('behavior: setState with a function receives the current state', () => {
  const store = createStore({ count: 1 })
  store.setState((state) => ({ count: state.count + 1 }))
  store.setState((state) => ({ count: state.count * 10 }))
  expect(store.getState().count).toBe(20)
})

test('behavior: listeners get the new and previous state, synchronously', () => {
  const store = createStore({ count: 0 })
  const listener = vi.fn()
  store.subscribe(listener)
  store.setState({ count: 1 })
  expect(listener).toHaveBeenCalledTimes(1)
  expect(listener).toHaveBeenCalledWith({ count: 1 }, { count: 0 })
})

test('behavior: unsubscribe', () => {
  const store = createStore({ count: 0 })
  const listener = vi.fn()
  const unsubscribe = store.subscribe(listener)
  unsubscribe()
  store.setState({ count: 1 })
  expect(listener).not.toHaveBeenCalled()
})

test('behavior: a listener that unsubscribes another does not skip it for this change', () => {
  const store = createStore({ count: 0 })
  const second = vi.fn()
  let unsubscribeSecond = () => {}
  store.subscribe(() => unsubscribeSecond())
  unsubscribeSecond = store.subscribe(second)
  store.setState({ count: 1 })
  expect(second).toHaveBeenCalledTimes(1)
  store.setState({ count: 2 })
  expect(second).toHaveBeenCalledTimes(1)
})

test('behavior: a listener may set state; later listeners see the latest state', () => {
  const store = createStore({ count: 0, doubled: 0 })
  store.subscribe((state) => {
    if (state.doubled !== state.count * 2) store.setState({ doubled: state.count * 2 })
  })
  const seen: number[] = []
  store.subscribe(() => seen.push(store.getState().doubled))
  store.setState({ count: 2 })
  expect(store.getState()).toEqual({ count: 2, doubled: 4 })
  expect(seen.at(-1)).toBe(4)
})
