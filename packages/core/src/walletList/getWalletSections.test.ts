import { expect, test } from 'vitest'

import type { CustomWallet } from '../options/options.js'
import type { Connector } from '../types/connector.js'
import {
  defaultConnectorTypeOrder,
  type GetWalletSectionsParameters,
  getWalletSections,
  isExcluded,
  type WalletSection,
} from './getWalletSections.js'

const connector = (
  id: string,
  type: Connector['type'] = 'ANNOUNCED',
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  name: id.split('.').at(-1) ?? id,
  type,
  chain: 'eip155',
  info: type === 'ANNOUNCED' ? { rdns: id } : undefined,
  ...extra,
})

const metamask = connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask' })
const rabby = connector('io.rabby', 'ANNOUNCED', { name: 'Rabby Wallet' })
const coinbase = connector('com.coinbase.wallet', 'ANNOUNCED', { name: 'Coinbase Wallet' })
const injected = connector('injected', 'INJECTED', { name: 'Browser Wallet' })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT', { name: 'WalletConnect' })
const external = connector('safe', 'EXTERNAL', { name: 'Safe' })
const multiChain = connector('multi', 'MULTI_CHAIN', { name: 'Multi' })
const myWallet: CustomWallet = { id: 'my', name: 'My Wallet', homepage: 'https://my.wallet' }
const yourWallet: CustomWallet = { id: 'your', name: 'Your Wallet' }

/** Section type → item ids, the shape the Connect view lays out. */
const layout = (sections: WalletSection[]) =>
  sections.map((section) => [section.type, section.items.map((item) => item.id)])

const sections = (parameters: Partial<GetWalletSectionsParameters>) =>
  layout(getWalletSections({ connectors: [], recentConnectorIds: [], options: {}, ...parameters }))

test('default', () => {
  expect(defaultConnectorTypeOrder).toEqual([
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ])
  expect(
    sections({
      connectors: [external, metamask, coinbase, walletConnect, rabby, multiChain],
      recentConnectorIds: ['io.rabby'],
      options: { featuredWalletIds: ['com.coinbase.wallet'], customWallets: [myWallet] },
    }),
  ).toEqual([
    ['walletConnect', ['walletConnect']],
    ['recent', ['io.rabby']],
    ['injected', ['io.metamask']],
    ['featured', ['com.coinbase.wallet']],
    ['custom', ['my']],
    ['external', ['safe', 'multi']],
  ])
})

test('behavior: items', () => {
  const [recent, installed, custom] = getWalletSections({
    connectors: [
      metamask,
      { ...rabby, imageUrl: 'data:image/png;base64,AA', warning: 'duplicate_rdns' },
    ],
    recentConnectorIds: ['io.metamask'],
    options: { customWallets: [myWallet] },
  })
  expect(recent?.items[0]).toEqual({
    id: 'io.metamask',
    name: 'MetaMask',
    imageUrl: undefined,
    connector: metamask,
    isInstalled: true,
    isRecent: true,
    warning: undefined,
  })
  expect(installed?.items[0]).toMatchObject({
    id: 'io.rabby',
    imageUrl: 'data:image/png;base64,AA',
    isInstalled: true,
    isRecent: false,
    warning: 'duplicate_rdns',
  })
  expect(custom?.items[0]).toEqual({
    id: 'my',
    name: 'My Wallet',
    imageUrl: undefined,
    customWallet: myWallet,
    isInstalled: false,
    isRecent: false,
  })
})

test('behavior: empty sections are omitted', () => {
  expect(sections({})).toEqual([])
  expect(sections({ connectors: [metamask] })).toEqual([['injected', ['io.metamask']]])
  // A recent id whose wallet is gone makes no section.
  expect(sections({ connectors: [metamask], recentConnectorIds: ['io.gone'] })).toEqual([
    ['injected', ['io.metamask']],
  ])
})

test('behavior: a recent wallet is not repeated among the installed ones', () => {
  expect(
    sections({
      connectors: [metamask, rabby, coinbase],
      recentConnectorIds: ['io.rabby', 'io.metamask'],
    }),
  ).toEqual([
    ['recent', ['io.rabby', 'io.metamask']],
    ['injected', ['com.coinbase.wallet']],
  ])
})

test('behavior: WalletConnect is never listed as recent', () => {
  expect(
    sections({ connectors: [walletConnect, metamask], recentConnectorIds: ['walletConnect'] }),
  ).toEqual([
    ['walletConnect', ['walletConnect']],
    ['injected', ['io.metamask']],
  ])
})

test('behavior: WalletConnect is one row, hidden while connected through it', () => {
  const eip155Session = { ...walletConnect, name: 'Phone' }
  const solanaSession = { ...walletConnect, name: 'Phone', chain: 'solana' as const }
  expect(sections({ connectors: [eip155Session, solanaSession, metamask] })).toEqual([
    ['walletConnect', ['walletConnect']],
    ['injected', ['io.metamask']],
  ])
  expect(
    sections({
      connectors: [eip155Session, solanaSession, metamask],
      connectedConnectorIds: ['walletConnect'],
    }),
  ).toEqual([['injected', ['io.metamask']]])
})

test('behavior: featured wallets keep the site order and leave the other sections', () => {
  expect(
    sections({
      connectors: [metamask, rabby, coinbase],
      options: {
        featuredWalletIds: ['your', 'io.rabby', 'io.unknown', 'io.metamask'],
        customWallets: [myWallet, yourWallet],
      },
    }),
  ).toEqual([
    ['injected', ['com.coinbase.wallet']],
    ['featured', ['your', 'io.rabby', 'io.metamask']],
    ['custom', ['my']],
  ])
})

test('behavior: featured by rdns when the connector id differs', () => {
  const second = connector('io.metamask#2', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })
  expect(
    sections({ connectors: [second], options: { featuredWalletIds: ['io.metamask'] } }),
  ).toEqual([['featured', ['io.metamask#2']]])
})

test('behavior: a recent wallet that is also featured is listed once, as recent', () => {
  expect(
    sections({
      connectors: [metamask, rabby],
      recentConnectorIds: ['io.metamask'],
      options: { featuredWalletIds: ['io.metamask', 'io.rabby'] },
    }),
  ).toEqual([
    ['recent', ['io.metamask']],
    ['featured', ['io.rabby']],
  ])
})

test('parameters: excludeWalletIds by id, rdns or case-insensitive name', () => {
  const renamed = connector('io.metamask#2', 'ANNOUNCED', {
    name: 'Fake',
    info: { rdns: 'io.metamask' },
  })
  expect(
    sections({
      connectors: [metamask, renamed, rabby, coinbase, external, walletConnect],
      options: {
        excludeWalletIds: ['io.metamask', 'rabby wallet', 'safe', 'WALLETCONNECT'],
        customWallets: [myWallet, yourWallet],
      },
    }),
  ).toEqual([
    ['injected', ['com.coinbase.wallet']],
    ['custom', ['my', 'your']],
  ])
  expect(
    sections({
      options: { excludeWalletIds: ['MY WALLET'], customWallets: [myWallet, yourWallet] },
    }),
  ).toEqual([['custom', ['your']]])
})

test('behavior: isExcluded', () => {
  const wallet = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }
  expect(isExcluded(wallet, undefined)).toBe(false)
  expect(isExcluded(wallet, [])).toBe(false)
  expect(isExcluded(wallet, ['io.metamask'])).toBe(true)
  expect(isExcluded({ ...wallet, id: 'x' }, ['io.metamask'])).toBe(true)
  expect(isExcluded(wallet, ['METAMASK'])).toBe(true)
  expect(isExcluded(wallet, ['meta'])).toBe(false)
})

test('parameters: includeWalletIds limits the custom wallets', () => {
  expect(
    sections({
      connectors: [metamask],
      options: { includeWalletIds: ['your'], customWallets: [myWallet, yourWallet] },
    }),
  ).toEqual([
    ['injected', ['io.metamask']],
    ['custom', ['your']],
  ])
  expect(
    sections({ options: { includeWalletIds: [], customWallets: [myWallet, yourWallet] } }),
  ).toEqual([['custom', ['my', 'your']]])
})

test('parameters: features.connectorTypeOrder', () => {
  expect(
    sections({
      connectors: [walletConnect, metamask, rabby, external],
      recentConnectorIds: ['io.rabby'],
      options: {
        customWallets: [myWallet],
        features: {
          connectorTypeOrder: [
            'external',
            'custom',
            'injected',
            'recent',
            'walletConnect',
            'featured',
            'recommended',
          ],
        },
      },
    }),
  ).toEqual([
    ['external', ['safe']],
    ['custom', ['my']],
    ['injected', ['io.metamask']],
    ['recent', ['io.rabby']],
    ['walletConnect', ['walletConnect']],
  ])
})

// Regression test: this was a bug found while writing these tests.
test('parameters: a connectorTypeOrder without recent still lists the recent wallet', () => {
  const result = sections({
    connectors: [metamask, rabby],
    recentConnectorIds: ['io.metamask'],
    options: { features: { connectorTypeOrder: ['injected'] } },
  })
  expect(result.flatMap(([, ids]) => ids)).toContain('io.metamask')
})

test('parameters: isMobile hides the generic Browser Wallet unless a wallet is installed', () => {
  expect(sections({ connectors: [injected, walletConnect] })).toEqual([
    ['walletConnect', ['walletConnect']],
    ['injected', ['injected']],
  ])
  expect(sections({ connectors: [injected, walletConnect], isMobile: true })).toEqual([
    ['walletConnect', ['walletConnect']],
  ])
  expect(sections({ connectors: [injected, metamask], isMobile: true })).toEqual([
    ['injected', ['injected', 'io.metamask']],
  ])
})

test('parameters: enableInjected, enableEIP6963 and enableWallets (AppKit options)', () => {
  const connectors = [walletConnect, metamask, injected]
  expect(sections({ connectors, options: { enableInjected: false } })).toEqual([
    ['walletConnect', ['walletConnect']],
    ['injected', ['io.metamask']],
  ])
  expect(sections({ connectors, options: { enableEIP6963: false } })).toEqual([
    ['walletConnect', ['walletConnect']],
    ['injected', ['injected']],
  ])
  expect(
    sections({ connectors, options: { enableWallets: false, customWallets: [myWallet] } }),
  ).toEqual([])
})
