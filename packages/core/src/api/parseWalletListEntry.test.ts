import { expect, test } from 'vitest'
import { parseWalletListEntry } from './parseWalletListEntry.js'

const valid = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  rdns: 'io.metamask',
  image_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://metamask.io/',
  app_store: 'https://apps.apple.com/app/metamask/id1438144202',
  play_store: null,
  chrome_store: null,
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  badge_type: 'certified',
}

test('default', () => {
  expect(parseWalletListEntry(valid)).toEqual(valid)
})

test('behavior: unsafe links are removed, the wallet is kept', () => {
  const entry = parseWalletListEntry({
    ...valid,
    mobile_link: 'javascript:alert(1)',
    desktop_link: 'data:text/html,<script>',
    homepage: 'http://insecure.example',
    webapp_link: 'https://app.example',
    app_store: 'vbscript:x',
  })
  expect(entry).toMatchObject({
    mobile_link: null,
    desktop_link: null,
    homepage: null,
    webapp_link: 'https://app.example',
    app_store: null,
  })
})

test('behavior: malformed entries are dropped', () => {
  expect(parseWalletListEntry(null)).toBeUndefined()
  expect(parseWalletListEntry({ ...valid, id: '../../etc' })).toBeUndefined()
  expect(parseWalletListEntry({ ...valid, name: 'x'.repeat(500) })).toBeUndefined()
  expect(parseWalletListEntry({ ...valid, name: 42 })).toBeUndefined()
})

test('behavior: odd fields are normalised', () => {
  const entry = parseWalletListEntry({
    ...valid,
    image_id: 'bad/../id',
    chains: ['eip155:1', 7, null],
    injected: [{ namespace: 'eip155' }, 'x'],
    badge_type: 'super',
  })
  expect(entry).toMatchObject({
    image_id: null,
    chains: ['eip155:1'],
    injected: [],
    badge_type: 'none',
  })
})
