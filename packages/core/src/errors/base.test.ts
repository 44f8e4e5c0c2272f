import { expect, test } from 'vitest'

import { BaseError } from './base.js'

test('default', () => {
  const error = new BaseError('An error occurred.')
  expect(error).toBeInstanceOf(Error)
  expect(error.name).toBe('LatchError')
  expect(error.shortMessage).toBe('An error occurred.')
  expect(error.details).toBeUndefined()
  expect(error.cause).toBeUndefined()
  expect(error.message).toMatchInlineSnapshot(`
    "An error occurred.

    Version: @latch/core@0.1.0"
  `)
})

test('parameters: all', () => {
  const error = new BaseError('Something went wrong.', {
    details: 'The node answered 503.',
    docsPath: '/errors#something',
    metaMessages: ['Method: eth_chainId', 'URL: http://127.0.0.1:8545'],
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Something went wrong.

    Method: eth_chainId
    URL: http://127.0.0.1:8545

    Docs: https://latch.dev/docs/errors#something
    Details: The node answered 503.
    Version: @latch/core@0.1.0"
  `)
  expect(error.docsPath).toBe('/errors#something')
  expect(error.metaMessages).toEqual(['Method: eth_chainId', 'URL: http://127.0.0.1:8545'])
  expect(error.version).toBe('0.1.0')
})

test('parameters: cause', () => {
  const cause = new Error('socket hang up')
  const error = new BaseError('Request failed.', { cause })
  expect(error.cause).toBe(cause)
  expect(error.details).toBe('socket hang up')
  expect(error.message).toMatchInlineSnapshot(`
    "Request failed.

    Details: socket hang up
    Version: @latch/core@0.1.0"
  `)
})

test('parameters: cause is a BaseError', () => {
  const cause = new BaseError('Inner.', { details: 'inner details', docsPath: '/inner' })
  const error = new BaseError('Outer.', { cause })
  expect(error.details).toBe('inner details')
  expect(error.docsPath).toBe('/inner')
  expect(new BaseError('Outer.', { cause, details: 'own' }).details).toBe('own')
})

test('behavior: subclass name', () => {
  class ExampleError extends BaseError {
    override name = 'ExampleError'
  }
  const error = new ExampleError('Example.')
  expect(error.name).toBe('ExampleError')
  expect(String(error).startsWith('ExampleError: Example.')).toBe(true)
})

test('walk: deepest cause', () => {
  const root = new Error('root')
  const middle = new BaseError('middle', { cause: root })
  const top = new BaseError('top', { cause: middle })
  expect(top.walk()).toBe(root)
  expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
})

test('walk: non-error cause', () => {
  const top = new BaseError('top', { cause: 'a string' })
  expect(top.walk()).toBe('a string')
})

test('walk: predicate', () => {
  class InnerError extends BaseError {
    override name = 'InnerError'
  }
  const root = new Error('root')
  const inner = new InnerError('inner', { cause: root })
  const top = new BaseError('top', { cause: inner })
  expect(top.walk((error) => error instanceof InnerError)).toBe(inner)
  expect(top.walk((error) => error === top)).toBe(top)
  expect(top.walk(() => false)).toBeNull()
})

test('walk: cyclic cause chain ends', () => {
  const a = new BaseError('a')
  const b = new BaseError('b', { cause: a })
  Object.defineProperty(a, 'cause', { value: b })
  expect(b.walk()).toBe(a)
  expect(b.walk(() => false)).toBeNull()
})
