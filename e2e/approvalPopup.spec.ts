import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { demoMessage } from '../apps/demo/src/demoRequests.js'
import { e2e } from '../playwright.config.js'
import { expect, test } from './fixtures.js'
import {
  createEmailWallet,
  expectAccessible,
  freshEmail,
  secureFrame,
} from './support/emailWallet.js'

// SECURITY.md T7 on browsers without IntersectionObserver v2 (Firefox, Safari): Chromium becomes
// one of them when IntersectionObserverEntry has no `isVisible`, in every document of the
// context (the page, the secure frame, the popup), before any script of theirs runs.
const withoutIntersectionObserverV2 = () => {
  delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
}

const frameOrigin = `http://127.0.0.1:${e2e.framePort}`

test.beforeEach(async ({ context }) => {
  await context.addInitScript(withoutIntersectionObserverV2)
})

/** The connected account's full address, from the Account view. */
async function connectedAddress(page: Page) {
  await page.getByTestId('latch-account-button').click()
  const address = await page.getByTestId('latch-account-address').getAttribute('title')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('latch-modal')).toBeHidden()
  return address as `0x${string}`
}

/** Asks for a personal_sign from the demo page; the frame shows its no-IOv2 view. */
async function requestSignature(page: Page) {
  await page.getByTestId('demo-sign').click()
  const frame = secureFrame(page)
  await expect(frame.getByText('Hello from the Latch demo')).toBeVisible()
  return frame
}

test('without IntersectionObserver v2, the approval happens in a popup on the frame origin, and its Approve signs what it showed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await createEmailWallet(page, freshEmail('popup'))
  const address = await connectedAddress(page)

  const frame = await requestSignature(page)
  await expect(frame.getByTestId('latch-approval-approve')).toHaveCount(0)
  await expectAccessible(page)

  // A click inside the frame opens the popup: a user gesture, so no blocker stops it.
  const opened = page.context().waitForEvent('page')
  await frame.getByRole('button', { name: 'Review in a new window' }).click()
  const popup = await opened
  await expect(frame.getByText('Continue in the new window.')).toBeVisible()
  const url = new URL(popup.url())
  expect(url.origin).toBe(frameOrigin)
  expect(url.pathname).toBe('/approve')
  // A one-time id only: the request itself comes from the frame, not from the URL.
  expect(url.search).toBe('')
  expect(url.hash).toMatch(/^#[0-9a-f]{32}$/)

  // The full view, with the page's verified origin, in a window of its own.
  await expect(popup).toHaveTitle('Review request')
  const main = popup.getByRole('main')
  await expect(main.getByText('Hello from the Latch demo')).toBeVisible()
  await expect(main.getByText(`http://127.0.0.1:${e2e.demoPort}`)).toBeVisible()
  await expect(main.getByRole('button', { name: 'Reject' })).toBeFocused()
  const axe = await new AxeBuilder({ page: popup }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])

  const closed = popup.waitForEvent('close')
  await main.getByRole('button', { name: 'Approve' }).click()
  await closed
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toContainText('Verified: signed by the connected address')
  const signature = (await signResult.textContent())?.match(/Signature (0x[0-9a-f]+)/i)?.[1]
  expect(
    await verifyMessage({ address, message: demoMessage, signature: signature as `0x${string}` }),
  ).toBe(true)
  await expect(page.getByTestId('latch-modal')).toBeHidden()
})

test('without IntersectionObserver v2, the frame never offers Approve, and closing the popup rejects the request', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await createEmailWallet(page, freshEmail('popup-close'))

  const frame = await requestSignature(page)
  // Long past the 700 ms a visible view waits for: still nothing in the frame approves.
  await page.waitForTimeout(1500)
  await expect(frame.getByTestId('latch-approval-approve')).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Review in a new window' })).toBeEnabled()

  const opened = page.context().waitForEvent('page')
  await frame.getByRole('button', { name: 'Review in a new window' }).click()
  const popup = await opened
  await expect(popup.getByRole('main').getByRole('button', { name: 'Approve' })).toBeVisible()
  await popup.close()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
  await expect(page.getByTestId('latch-modal')).toBeHidden()
})
