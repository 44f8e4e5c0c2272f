import { expect, test } from 'vitest'

import {
  browserWalletConnectMethodsOrder,
  defaultConnectMethodsOrder,
  getConnectMethodsOrder,
} from './getConnectMethodsOrder.js'

const all = { wallet: true, email: true, social: true }

test('default', () => {
  expect(getConnectMethodsOrder({ hasBrowserWallet: true, available: all })).toEqual([
    'wallet',
    'email',
    'social',
  ])
  expect(browserWalletConnectMethodsOrder).toEqual(['wallet', 'email', 'social'])
})

test('behavior: without a browser wallet, the ways that need none come first', () => {
  expect(getConnectMethodsOrder({ hasBrowserWallet: false, available: all })).toEqual([
    'email',
    'social',
    'wallet',
  ])
  expect(defaultConnectMethodsOrder).toEqual(['email', 'social', 'wallet'])
})

test('parameters: features.connectMethodsOrder', () => {
  const features = { connectMethodsOrder: ['social', 'wallet', 'email'] as const }
  expect(getConnectMethodsOrder({ features, hasBrowserWallet: true, available: all })).toEqual([
    'social',
    'wallet',
    'email',
  ])
  expect(getConnectMethodsOrder({ features, hasBrowserWallet: false, available: all })).toEqual([
    'social',
    'wallet',
    'email',
  ])
  // Repeats are listed once.
  expect(
    getConnectMethodsOrder({
      features: { connectMethodsOrder: ['email', 'wallet', 'email'] },
      hasBrowserWallet: true,
      available: all,
    }),
  ).toEqual(['email', 'wallet'])
})

test('behavior: methods that cannot work now are dropped', () => {
  expect(
    getConnectMethodsOrder({
      hasBrowserWallet: true,
      available: { wallet: true, email: false, social: false },
    }),
  ).toEqual(['wallet'])
  expect(
    getConnectMethodsOrder({
      hasBrowserWallet: false,
      available: { wallet: false, email: true, social: true },
    }),
  ).toEqual(['email', 'social'])
})

test('parameters: features.email: false', () => {
  expect(
    getConnectMethodsOrder({ features: { email: false }, hasBrowserWallet: true, available: all }),
  ).toEqual(['wallet', 'social'])
})

test('parameters: features.socials: false', () => {
  expect(
    getConnectMethodsOrder({
      features: { socials: false },
      hasBrowserWallet: false,
      available: all,
    }),
  ).toEqual(['email', 'wallet'])
})

test('behavior: features turned off beat a custom order', () => {
  expect(
    getConnectMethodsOrder({
      features: {
        email: false,
        socials: false,
        connectMethodsOrder: ['email', 'social', 'wallet'],
      },
      hasBrowserWallet: true,
      available: all,
    }),
  ).toEqual(['wallet'])
})
