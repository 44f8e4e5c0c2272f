import type { Page } from '@playwright/test'
import { expect } from '../fixtures.js'

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
