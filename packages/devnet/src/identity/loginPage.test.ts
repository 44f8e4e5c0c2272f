// @vitest-environment jsdom
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { autoSubmitFormPage } from './autoSubmitFormPage'
import { consentPage } from './consentPage'
import { errorPage } from './errorPage'
import { loginPage } from './loginPage'
import { type TestIdentity, testIdentities } from './testIdentities'

/** Loads a page into jsdom's document (scripts do not run) and answers its axe violations. */
async function load(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement)
  // jsdom has no layout, so contrast cannot be measured here.
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => violation.id)
}

/** The accessible names of the page's buttons (their text; none uses aria-label). */
const buttonNames = () =>
  [...document.querySelectorAll('button')].map((button) => button.textContent?.trim())

describe('loginPage', () => {
  it('default: one labelled button per identity, each described by its email status', async () => {
    const html = loginPage({
      providerLabel: 'Google',
      action: '/interaction/abc/login',
      identities: testIdentities,
    })
    expect(await load(html)).toEqual([])
    expect(document.title).toBe('Sign in to Google (Latch dev identity provider)')
    expect(document.querySelector('h1')?.textContent).toBe(
      'Sign in to Google (Latch dev identity provider)',
    )
    expect(buttonNames()).toEqual([
      'Continue as Ada Lovelace',
      'Continue as Bob Builder',
      'Continue as Carol Shaw',
    ])
    const bob = [...document.querySelectorAll('button')][1]
    const description = document.getElementById(bob?.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('bob@example.test, not verified')
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/interaction/abc/login')
    expect(document.documentElement.lang).toBe('en')
  })

  it('behavior: escapes every value it shows', async () => {
    const mallory: TestIdentity = {
      ...testIdentities[0]!,
      name: '<img src=x onerror=alert(1)>',
      summary: '"quoted" & <b>bold</b>',
    }
    const html = loginPage({ providerLabel: '<X>', action: '/a?b=1&c="2"', identities: [mallory] })
    await load(html)
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    expect(buttonNames()).toEqual(['Continue as <img src=x onerror=alert(1)>'])
    expect(document.querySelector('.hint')?.textContent).toBe('"quoted" & <b>bold</b>')
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/a?b=1&c="2"')
    expect(document.title).toBe('Sign in to <X> (Latch dev identity provider)')
  })
})

describe('consentPage', () => {
  it('default: names who signs in and the scopes asked, with Allow and Deny', async () => {
    const html = consentPage({
      providerLabel: 'Discord',
      action: '/interaction/abc/consent',
      identityName: 'Ada Lovelace',
      clientName: 'Latch (dev)',
      scopes: ['identify', 'email', '<script>alert(1)</script>'],
    })
    expect(await load(html)).toEqual([])
    expect(document.querySelector('h1')?.textContent).toBe(
      'Allow Latch (dev) to use your Discord account? (Latch dev identity provider)',
    )
    expect(document.querySelector('strong')?.textContent).toBe('Ada Lovelace')
    expect([...document.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'See your username and avatar identify',
      'See your email address email',
      'A permission this dev provider does not know <script>alert(1)</script>',
    ])
    expect(document.querySelector('script')).toBeNull()
    expect(buttonNames()).toEqual(['Allow', 'Deny'])
  })
})

describe('errorPage and autoSubmitFormPage', () => {
  it('default: accessible, escaped', async () => {
    expect(await load(errorPage('invalid_request', 'bad <b>thing</b>'))).toEqual([])
    expect(document.querySelector('b')).toBeNull()
    const form = autoSubmitFormPage('http://127.0.0.1:9/cb', { state: '"><b>x</b>', code: 'abc' })
    expect(await load(form)).toEqual([])
    expect(document.querySelector('b')).toBeNull()
    const inputs = [...document.querySelectorAll('input')].map((input) => [input.name, input.value])
    expect(inputs).toEqual([
      ['state', '"><b>x</b>'],
      ['code', 'abc'],
    ])
    expect(buttonNames()).toEqual(['Continue'])
  })
})
