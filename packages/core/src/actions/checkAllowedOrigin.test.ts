import { expect, test } from 'vitest'
import { matchesAllowedOrigin } from './checkAllowedOrigin.js'

test('default', () => {
  expect(matchesAllowedOrigin('https://app.example.com', ['https://app.example.com'])).toBe(true)
  expect(matchesAllowedOrigin('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true)
})

test('behavior: only the exact scheme, host and port match', () => {
  const allowed = ['https://app.example.com']
  for (const origin of [
    'http://app.example.com',
    'https://app.example.com:8443',
    'https://evil-app.example.com',
    'https://app.example.com.evil.io',
    'https://example.com',
    'null',
    '',
  ])
    expect(matchesAllowedOrigin(origin, allowed), origin).toBe(false)
})

test('behavior: a wildcard covers subdomains only, across a dot', () => {
  const allowed = ['https://*.example.com']
  expect(matchesAllowedOrigin('https://a.example.com', allowed)).toBe(true)
  expect(matchesAllowedOrigin('https://a.b.example.com', allowed)).toBe(true)
  expect(matchesAllowedOrigin('https://example.com', allowed)).toBe(false)
  expect(matchesAllowedOrigin('https://evilexample.com', allowed)).toBe(false)
  expect(matchesAllowedOrigin('http://a.example.com', allowed)).toBe(false)
})

test('behavior: an empty list allows nothing', () => {
  expect(matchesAllowedOrigin('https://app.example.com', [])).toBe(false)
})
