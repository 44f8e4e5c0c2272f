import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { connectDevWallet, expect, modal, openConnect, test } from './fixtures.js'

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

test('axe finds no serious violation in Connect, Account and Networks', async ({ page }) => {
  await page.goto('/')
  await openConnect(page)
  await expectNoSeriousViolations(page)
  await modal(page).getByRole('button', { name: 'Close' }).click()

  await connectDevWallet(page)
  await page.getByTestId('latch-account-button').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expectNoSeriousViolations(page)
  // The tabs by keyboard, each tab's state checked (issue 13).
  const tokens = page.getByRole('tab', { name: 'Tokens' })
  await tokens.focus()
  for (const name of ['NFTs', 'Activity']) {
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name })).toBeVisible()
    await expectNoSeriousViolations(page)
  }
  await modal(page).getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await modal(page).getByRole('button', { name: 'Back' }).click()

  await modal(page)
    .getByRole('button', { name: /Switch network/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('axe passes in the WalletConnect views, with tabs that work by keyboard', async ({ page }) => {
  await page.goto('/?wallet=none&theme=dark')
  await openConnect(page)
  await page.getByTestId('latch-wallet-walletConnect').click()
  await expect(page.getByRole('img', { name: 'QR code for connecting a wallet' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: /^All wallets/ }).click()
  await page.getByTestId('latch-wallet-search').fill('ledger live')
  await page.locator('[data-testid^="latch-registry-wallet-"]').first().click()
  const mobileTab = page.getByRole('tab', { name: 'Mobile' })
  await expect(mobileTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await expectNoSeriousViolations(page)
  await mobileTab.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Desktop' })).toHaveAttribute('aria-selected', 'true')
  await expectNoSeriousViolations(page)
})

test('axe passes in the dark theme too', async ({ page }) => {
  await page.goto('/?theme=dark')
  await openConnect(page)
  await expectNoSeriousViolations(page)
})

test('connects with the keyboard alone, and focus is trapped and restored', async ({ page }) => {
  await page.goto('/')
  const connectButton = page.getByRole('button', { name: 'Connect wallet' })
  await connectButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
  await expect(dialog).toBeVisible()
  // Focus lands on the first wallet: WalletConnect, the spec's first connector type.
  const walletConnect = page.getByTestId('latch-wallet-walletConnect')
  await expect(walletConnect).toBeFocused()
  // Focus wraps inside the dialog: Close comes first in the dialog, the social logins last (the
  // spec's connect-method order with a browser wallet: wallet, email, social).
  const close = modal(page).getByRole('button', { name: 'Close' })
  await page.keyboard.press('Shift+Tab')
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(modal(page).getByRole('button', { name: 'More ways to sign in' })).toBeFocused()
  for (const name of ['Farcaster', 'Discord', 'X', 'Google']) {
    await page.keyboard.press('Shift+Tab')
    await expect(modal(page).getByRole('button', { name: `Continue with ${name}` })).toBeFocused()
  }
  await page.keyboard.press('Shift+Tab')
  await expect(modal(page).getByRole('button', { name: 'Continue with email' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(modal(page).getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByTestId('latch-all-wallets')).toBeFocused()
  // Forward again: the email field and button, five social buttons, then round to Close.
  for (let step = 0; step < 8; step++) await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(walletConnect).toBeFocused()
  // Arrow keys move through the wallet list.
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('latch-wallet-dev.latch.wallet')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(walletConnect).toBeFocused()
  await page.keyboard.press('ArrowDown')

  // Escape closes and gives focus back to the Connect button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connectButton).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(walletConnect).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('latch-wallet-dev.latch.wallet')).toBeFocused()
  await page.keyboard.press('Enter')
  // The extension's own prompt is outside the page's keyboard flow, as a real popup is.
  await page.evaluate(() => window.__latchDevWallet?.approve())
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('the dialog is labelled and modal', async ({ page }) => {
  await page.goto('/')
  await openConnect(page)
  await expect(modal(page)).toHaveAttribute('aria-modal', 'true')
  await expect(modal(page)).toHaveAttribute('aria-labelledby', 'latch-title')
  // A click on the overlay closes the dialog.
  await page.mouse.click(10, 400)
  await expect(modal(page)).toBeHidden()
})
