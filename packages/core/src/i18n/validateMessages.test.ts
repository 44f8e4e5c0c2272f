import { expect, test } from 'vitest'
import { validateOptions } from '../options/validateOptions.js'
import { placeholdersOf, validateMessages } from './validateMessages.js'

const options = (messages: unknown) => ({
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example'] } },
    },
  ],
  messages,
})

test('default: without the English catalogue, only the shape is checked', () => {
  expect(() => validateMessages({ en: { anything: { at: 'all' } }, 'pt-BR': {} })).not.toThrow()
  expect(() => validateMessages(undefined)).not.toThrow()
})

test('error: createAppKit’s options check refuses a malformed messages option, naming it', () => {
  expect(() => validateOptions(options({ en: { connect: { title: 'Sign in' } } }))).not.toThrow()
  expect(() => validateOptions(options('Sign in'))).toThrow(/`messages` must be an object/)
  expect(() => validateOptions(options({ en: { connect: { title: null } } }))).toThrow(
    expect.objectContaining({
      name: 'InvalidOptionsError',
      message: expect.stringContaining('`messages.en.connect.title` must be a string'),
    }),
  )
  expect(() => validateOptions(options({ english: {} }))).toThrow(/"english".*not a language tag/)
})

test('behavior: placeholdersOf lists each name once, sorted', () => {
  expect(placeholdersOf('%{b} and %{a}, %{b} again')).toEqual(['a', 'b'])
  expect(placeholdersOf('none')).toEqual([])
})
