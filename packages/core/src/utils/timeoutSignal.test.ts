import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { timeoutSignal } from './timeoutSignal.js'

// Safari before 17.4 has AbortSignal.timeout but not AbortSignal.any: the fallback runs there.
describe.each([
  ['with AbortSignal.any', false],
  ['without AbortSignal.any (Safari < 17.4)', true],
])('timeoutSignal %s', (_name, removeAny) => {
  const any = AbortSignal.any
  beforeEach(() => {
    if (removeAny) Reflect.deleteProperty(AbortSignal, 'any')
  })
  afterEach(() => {
    AbortSignal.any = any
  })

  test('behavior: aborts with a TimeoutError after the time', async () => {
    const caller = new AbortController()
    const signal = timeoutSignal(20, caller.signal)
    expect(signal.aborted).toBe(false)
    await vi.waitFor(() => expect(signal.aborted).toBe(true))
    expect((signal.reason as DOMException).name).toBe('TimeoutError')
  })

  test("behavior: aborts at once with the caller's reason when the caller aborts", () => {
    const caller = new AbortController()
    const signal = timeoutSignal(60_000, caller.signal)
    caller.abort(new Error('search changed'))
    expect(signal.aborted).toBe(true)
    expect((signal.reason as Error).message).toBe('search changed')
  })

  test('behavior: an already aborted caller signal gives an aborted signal', () => {
    const caller = new AbortController()
    caller.abort(new Error('gone'))
    const signal = timeoutSignal(60_000, caller.signal)
    expect(signal.aborted).toBe(true)
    expect((signal.reason as Error).message).toBe('gone')
  })

  test('behavior: without a caller signal it is the timeout alone', () => {
    const signal = timeoutSignal(60_000)
    expect(signal.aborted).toBe(false)
  })
})

test('behavior: the fallback never calls AbortSignal.any', () => {
  const any = AbortSignal.any
  Reflect.deleteProperty(AbortSignal, 'any')
  try {
    expect(() => timeoutSignal(1_000, new AbortController().signal)).not.toThrow()
  } finally {
    AbortSignal.any = any
  }
})
