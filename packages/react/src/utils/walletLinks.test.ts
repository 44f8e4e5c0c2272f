import { expect, test } from 'vitest'
import { toWalletConnectLink } from './walletLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const encoded = encodeURIComponent(uri)

test('behavior: custom schemes and universal links get wc?uri=', () => {
  expect(toWalletConnectLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
  expect(toWalletConnectLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
  expect(toWalletConnectLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(toWalletConnectLink('zerion://app', uri)).toBe(`zerion://app/wc?uri=${encoded}`)
  expect(toWalletConnectLink('https://link.trustwallet.com', uri)).toBe(
    `https://link.trustwallet.com/wc?uri=${encoded}`,
  )
  expect(toWalletConnectLink('https://metamask.app.link/', uri)).toBe(
    `https://metamask.app.link/wc?uri=${encoded}`,
  )
})

test('behavior: the pairing URI cannot break out of its parameter', () => {
  const hostile = 'wc:x@2?a=1&redirect=javascript:alert(1)#frag'
  const link = toWalletConnectLink('https://wallet.example', hostile)!
  expect(new URL(link).searchParams.get('uri')).toBe(hostile)
  expect(new URL(link).hash).toBe('')
})

test('error: dangerous or empty links are refused', () => {
  for (const link of [
    'javascript:alert(1)//',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'http://wallet.example',
    '',
    null,
    undefined,
    `https://wallet.example/${'a'.repeat(600)}`,
  ])
    expect(toWalletConnectLink(link, uri)).toBeUndefined()
})
