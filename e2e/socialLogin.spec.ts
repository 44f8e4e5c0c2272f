import type { Page } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, modal, openConnect, test } from './fixtures.js'
import { accountAddress } from './support/accountView.js'
import { confirmRecoveryCode, expectAccessible } from './support/emailWallet.js'

// The social logins against the dev identity provider that `npm start` runs: a real OpenID
// Connect server (oidc-provider) where the visitor picks a test identity and allows.
const apiUrl = `http://127.0.0.1:${e2e.apiPort}`
const providerNames = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
} as const
type Provider = keyof typeof providerNames
// Bob's email is not verified anywhere, so each provider's Bob is a user (and a wallet) of its own.
const usernames: Record<Provider, string> = {
  google: 'Bob Builder',
  x: 'bob_builder',
  discord: 'bob.builder',
  github: 'bob-builder',
  apple: 'Bob Builder',
  facebook: 'Bob Builder',
}

/**
 * Records every message the host page receives and its storage, so a test can show that no
 * session token, code or login secret ever reaches the site (SECURITY.md T23).
 */
async function recordHostMessages(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { latchSeenMessages: string[] }).latchSeenMessages = seen
    window.addEventListener('message', (event) => {
      try {
        seen.push(JSON.stringify(event.data))
      } catch {
        seen.push(String(event.data))
      }
    })
  })
}

/** What the host page saw and kept: its messages, storage and address. */
const hostTraces = (page: Page) =>
  page.evaluate(() => ({
    messages: (window as unknown as { latchSeenMessages: string[] }).latchSeenMessages,
    storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
    cookies: document.cookie,
    url: location.href,
  }))

/** The button of a provider in the Connect view, expanding "More" when it is folded away. */
async function socialButton(page: Page, provider: Provider | 'farcaster') {
  const button = modal(page).getByTestId(`latch-social-${provider}`)
  if (!(await button.isVisible())) await modal(page).getByTestId('latch-social-more').click()
  return button
}

/** Clicks a provider and answers its popup: the identity, then Allow or Deny. */
async function signInInPopup(
  page: Page,
  provider: Provider,
  identity: string,
  decision: 'Allow' | 'Deny' = 'Allow',
) {
  const button = await socialButton(page, provider)
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
  await expect(
    popup.getByRole('heading', { name: `Sign in to ${providerNames[provider]}` }),
  ).toBeVisible()
  await popup.getByRole('button', { name: `Continue as ${identity}` }).click()
  await popup.getByRole('button', { name: decision }).click()
  // The modal closes the popup once it is back on the site (maybe before a listener is added).
  await expect.poll(() => popup.isClosed()).toBe(true)
  return popup
}

for (const provider of Object.keys(providerNames) as Provider[]) {
  test(`default: ${provider} through the popup, the same wallet at the next login, no token in the page`, async ({
    page,
  }) => {
    await recordHostMessages(page)
    // The provider's authorization codes, as the popup carried them to the server.
    const codes: string[] = []
    page.context().on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/auth/social/') && url.searchParams.has('code'))
        codes.push(url.searchParams.get('code')!)
      const posted = request.postData()
      if (url.pathname.startsWith('/auth/social/') && posted)
        codes.push(new URLSearchParams(posted).get('code') ?? '')
    })
    await page.goto('/')
    await openConnect(page)
    await signInInPopup(page, provider, 'Bob Builder')
    await confirmRecoveryCode(page)
    expect(codes.filter(Boolean)).toHaveLength(1)

    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('latch-account-social')).toHaveText(
      `Signed in with ${providerNames[provider]} as ${usernames[provider]}`,
    )
    // The site holds the username (spec 9's stored keys), never a token or the login's secret.
    const traces = await hostTraces(page)
    expect(traces.url).not.toContain('latch_social_result')
    expect(traces.storage).toContain(`"latch.socialProvider":"${provider}"`)
    for (const text of [...traces.messages, traces.storage, traces.cookies]) {
      expect(text).not.toMatch(/"(token|secret|id_token|access_token|refresh_token)"\s*:/)
      expect(text).not.toContain(codes[0])
    }

    // Signed out and in again: this device holds the wallet, so no recovery code; same address.
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('latch-account-button-address')).toBeHidden()
    await openConnect(page)
    await signInInPopup(page, provider, 'Bob Builder')
    await expect(modal(page)).toBeHidden()
    expect(await accountAddress(page)).toBe(address)
  })
}

test('behavior: Connect lists the site’s socials after the email login, the rest behind More; axe', async ({
  page,
}) => {
  await page.goto('/')
  await openConnect(page)
  const socials = modal(page).getByRole('region', { name: 'Sign in with' })
  await expect(socials.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(socials.getByRole('button')).toHaveCount(5)
  await socials.getByRole('button', { name: 'More ways to sign in' }).click()
  await expect(socials.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
  await expectAccessible(page)
})

/** How many SOCIAL_LOGIN_SUCCESS events the server counted for the demo's project. */
async function socialLoginCount(page: Page) {
  const response = await page.request.get(`${apiUrl}/analytics/v1/counts?projectId=latch-demo`, {
    headers: { authorization: `Bearer ${e2e.adminToken}` },
  })
  const body = (await response.json()) as { counts: { event: string; count: number }[] }
  return body.counts
    .filter((entry) => entry.event === 'SOCIAL_LOGIN_SUCCESS')
    .reduce((sum, entry) => sum + entry.count, 0)
}

test('error: consent denied at the provider, then a retry that signs in; SOCIAL_LOGIN_SUCCESS counted', async ({
  page,
}) => {
  const before = await socialLoginCount(page)
  await page.goto('/')
  await openConnect(page)
  await signInInPopup(page, 'discord', 'Carol Shaw', 'Deny')
  await expect(modal(page).getByTestId('latch-social-error')).toHaveText(
    'The sign-in was cancelled.',
  )
  await expectAccessible(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    modal(page).getByRole('button', { name: 'Try again' }).click(),
  ])
  await popup.getByRole('button', { name: 'Continue as Carol Shaw' }).click()
  await popup.getByRole('button', { name: 'Allow' }).click()
  await confirmRecoveryCode(page)
  // The page hides: what analytics queued goes by sendBeacon (spec 7: SOCIAL_LOGIN_SUCCESS).
  await page.goto('about:blank')
  await expect.poll(() => socialLoginCount(page)).toBe(before + 1)
})

test('error: the popup closed before the end says so', async ({ page }) => {
  await page.goto('/')
  await openConnect(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    (await socialButton(page, 'github')).click(),
  ])
  await expect(popup.getByRole('button', { name: 'Continue as Ada Lovelace' })).toBeVisible()
  await popup.close()
  await expect(modal(page).getByTestId('latch-social-error')).toHaveText(
    'The sign-in window was closed before you finished.',
  )
})

test('security: a code bound to another PKCE challenge is refused, with a clear message', async ({
  page,
}) => {
  // The authorization request leaves with another challenge than the server's verifier answers.
  await page.context().route('http://127.0.0.1:*/auth?*', (route) => {
    const url = new URL(route.request().url())
    url.searchParams.set('code_challenge', 'A'.repeat(43))
    return route.continue({ url: url.href })
  })
  await page.goto('/')
  await openConnect(page)
  await signInInPopup(page, 'google', 'Carol Shaw')
  await expect(modal(page).getByTestId('latch-social-error')).toHaveText(
    'The provider did not confirm the sign-in. Please try again.',
  )
})

test('security: a replayed callback and a forged state are refused by the server', async ({
  page,
}) => {
  await page.goto('/')
  await openConnect(page)
  const callbacks: string[] = []
  page.context().on('request', (request) => {
    if (request.url().startsWith(`${apiUrl}/auth/social/`)) callbacks.push(request.url())
  })
  await signInInPopup(page, 'x', 'Carol Shaw')
  await confirmRecoveryCode(page)
  expect(callbacks).toHaveLength(1)

  const replay = await page.context().newPage()
  await replay.goto(callbacks[0]!)
  await expect(replay.getByRole('heading', { name: 'Sign-in already used' })).toBeVisible()
  await replay.goto(`${apiUrl}/auth/social/x/callback?state=forged&code=forged`)
  await expect(replay.getByRole('heading', { name: 'Sign-in not valid' })).toBeVisible()
})

test('behavior: where the popup is blocked, the page goes to the provider and comes back signed in', async ({
  page,
}) => {
  // A browser that blocks popups: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await recordHostMessages(page)
  await page.goto('/?section=wallets')
  await openConnect(page)
  await (await socialButton(page, 'apple')).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Apple' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue as Carol Shaw' }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  // Apple answers with a form the browser posts; the server sends the page back.
  await expect(page).toHaveURL(/\/\?section=wallets$/)
  await confirmRecoveryCode(page)
  const traces = await hostTraces(page)
  expect(traces.url).not.toContain('latch_social')
  for (const text of [...traces.messages, traces.storage])
    expect(text).not.toMatch(/"(token|secret|id_token|access_token|refresh_token)"\s*:/)
})
