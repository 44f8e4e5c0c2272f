import { formatEther } from 'viem'
import { e2e } from '../playwright.config.js'
import { approveInWallet, chainReader, expect, readManifest, test } from './fixtures.js'
import { createTestWallet } from './support/testWallet.js'

// Headless use (issue 15): a site's own connect screen on AppKit's headless hooks, with
// `features.headless` (no modal on the page). apps/demo/headless.html.

test('useAppKitWallets: the browser wallet connects from the site’s own list, without a modal', async ({
  page,
}) => {
  const account = readManifest().accounts[0]!.address
  await page.goto('/headless.html')
  await page
    .getByRole('region', { name: 'Connect' })
    .getByRole('button', { name: 'Latch Dev Wallet' })
    .click()
  await approveInWallet(page)
  await expect(page.getByTestId('headless-address')).toHaveText(account)
  await expect(page.getByTestId('latch-modal')).toHaveCount(0)

  // useAppKitBalance: AppKit's result, a decimal string equal to the chain's balance.
  await page.getByRole('button', { name: 'Get balance' }).click()
  await expect(page.getByTestId('headless-balance')).toHaveText(
    `${formatEther(await chainReader().balance(account))} ETH`,
  )
})

test('useAppKitWallets: a WalletConnect wallet pairs from the URI the site shows', async ({
  page,
}) => {
  const manifest = readManifest()
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
  })
  try {
    await page.goto('/headless.html?wallet=none')
    await page.getByRole('button', { name: 'WalletConnect QR code' }).click()
    const uri = await page.getByTestId('headless-wc-uri').textContent()
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri!)
    await expect(page.getByTestId('headless-address')).toHaveText(wallet.address)
    await expect(page.getByTestId('latch-modal')).toHaveCount(0)
  } finally {
    await wallet.close()
  }
})

test('useAppKitWallets: the registry is searched through fetchWallets', async ({ page }) => {
  await page.goto('/headless.html')
  await page.getByLabel('Search wallets').fill('rainbow')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('list', { name: 'Registry wallets' })).toContainText('Rainbow')
})
