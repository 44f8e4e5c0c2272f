import { expect, test } from 'vitest'
import { normalizeEmail } from './normalizeEmail.js'

test('default: trims and lower-cases', () => {
  expect(normalizeEmail('  Alice.Smith+Latch@Example.COM \n')).toBe('alice.smith+latch@example.com')
  expect(normalizeEmail('a@b.co')).toBe('a@b.co')
  expect(normalizeEmail("o'neil_{x}@mail.xn--p1ai")).toBe("o'neil_{x}@mail.xn--p1ai")
})

test('behavior: 254 characters at most, 64 in the local part', () => {
  const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`
  const local = 'l'.repeat(254 - domain.length - 1)
  expect(local.length).toBe(64)
  expect(normalizeEmail(`${local}@${domain}`)).toBe(`${local}@${domain}`)
  expect(normalizeEmail(`${local}x@${domain}`)).toBeUndefined()
  expect(normalizeEmail(`${'l'.repeat(65)}@example.com`)).toBeUndefined()
})

test.each([
  '',
  'alice',
  '@example.com',
  'alice@',
  'alice@example',
  'alice@@example.com',
  'alice@exa mple.com',
  'al ice@example.com',
  '.alice@example.com',
  'alice.@example.com',
  'al..ice@example.com',
  'alice@-example.com',
  'alice@example-.com',
  'alice@example..com',
  'alice@127.0.0.1',
  'alice@[127.0.0.1]',
  '"alice"@example.com',
  'alice@exämple.com',
  'ålice@example.com',
  'alice@example.com\r\nBcc: x@y.z',
  'alice@example.com,bob@example.com',
  'alice<x>@example.com',
])('error: %j', (value) => {
  expect(normalizeEmail(value)).toBeUndefined()
})
