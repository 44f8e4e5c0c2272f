import type { BrowserContext, Page } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, modal, openConnect, test } from './fixtures.js'
import { accountAddress, openAccountView } from './support/accountView.js'
import { confirmRecoveryCode, expectAccessible } from './support/emailWallet.js'

// Sign In With Farcaster into the embedded wallet, offline: the server's relay checks fids
// against the devnet's ID registry, and the demo's mobile-wallet page plays the Farcaster app
// (a channel's deep link opens it, FARCASTER_SIGN_IN_URL), signing with the dev accounts'
// custody keys. Expiry is covered by the view's unit tests: the server has no setting to shorten
// a channel's ten minutes.
const siteHost = `127.0.0.1:${e2e.demoPort}`

/** Connect → the Farcaster button (behind More when folded) → ConnectingFarcaster's deep link. */
async function startFarcaster(page: Page) {
  const button = modal(page).getByRole('button', { name: 'Continue with Farcaster' })
  if (!(await button.isVisible())) await modal(page).getByTestId('latch-social-more').click()
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Sign in with Farcaster' })).toBeVisible()
  await expect(
    modal(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }),
  ).toBeVisible()
  return modal(page).getByRole('link', { name: 'Open in Farcaster' })
}

/** Opens the deep link as a phone would: the demo's Farcaster app, in a page of its own. */
async function openFarcasterApp(page: Page, context: BrowserContext) {
  const link = modal(page).getByRole('link', { name: 'Open in Farcaster' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(
    new RegExp(`^http://${siteHost}/wallet\\.html\\?channelToken=[A-Za-z0-9_-]{43}$`),
  )
  const app = await context.newPage()
  await app.goto(href!)
  return app
}

/** The Farcaster app's question, and its Approve as `username` (fid `fid`; alice is the first). */
async function approveAs(app: Page, username: string, fid: number, displayName?: string) {
  if (displayName)
    await app
      .getByRole('combobox', { name: 'Account' })
      .selectOption({ label: `@${username} (fid ${fid}), ${displayName}` })
  await expect(
    app.getByRole('heading', { name: `Sign in to ${siteHost} as @${username} (fid ${fid})?` }),
  ).toBeVisible()
  await app.getByRole('button', { name: 'Approve' }).click()
  await expect(app.getByTestId('farcaster-status')).toHaveText(
    `Signed in to ${siteHost} as @${username}. You can go back to the site.`,
  )
}

test('default: the QR code and the link, approved as alice in the Farcaster app: a new wallet, the same address at the next sign-in; axe', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await openConnect(page)
  const link = await startFarcaster(page)
  await expect(modal(page).getByText('Scan with your Farcaster app and approve.')).toBeVisible()
  await expect(modal(page).getByTestId('latch-farcaster-expiry')).toHaveText(
    /^Expires in (10:00|9:[0-5]\d)$/,
  )
  await expect(modal(page).getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expect(link).toHaveAttribute('target', '_blank')
  await expectAccessible(page)

  const app = await openFarcasterApp(page, context)
  // The token left the Farcaster app's address bar once read.
  await expect(app).toHaveURL(`http://${siteHost}/wallet.html`)
  await approveAs(app, 'alice', 1000)
  await confirmRecoveryCode(page)
  const address = await accountAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('latch-account-social')).toHaveText(
    'Signed in with Farcaster as alice',
  )
  // The site keeps the provider, never the channel's read token or the session.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(storage).toContain('"latch.socialProvider":"farcaster"')
  expect(storage).not.toMatch(/readToken|channelToken/)

  // Signed out and in again: this device holds the wallet, so no recovery code; same address.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('latch-account-button-address')).toBeHidden()
  await openConnect(page)
  await startFarcaster(page)
  const again = await openFarcasterApp(page, context)
  await approveAs(again, 'alice', 1000)
  await expect(modal(page)).toBeHidden()
  expect(await accountAddress(page)).toBe(address)
})

test('error: declined in the Farcaster app: the modal says so at once, and a new sign-in as bob works', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await openConnect(page)
  await startFarcaster(page)
  const first = await modal(page)
    .getByRole('link', { name: 'Open in Farcaster' })
    .getAttribute('href')
  const app = await openFarcasterApp(page, context)
  await expect(app.getByRole('heading', { name: /^Sign in to / })).toBeVisible()
  await app.getByRole('button', { name: 'Reject' }).click()
  await expect(app.getByTestId('farcaster-status')).toHaveText(
    `You declined. ${siteHost} was told you did not sign in.`,
  )
  await expect(modal(page).getByRole('alert')).toContainText('Sign-in declined')
  await expect(modal(page).getByTestId('latch-farcaster-error')).toHaveText(
    'You declined the sign-in in Farcaster.',
  )
  await expectAccessible(page)
  // The declined link is spent: the site took the refusal, so opened again the app has nothing.
  const stale = await context.newPage()
  await stale.goto(first!)
  await expect(stale.getByTestId('farcaster-status')).toHaveText(
    'This sign-in request has expired or was already used. Start again on the site.',
  )
  await expect(stale.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  await modal(page).getByRole('button', { name: 'Try again' }).click()
  const link = modal(page).getByRole('link', { name: 'Open in Farcaster' })
  await expect(link).toBeVisible()
  expect(await link.getAttribute('href')).not.toBe(first)
  const retry = await openFarcasterApp(page, context)
  await approveAs(retry, 'bob', 1001, 'Bob Devnet')
  await confirmRecoveryCode(page)
  await openAccountView(page)
  await expect(page.getByTestId('latch-account-social')).toHaveText(
    'Signed in with Farcaster as bob',
  )
})

test('behavior: closing the modal ends the wait; the link then signs no one in on this page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await openConnect(page)
  await startFarcaster(page)
  const app = await openFarcasterApp(page, context)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()
  await approveAs(app, 'alice', 1000)
  // The frame stopped asking when the modal closed: no account appears.
  await page.waitForTimeout(2500)
  await expect(page.getByTestId('latch-account-button-address')).toBeHidden()
})
