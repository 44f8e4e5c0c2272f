import AxeBuilder from '@axe-core/playwright'
import { approveInWallet, expect, modal, openConnect, readManifest, test } from './fixtures.js'

// AppKit's Connect view flags, turned on by the demo's address bar (apps/demo/src/main.tsx).

test('legalCheckbox: the wallet does not connect until the box is ticked, then it does', async ({
  page,
}) => {
  const account = readManifest().accounts[0]!.address
  await page.goto('/?legalCheckbox=1')
  await openConnect(page)
  const checkbox = modal(page).getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  await expect(checkbox).not.toBeChecked()
  await expect(modal(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    /\/terms$/,
  )
  const wallet = page.getByTestId('latch-wallet-dev.latch.wallet')
  await expect(wallet).toBeDisabled()
  await expect(modal(page).getByTestId('latch-email-input')).toBeDisabled()
  // A click on the disabled row (forced past Playwright's own wait for it to be enabled).
  await wallet.click({ force: true })
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(page.getByTestId('devwallet-approve')).toBeHidden()

  // By keyboard, as a visitor without a mouse ticks it.
  await checkbox.focus()
  await page.keyboard.press('Space')
  await expect(checkbox).toBeChecked()
  await expect(wallet).toBeEnabled()
  await wallet.click()
  await expect(modal(page).getByText('Continue in Latch Dev Wallet')).toBeVisible()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-address')).toHaveText(account)
})

test('legalCheckbox: axe finds no serious violation in the Connect view, ticked or not', async ({
  page,
}) => {
  await page.goto('/?legalCheckbox=1')
  await openConnect(page)
  for (const step of ['unticked', 'ticked']) {
    if (step === 'ticked') await modal(page).getByRole('checkbox').check()
    const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(serious.map((v) => `${step}: ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  }
})

test('collapseWallets: the logins first, the wallets after "Continue with a wallet"', async ({
  page,
}) => {
  await page.goto('/?collapseWallets=1')
  await openConnect(page)
  await expect(modal(page).getByTestId('latch-email-input')).toBeVisible()
  const wallet = page.getByTestId('latch-wallet-dev.latch.wallet')
  await expect(wallet).toBeHidden()
  await modal(page).getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(wallet).toBeVisible()
  // The button is gone: focus is on the first wallet of the list (WalletConnect's row here).
  await expect(modal(page).locator('[data-wallet-item]').first()).toBeFocused()
})

test('emailShowWallets=0: the wallets wait behind "Continue with a wallet" under the email field', async ({
  page,
}) => {
  await page.goto('/?emailShowWallets=0')
  await openConnect(page)
  await expect(modal(page).getByTestId('latch-email-input')).toBeVisible()
  await expect(page.getByTestId('latch-wallet-dev.latch.wallet')).toBeHidden()
  await modal(page).getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(page.getByTestId('latch-wallet-dev.latch.wallet')).toBeVisible()
})
