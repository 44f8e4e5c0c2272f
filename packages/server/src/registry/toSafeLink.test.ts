import { describe, expect, test } from 'vitest'
import { toSafeLink } from './toSafeLink.js'

describe('toSafeLink', () => {
  test('default', () => {
    expect(toSafeLink('https://rainbow.me/', 'https')).toBe('https://rainbow.me/')
    expect(toSafeLink('https://rnbwapp.com', 'deep')).toBe('https://rnbwapp.com')
    expect(toSafeLink('rainbow:', 'deep')).toBe('rainbow:')
    expect(toSafeLink('cbwallet://', 'deep')).toBe('cbwallet://')
    expect(toSafeLink('argent://app', 'deep')).toBe('argent://app')
    expect(toSafeLink('', 'https')).toBeNull()
    expect(toSafeLink(undefined, 'deep')).toBeNull()
  })

  // SECURITY.md T14: the link validator rejects javascript: data: vbscript: file: //evil.
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.com',
    'blob:https://a.com/x',
    'about:blank',
    'http://insecure.com',
    'intent://x#Intent;end',
    '1inch:',
    'https://user:pass@evil.com',
    'https://',
    `https://a.com/${'x'.repeat(3000)}`,
  ])('error: %s', (link) => {
    expect(toSafeLink(link, 'deep')).toBeNull()
    expect(toSafeLink(link, 'https')).toBeNull()
  })

  test('behavior: https links refuse custom schemes', () => {
    expect(toSafeLink('rainbow:', 'https')).toBeNull()
  })
})
