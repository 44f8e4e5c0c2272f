import {
  approveInWallet,
  connectDevWallet,
  expect,
  modal,
  openConnect,
  readManifest,
  test,
} from './fixtures.js'

test('connects the dev wallet and shows the account', async ({ page }) => {
  const account = readManifest().accounts[0]!.address
  await page.goto('/')
  await openConnect(page)
  // The dev wallet is announced by EIP-6963 and also injected as window.ethereum: listed once.
  const wallets = modal(page).locator('[data-section="injected"] [data-wallet-item]')
  await expect(wallets).toHaveCount(1)
  await expect(modal(page).getByRole('heading', { name: 'Installed' })).toBeVisible()

  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await expect(page.getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })).toBeVisible()
  await expect(modal(page).getByText('Continue in Latch Dev Wallet')).toBeVisible()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()

  await expect(page.getByTestId('demo-address')).toHaveText(account)
  // 4 leading and 6 trailing characters (spec section 9).
  await expect(page.getByTestId('latch-account-button-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-6)}`,
  )
  await expect(page.getByTestId('latch-account-button-balance')).toContainText('ETH')
  await expect(page.getByTestId('latch-network-button')).toContainText('Latch Devnet A')

  await page.getByTestId('latch-account-button').click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('latch-account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-6)}`,
  )
  await expect(page.getByTestId('latch-account-balance')).toContainText('ETH')
  await expect(dialog.getByRole('button', { name: 'Switch network: Latch Devnet A' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible()
})

test('the connected wallet is remembered as recent', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('latch-account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await openConnect(page)
  await expect(modal(page).getByRole('heading', { name: 'Recent' })).toBeVisible()
  await expect(modal(page).getByRole('heading', { name: 'Installed' })).toBeHidden()
  await expect(page.getByTestId('latch-wallet-dev.latch.wallet')).toContainText('Recent')
})

test('disconnect clears the account and the stored connector', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('latch-account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('demo-address')).toHaveText('—')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('latch.connectorId.eip155'))).toBeNull()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a rejection in the wallet is shown, and retry connects', async ({ page }) => {
  await page.goto('/')
  await openConnect(page)
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await page.getByTestId('devwallet-reject').click()
  await expect(modal(page).getByRole('alert')).toContainText('Connection declined')
  await expect(modal(page).getByRole('alert')).toContainText(
    'The request was rejected in the wallet.',
  )
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // Nothing is stuck: Back returns to the list, and the wallet can be chosen again.
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await page.getByTestId('devwallet-reject').click()
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('a page without any wallet offers the registry', async ({ page }) => {
  await page.goto('/?wallet=none')
  await openConnect(page)
  await expect(modal(page).getByRole('heading', { name: 'Installed' })).toHaveCount(0)
  await expect(modal(page).getByRole('heading', { name: 'Recommended' })).toBeVisible()
  await expect(modal(page).locator('[data-section="recommended"] [data-wallet-item]')).toHaveCount(
    4,
  )
  await expect(page.getByTestId('latch-all-wallets')).toBeVisible()
})

test('without a wallet and without a server, the modal says so', async ({ page }) => {
  await page.goto('/?wallet=none&api=none')
  await openConnect(page)
  await expect(modal(page).getByText('No wallet found')).toBeVisible()
  await expect(page.getByTestId('latch-all-wallets')).toHaveCount(0)
})

test('German interface', async ({ page }) => {
  await page.goto('/?locale=de')
  await page.getByRole('button', { name: 'Wallet verbinden' }).click()
  await expect(page.getByRole('dialog', { name: 'Wallet verbinden' })).toBeVisible()
  await expect(modal(page).getByRole('heading', { name: 'Installiert' })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: 'Schließen' })).toBeVisible()
})
