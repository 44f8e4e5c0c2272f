import { describe, expect, test } from 'vitest'
import { toOriginPattern } from './toOriginPattern.js'

describe('toOriginPattern', () => {
  test.each([
    ['https://app.com', 'https://app.com'],
    ['https://app.com/', 'https://app.com'],
    ['  https://app.com  ', 'https://app.com'],
    ['HTTPS://APP.COM', 'https://app.com'],
    ['https://app.com:443', 'https://app.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://bücher.de', 'https://xn--bcher-kva.de'],
    ['https://*.example.com', 'https://*.example.com'],
    ['https://*.Example.com:8443', 'https://*.example.com:8443'],
    ['http://*.localhost', 'http://*.localhost'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('default: %s → %s', (entry, expected) => {
    expect(toOriginPattern(entry)).toBe(expected)
  })

  test.each([
    ['*', '"*" is not allowed: list each origin.'],
    ['null', '"null" is not allowed: list each origin.'],
    ['app.com', '"app.com" is not an origin like https://app.example.com.'],
    ['ftp://app.com', '"ftp://app.com" must use https: or http:.'],
    ['javascript:alert(1)', '"javascript:alert(1)" must use https: or http:.'],
    ['https://user@app.com', '"https://user@app.com" must not contain credentials.'],
    ['https://app.com/path', '"https://app.com/path" must not contain a path, query or fragment.'],
    ['https://app.com?x', '"https://app.com?x" must not contain a path, query or fragment.'],
    ['https://app.com.', '"https://app.com." must not end with a dot.'],
    ['https://a.*.com', '"https://a.*.com" may use * only as the whole leftmost label.'],
    ['https://*app.com', '"https://*app.com" may use * only as the whole leftmost label.'],
    ['https://*.com', '"https://*.com": a wildcard needs at least two labels after *.'],
    ['https://*.1.2.3.4', '"https://*.1.2.3.4": a wildcard needs a domain name, not an address.'],
    ['https://a..com', '"https://a..com" has an empty label.'],
  ])('error: %s', (entry, message) => {
    expect(() => toOriginPattern(entry)).toThrow(message)
  })
})
