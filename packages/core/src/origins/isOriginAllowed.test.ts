import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

const allowed = [
  'https://app.com',
  'http://localhost:5173',
  'https://*.example.com',
  'https://bücher.de',
  'HTTPS://Upper.Example.org',
  'http://127.0.0.1:8080',
  'http://[::1]:3000',
]

// SECURITY.md T16: each row is [origin, expected].
const cases: [string | null | undefined, boolean][] = [
  // exact matches
  ['https://app.com', true],
  ['http://localhost:5173', true],
  ['http://127.0.0.1:8080', true],
  ['http://[::1]:3000', true],
  // look-alikes
  ['https://evil-app.com', false],
  ['https://app.com.evil.io', false],
  ['https://evilapp.com', false],
  ['https://app.co', false],
  ['https://sub.app.com', false],
  // scheme, port
  ['http://app.com', false],
  ['https://app.com:8443', false],
  ['https://app.com:443', false],
  ['http://localhost:5174', false],
  ['http://localhost', false],
  ['https://localhost:5173', false],
  ['ws://app.com', false],
  ['ftp://app.com', false],
  ['file://app.com', false],
  // not what a browser sends
  ['null', false],
  [null, false],
  [undefined, false],
  ['', false],
  ['*', false],
  ['app.com', false],
  ['//app.com', false],
  ['https://app.com/', false],
  ['https://app.com/path', false],
  ['https://app.com?x=1', false],
  ['https://app.com#x', false],
  ['https://user@app.com', false],
  ['https://user:pass@app.com', false],
  ['https://app.com.', false],
  ['https://APP.com', false],
  ['HTTPS://app.com', false],
  [' https://app.com', false],
  ['https://app.com ', false],
  ['https://app.com\n', false],
  // wildcard: any subdomain across a dot boundary, never the domain itself
  ['https://a.example.com', true],
  ['https://a.b.example.com', true],
  ['https://example.com', false],
  ['https://evilexample.com', false],
  ['https://a.evilexample.com', false],
  ['https://example.com.evil.io', false],
  ['https://a.example.com.evil.io', false],
  ['http://a.example.com', false],
  ['https://a.example.com:8443', false],
  ['https://a.example.com.', false],
  ['https://..example.com', false],
  ['https://.example.com', false],
  // IDN: browsers send punycode; the entry was written in Unicode
  ['https://xn--bcher-kva.de', true],
  ['https://bücher.de', false],
  ['https://xn--bcher-kva.de.', false],
  // an entry written in upper case still matches what the browser sends
  ['https://upper.example.org', true],
]

describe('isOriginAllowed', () => {
  test.each(cases)('%j → %s', (origin, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })

  test('behavior: an empty list allows nothing', () => {
    expect(isOriginAllowed('https://app.com', [])).toBe(false)
  })

  test('behavior: malformed entries allow nothing and do not widen the list', () => {
    const entries = [
      '*',
      'null',
      'https://*',
      'https://*.com',
      'https://a.*.com',
      'https://*app.com',
      'https://app.com/path',
      'https://user@app.com',
      'app.com',
      'https://*.1.2.3.4',
      '',
    ]
    for (const origin of [
      'https://app.com',
      'https://x.app.com',
      'https://a.b.com',
      'null',
      'https://com',
    ])
      expect(isOriginAllowed(origin, entries)).toBe(false)
  })

  test('behavior: a wildcard keeps its scheme and port', () => {
    expect(isOriginAllowed('http://a.localhost:5173', ['http://*.localhost:5173'])).toBe(true)
    expect(isOriginAllowed('http://a.localhost', ['http://*.localhost:5173'])).toBe(false)
    expect(isOriginAllowed('https://a.localhost:5173', ['http://*.localhost:5173'])).toBe(false)
  })
})

// A property-style loop with a seeded generator (no fast-check): random labels build allowed
// entries and candidate origins, and each candidate must be allowed exactly when the rules say.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('isOriginAllowed (generated)', () => {
  const next = random(42)
  const pick = <item>(items: readonly item[]): item =>
    items[Math.floor(next() * items.length)] as item
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-'
  const label = () => {
    const length = 1 + Math.floor(next() * 10)
    let text = pick([...'abcdefghijklmnopqrstuvwxyz'])
    for (let i = 1; i < length; i++) text += pick([...alphabet])
    return text.replace(/-+$/, '') || 'a'
  }
  const domain = () => `${label()}.${pick(['com', 'io', 'dev', 'co.uk'])}`
  const scheme = () => pick(['https', 'http'])
  const port = () => pick(['', '', ':8080', ':5173'])

  test('property: an exact entry allows itself and nothing near it', () => {
    for (let i = 0; i < 500; i++) {
      const origin = `${scheme()}://${domain()}${port()}`
      const url = new URL(origin)
      expect(isOriginAllowed(origin, [origin])).toBe(true)
      const other = url.protocol === 'https:' ? 'http' : 'https'
      const near = [
        `${other}://${url.host}`,
        `${url.protocol}//${label()}.${url.host}`,
        `${url.protocol}//${url.hostname}.${domain()}${url.port ? `:${url.port}` : ''}`,
        `${url.protocol}//${label()}${url.host}`,
        `${url.protocol}//${url.hostname}:${url.port === '9999' ? '9998' : '9999'}`,
        `${origin}/`,
        `${origin}.`.replace(/(:\d+)\.$/, '.$1'),
        'null',
      ]
      for (const candidate of near)
        expect(isOriginAllowed(candidate, [origin]), candidate).toBe(false)
    }
  })

  test('property: a wildcard allows subdomains at any depth and nothing across the dot', () => {
    for (let i = 0; i < 500; i++) {
      const base = domain()
      const s = scheme()
      const p = port()
      const entry = `${s}://*.${base}${p}`
      const depth = 1 + Math.floor(next() * 3)
      const sub = Array.from({ length: depth }, label).join('.')
      expect(isOriginAllowed(`${s}://${sub}.${base}${p}`, [entry])).toBe(true)
      expect(isOriginAllowed(`${s}://${base}${p}`, [entry])).toBe(false)
      expect(isOriginAllowed(`${s}://${label()}${base}${p}`, [entry])).toBe(false)
      expect(isOriginAllowed(`${s}://${sub}.${base}.${domain()}${p}`, [entry])).toBe(false)
      expect(
        isOriginAllowed(`${s === 'https' ? 'http' : 'https'}://${sub}.${base}${p}`, [entry]),
      ).toBe(false)
      expect(
        isOriginAllowed(`${s}://${sub}.${base}${p === ':1234' ? ':4321' : ':1234'}`, [entry]),
      ).toBe(false)
    }
  })
})
