import { expect, test } from 'vitest'

import {
  maximumIconLength,
  sanitizeRdns,
  sanitizeUuid,
  sanitizeWalletIcon,
} from './sanitizeWalletInfo.js'

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`

test('default', () => {
  expect(sanitizeWalletIcon(png)).toBe(png)
  expect(sanitizeRdns('io.metamask')).toBe('io.metamask')
  expect(sanitizeUuid('350670db-19fa-4704-a166-e52e178b59d2')).toBe(
    '350670db-19fa-4704-a166-e52e178b59d2',
  )
})

test('icon: raster and svg data URIs are accepted', () => {
  expect(sanitizeWalletIcon(png)).toBe(png)
  expect(sanitizeWalletIcon(svg)).toBe(svg)
  expect(sanitizeWalletIcon('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
    'data:image/svg+xml;base64,PHN2Zy8+',
  )
  expect(sanitizeWalletIcon('data:image/jpeg;base64,AA')).toBe('data:image/jpeg;base64,AA')
  expect(sanitizeWalletIcon('data:image/webp;base64,AA')).toBe('data:image/webp;base64,AA')
})

test('icon: anything else is rejected', () => {
  expect(sanitizeWalletIcon('javascript:alert(1)')).toBeUndefined()
  expect(sanitizeWalletIcon('data:text/html,<script>alert(1)</script>')).toBeUndefined()
  expect(sanitizeWalletIcon('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined()
  expect(sanitizeWalletIcon('http://evil.example/track.png')).toBeUndefined()
  expect(sanitizeWalletIcon('https://evil.example/track.png')).toBeUndefined()
  expect(sanitizeWalletIcon('//evil.example/track.png')).toBeUndefined()
  expect(sanitizeWalletIcon(' data:image/png;base64,AA')).toBeUndefined()
  expect(sanitizeWalletIcon('data:image/pngx;base64,AA')).toBeUndefined()
  expect(sanitizeWalletIcon('data:image/svg+xml')).toBeUndefined()
  expect(sanitizeWalletIcon(undefined)).toBeUndefined()
  expect(sanitizeWalletIcon(42)).toBeUndefined()
})

test('icon: an oversized data URI is rejected', () => {
  expect(maximumIconLength).toBe(128 * 1024)
  const prefix = 'data:image/png;base64,'
  const atLimit = prefix + 'A'.repeat(maximumIconLength - prefix.length)
  expect(sanitizeWalletIcon(atLimit)).toBe(atLimit)
  expect(sanitizeWalletIcon(`${atLimit}A`)).toBeUndefined()
})

test('rdns', () => {
  expect(sanitizeRdns('IO.MetaMask')).toBe('io.metamask')
  expect(sanitizeRdns('com.coinbase.wallet')).toBe('com.coinbase.wallet')
  expect(sanitizeRdns('io.rabby-wallet')).toBe('io.rabby-wallet')
  expect(sanitizeRdns('metamask')).toBeUndefined()
  expect(sanitizeRdns('io.')).toBeUndefined()
  expect(sanitizeRdns('.io')).toBeUndefined()
  expect(sanitizeRdns('io.meta mask')).toBeUndefined()
  expect(sanitizeRdns('io.metamask"><img>')).toBeUndefined()
  expect(sanitizeRdns('io.metamask#2')).toBeUndefined()
  expect(sanitizeRdns(`io.${'a'.repeat(300)}`)).toBeUndefined()
  expect(sanitizeRdns(undefined)).toBeUndefined()
})

test('uuid', () => {
  expect(sanitizeUuid('350670DB-19FA-4704-A166-E52E178B59D2')).toBe(
    '350670db-19fa-4704-a166-e52e178b59d2',
  )
  expect(sanitizeUuid('350670db19fa4704a166e52e178b59d2')).toBeUndefined()
  expect(sanitizeUuid('350670db-19fa-4704-a166-e52e178b59d')).toBeUndefined()
  expect(sanitizeUuid('zzzzzzzz-19fa-4704-a166-e52e178b59d2')).toBeUndefined()
  expect(sanitizeUuid(' 350670db-19fa-4704-a166-e52e178b59d2')).toBeUndefined()
  expect(sanitizeUuid(42)).toBeUndefined()
})
