import type { Page } from '@playwright/test'
import { expect, modal } from '../fixtures.js'

/** Picks the token whose option starts with its symbol, e.g. `LUSD (Latch USD)`. */
export async function pickToken(page: Page, symbol: string) {
  const select = page.getByTestId('latch-send-token')
  const option = select.locator('option', { hasText: `${symbol} (` })
  await expect(option).toHaveCount(1, { timeout: 20_000 })
  await select.selectOption({ label: (await option.textContent()) ?? '' })
}

/** Fills the amount and the receiver, and asks for the review. */
export async function fillSendForm(page: Page, amount: string, receiver: string) {
  await page.getByTestId('latch-send-amount').fill(amount)
  await page.getByTestId('latch-send-receiver').fill(receiver)
  await page.getByTestId('latch-send-review').click()
}

/** Opens Account → Send from the page's account button. */
export async function openSendView(page: Page) {
  await page.getByTestId('latch-account-button').click()
  await page.getByTestId('latch-wallet-feature-send').click()
  await expect(modal(page).getByRole('heading', { name: 'Send', exact: true })).toBeVisible()
}

/** The review's amount (`1.5 LUSD`) and full receiver address, as the Send view shows them. */
export async function reviewedSend(page: Page) {
  const review = page.getByTestId('latch-send-step-review')
  await expect(review).toBeVisible()
  return {
    amount: (await page.getByTestId('latch-send-review-amount').textContent())?.trim(),
    receiver: await review.locator('dd.latch-address').getAttribute('title'),
  }
}

/**
 * Confirms the reviewed send, lets `approve` approve it in the wallet, and waits for the
 * success view.
 */
export async function confirmSend(page: Page, approve: () => Promise<void>) {
  await page.getByTestId('latch-send-confirm').click()
  await approve()
  await expect(page.getByTestId('latch-send-success')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('latch-send-success')).toContainText('Sent')
}
