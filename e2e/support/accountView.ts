import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, openConnect } from '../fixtures.js'
import type { TestWallet } from './testWallet.js'

/** Base units rounded half up to `digits` decimals and written in English: `1,234.5000`. */
function roundedAmount(baseUnits: bigint | string, decimals: number, digits: number): string {
  const units = BigInt(baseUnits)
  const scale = 10n ** BigInt(Math.abs(decimals - digits))
  const rounded = decimals > digits ? (units + scale / 2n) / scale : units * scale
  const unit = 10n ** BigInt(digits)
  const whole = new Intl.NumberFormat('en').format(rounded / unit)
  return `${whole}.${(rounded % unit).toString().padStart(digits, '0')}`
}

/**
 * A base-unit amount as the Tokens tab writes it: whole units, at most 4 decimals, English. Exact
 * for any size (bigint arithmetic, rounded half up), so an ETH balance of 10⁴ ETH and some wei
 * is written as the modal writes it.
 */
export function shownAmount(baseUnits: bigint | string, decimals: number): string {
  return roundedAmount(baseUnits, decimals, 4).replace(/\.?0+$/, '')
}

/** A base-unit amount as an Activity row writes it: exactly 3 decimals (spec section 9). */
export const historyAmount = (baseUnits: bigint | string, decimals: number): string =>
  roundedAmount(baseUnits, decimals, 3)

/** The Account view, opened from the page's account button. */
export async function openAccountView(page: Page) {
  await page.getByTestId('latch-account-button').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/** The full address of the connected account, from the Account view (left open). */
export async function accountAddress(page: Page) {
  await openAccountView(page)
  return page.getByTestId('latch-account-address').getAttribute('title')
}

/** The amount a Tokens tab row shows for a symbol, e.g. `1,234.5 LUSD`. */
export const tokenAmount = (page: Page, symbol: string) =>
  page
    .getByTestId('latch-account-panel-tokens')
    .getByTestId(`latch-token-${symbol}`)
    .getByTestId('latch-token-amount')

/** What an Activity row shows: `Sent`, `to 0x1234…abcdef` and its amounts, e.g. `−1.500 LUSD`. */
export type ActivityRow = { operation: string; party: string; amounts: string[] }

/**
 * Checks an Activity row (`latch-activity-item`) shows `row` exactly, and is confirmed; its
 * amounts may take `timeout` ms to show (a transaction the indexer has still to read).
 */
export async function expectActivityRow(item: Locator, row: ActivityRow, timeout = 10_000) {
  await expect(item.getByTestId('latch-activity-amount')).toHaveText(row.amounts, { timeout })
  await expect(item.locator('.latch-activity-operation')).toHaveText(row.operation)
  await expect(item.locator('.latch-activity-main > .latch-muted[title]')).toHaveText(row.party)
  await expect(item).toHaveAttribute('data-status', 'confirmed')
}

/** Runs axe on the modal: no violation at all, as the account-view specs ask. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** Pairs the test wallet through the modal's WalletConnect QR view (`/?wallet=none`). */
export async function connectTestWallet(page: Page, wallet: TestWallet) {
  await openConnect(page)
  await page.getByTestId('latch-wallet-walletConnect').click()
  const uri = await page.locator('.latch-pairing[data-state="ready"]').getAttribute('data-uri')
  await wallet.pair(uri!)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
}
