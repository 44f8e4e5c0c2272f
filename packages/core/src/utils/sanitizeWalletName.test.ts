import { expect, test } from 'vitest'
import { maximumWalletNameLength, sanitizeWalletName } from './sanitizeWalletName.js'

// EIP-6963 announcements (@latch/evm) and WalletConnect peers (@latch/walletconnect) share it.
test('default', () => {
  expect(sanitizeWalletName('MetaMask')).toBe('MetaMask')
})

test('name: markup is kept as plain text', () => {
  // Names are rendered as text nodes; stripping `<` is not what protects the page.
  expect(sanitizeWalletName('"><img src=x onerror=alert(1)>')).toBe(
    '"><img src=x onerror=alert(1)>',
  )
  expect(sanitizeWalletName('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
})

test('name: bidi, zero-width and control characters are stripped', () => {
  expect(sanitizeWalletName('Meta\u202eksaM')).toBe('MetaksaM')
  expect(sanitizeWalletName('\u2067Rabby\u2069')).toBe('Rabby')
  expect(sanitizeWalletName('Meta\u200bMa\u200dsk\ufeff')).toBe('MetaMask')
  expect(sanitizeWalletName('\u200eLeft\u200f')).toBe('Left')
  expect(sanitizeWalletName('\u061cArabic\u180e mark')).toBe('Arabic mark')
  expect(sanitizeWalletName('\u2066\u2067\u2068Isolated\u2069\u202a\u202b\u202c\u202d')).toBe(
    'Isolated',
  )
  expect(sanitizeWalletName('Nul\u0000l\u0007\u007f\u009f')).toBe('Null')
})

test('name: white space is folded and trimmed', () => {
  expect(sanitizeWalletName('  Coinbase \u00a0  Wallet  ')).toBe('Coinbase Wallet')
})

test('name: longer than 64 characters is cut with …', () => {
  expect(maximumWalletNameLength).toBe(64)
  const cut = sanitizeWalletName('W'.repeat(10_000))
  expect(cut).toBe(`${'W'.repeat(63)}…`)
  expect([...(cut ?? '')]).toHaveLength(64)
  expect(sanitizeWalletName('W'.repeat(64))).toBe('W'.repeat(64))
  // Counted in characters, so an astral symbol is never split in half.
  const emoji = sanitizeWalletName('🦊'.repeat(70))
  expect(emoji).toBe(`${'🦊'.repeat(63)}…`)
})

test('name: empty or not a string is undefined', () => {
  expect(sanitizeWalletName('')).toBeUndefined()
  expect(sanitizeWalletName('   ')).toBeUndefined()
  expect(sanitizeWalletName('\u200b\u202e\ufeff')).toBeUndefined()
  expect(sanitizeWalletName(undefined)).toBeUndefined()
  expect(sanitizeWalletName(42)).toBeUndefined()
  expect(sanitizeWalletName({ toString: () => 'MetaMask' })).toBeUndefined()
})
