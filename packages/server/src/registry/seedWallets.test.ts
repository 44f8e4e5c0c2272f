import { describe, expect, it } from 'vitest'
import { seedWallets } from './seedWallets.js'

const urlFields = ['webapp_link', 'homepage', 'app_store', 'play_store', 'chrome_store'] as const
const appLinkFields = ['mobile_link', 'desktop_link'] as const

// Schemes that run code, read local files or downgrade transport (SECURITY.md T14).
const forbiddenSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'http:'])

const isHttps = (link: string) => {
  try {
    const url = new URL(link)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username
  } catch {
    return false
  }
}

const isAppScheme = (link: string) =>
  /^[a-z][a-z0-9+.-]*:\/\/[\w/.-]*$/.test(link) && !forbiddenSchemes.has(`${link.split(':')[0]}:`)

describe('seedWallets', () => {
  it('has at least 35 wallets', () => {
    expect(seedWallets.length).toBeGreaterThanOrEqual(35)
  })

  it('has unique 64-hex ids, unique names and unique orders', () => {
    for (const wallet of seedWallets) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    const unique = (values: unknown[]) => new Set(values).size
    expect(unique(seedWallets.map((w) => w.id))).toBe(seedWallets.length)
    expect(unique(seedWallets.map((w) => w.name.toLowerCase()))).toBe(seedWallets.length)
    expect(unique(seedWallets.map((w) => w.order))).toBe(seedWallets.length)
    expect(seedWallets.map((w) => w.order)).toEqual(seedWallets.map((_, index) => index + 1))
  })

  it('derives ids deterministically from the slug', async () => {
    const { createHash } = await import('node:crypto')
    const metamask = seedWallets.find((w) => w.name === 'MetaMask')
    expect(metamask?.id).toBe(createHash('sha256').update('latch-seed:metamask').digest('hex'))
  })

  it('only has https store and web links', () => {
    for (const wallet of seedWallets) {
      for (const field of urlFields) {
        const link = wallet[field]
        if (link !== null) expect(isHttps(link), `${wallet.name} ${field}: ${link}`).toBe(true)
      }
    }
  })

  it('only has https or vetted-looking custom scheme app links', () => {
    for (const wallet of seedWallets) {
      for (const field of appLinkFields) {
        const link = wallet[field]
        if (link === null) continue
        expect(isHttps(link) || isAppScheme(link), `${wallet.name} ${field}: ${link}`).toBe(true)
      }
    }
  })

  it('the link check itself rejects dangerous links', () => {
    for (const link of ['javascript://%0aalert(1)', 'data://x', 'vbscript://x', 'file:///etc']) {
      expect(isHttps(link) || isAppScheme(link)).toBe(false)
    }
    expect(isHttps('//evil.example')).toBe(false)
    expect(isHttps('http://example.com')).toBe(false)
  })

  it('has valid CAIP-2 chains', () => {
    for (const wallet of seedWallets) {
      expect(wallet.chains.length).toBeGreaterThan(0)
      expect(new Set(wallet.chains).size).toBe(wallet.chains.length)
      for (const chain of wallet.chains)
        expect(chain).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
    }
  })

  it('has reverse-DNS rdns values, unique among wallets', () => {
    const rdns = seedWallets.flatMap((w) => (w.rdns === null ? [] : [w.rdns]))
    expect(rdns.length).toBeGreaterThan(10)
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const value of rdns) expect(value).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
  })

  it('has #rrggbb colours', () => {
    for (const wallet of seedWallets) expect(wallet.color).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('has well-formed injected ids and badges', () => {
    for (const wallet of seedWallets) {
      expect(['none', 'certified']).toContain(wallet.badge_type)
      for (const { namespace, injected_id } of wallet.injected) {
        expect(namespace).toMatch(/^[-a-z0-9]{3,8}$/)
        expect(injected_id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/)
      }
    }
    const certified = seedWallets.filter((w) => w.badge_type === 'certified')
    expect(certified.length).toBeGreaterThanOrEqual(5)
    expect(certified.length).toBeLessThanOrEqual(12)
  })
})
