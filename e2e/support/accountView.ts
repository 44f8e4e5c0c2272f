import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openConnect } from '../fixtures.js'
import type { TestWallet } from './testWallet.js'

/**
 * A base-unit amount as the Tokens tab writes it: whole units, at most 4 decimals, English. Exact
 * for any size (bigint arithmetic, rounded half up), so an ETH balance of 10⁴ ETH and some wei
 * is written as the modal writes it.
 */
export function shownAmount(baseUnits: bigint | string, decimals: number): string {
  const scale = 10n ** BigInt(Math.max(0, decimals - 4))
  const units = BigInt(baseUnits)
  const rounded = decimals > 4 ? (units + scale / 2n) / scale : units * 10n ** BigInt(4 - decimals)
  const whole = rounded / 10_000n
  const fraction = (rounded % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')
  const grouped = new Intl.NumberFormat('en').format(whole)
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** The Account view, opened from the page's account button. */
export async function openAccountView(page: Page) {
  await page.getByTestId('latch-account-button').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/** The amount a Tokens tab row shows for a symbol, e.g. `1,234.5 LUSD`. */
export const tokenAmount = (page: Page, symbol: string) =>
  page
    .getByTestId('latch-account-panel-tokens')
    .getByTestId(`latch-token-${symbol}`)
    .getByTestId('latch-token-amount')

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
